import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/agreements'
import { AdminPage } from '../../components/admin/AdminShell'
import { TextAreaField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { localized } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { formatDate, formatDateTime } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { decideAgreement, waitingGroups } from '../../../domain/orders/group-agreement.server'
import { siteAddress } from '../../../domain/navigation/addresses'
import { orderDeps } from '../../../server/shop/order-deps.server'

/** Group bookings waiting for the agency's agreement: agree (the customer gets a link to pay) or refuse. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaffMember(context)
  return data({ groups: await waitingGroups(context.db) }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireStaffMember(context)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent !== 'agree' && intent !== 'refuse') return data({ error: 'unknown' as const }, { status: 400, headers: BACK_OFFICE_HEADERS })
  const note = String(form.get('note') ?? '').slice(0, 2000)
  const publicUrl = context.settings.publicUrl
  const outcome = await decideAgreement(orderDeps(context), member, {
    number: String(form.get('number') ?? ''),
    decision: intent,
    note,
    payUrl: (token, locale) => siteAddress(publicUrl, `/commande/reprendre/${token}`, locale),
  })
  if (!outcome.ok) return data({ error: outcome.code }, { status: outcome.code === 'not_found' ? 404 : 409, headers: BACK_OFFICE_HEADERS })
  return redirect(`${localized('/admin/accords', request)}?${intent === 'agree' ? 'agreed' : 'refused'}=${outcome.number}`, { status: 303, headers: BACK_OFFICE_HEADERS })
}


export default function Agreements({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const done = params.get('agreed') ?? params.get('refused')
  return (
    <AdminPage title={t('agreements.title')}>
      {done ? <StatusAlert status="success" message={t(params.has('agreed') ? 'agreements.agreed' : 'agreements.refused', { number: done })} /> : null}
      {actionData?.error ? <StatusAlert status="error" message={t(`agreements.error.${actionData.error}`)} /> : null}
      <p>{t('agreements.intro')}</p>
      {loaderData.groups.length === 0 ? (
        <p className="admin-empty">{t('agreements.empty')}</p>
      ) : (
        <div className="admin-cards">
          {loaderData.groups.map((group) => (
            <section key={group.number} className="admin-card admin-card--wide" aria-labelledby={`group-${group.number}`}>
              <h2 id={`group-${group.number}`}>{t('agreements.order', { number: group.number, customer: group.customer })}</h2>
              <p>
                {group.email} · {formatMoney(group.total)} · {t('agreements.asked', { at: formatDateTime(group.requestedAt) })}
                {group.holdUntil ? ` · ${t('agreements.heldUntil', { at: formatDateTime(group.holdUntil) })}` : ''}
              </p>
              <ul>
                {group.stays.map((stay) => (
                  <li key={stay.itemId}>
                    {stay.reference}: {formatDate(stay.arrival)} – {formatDate(stay.departure)}
                  </li>
                ))}
              </ul>
              <Form method="post" className="admin-form">
                <input type="hidden" name="number" value={group.number} />
                <TextAreaField id={`note-${group.number}`} name="note" label={t('agreements.note')} hint={t('agreements.noteHint')} rows={2} maxLength={2000} />
                <div className="admin-page__actions">
                  <button type="submit" name="intent" value="agree" className="btn btn-primary" aria-disabled={busy || undefined}>
                    {t('agreements.agree')}
                  </button>
                  <button type="submit" name="intent" value="refuse" className="btn btn-secondary" aria-disabled={busy || undefined}>
                    {t('agreements.refuse')}
                  </button>
                </div>
              </Form>
            </section>
          ))}
        </div>
      )}
    </AdminPage>
  )
}
