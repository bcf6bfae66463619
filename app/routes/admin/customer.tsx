import { data, Form, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/customer'
import { AdminPage } from '../../components/admin/AdminShell'
import { statusBadge, when } from '../../components/admin/orders/format'
import { CheckboxField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink, useLocalePath } from '../../lib/locale'
import { eraseCustomer, readCustomer } from '../../../domain/accounts/customers.server'
import { formatMoney } from '../../../domain/format/money'
import { validationMessage } from '../../../domain/validation'

/** The message of each refusal of an erasure. */
const REFUSAL = { already_erased: 'backOffice.customer.alreadyErased', not_found: 'backOffice.customer.notFound' } as const

type Answer = { formError: string | null; errors: { confirm?: string } }

/** One customer: their account, contact and orders; export their data or erase them. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const customer = await readCustomer(context.db, Number(params.id))
  if (!customer) throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  return data({ customer }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const locale = requestLocale(request)
  const form = await request.formData()
  if (form.get('intent') !== 'erase') return data<Answer>({ formError: validationMessage('backOffice.unknownAction', locale), errors: {} }, { status: 400, headers: BACK_OFFICE_HEADERS })
  if (form.get('confirm') !== 'true') return data<Answer>({ formError: null, errors: { confirm: validationMessage('backOffice.customer.confirmErase', locale) } }, { status: 400, headers: BACK_OFFICE_HEADERS })
  const outcome = await eraseCustomer(context.db, staff, Number(params.id))
  if (!outcome.ok) return data<Answer>({ formError: validationMessage(REFUSAL[outcome.code], locale), errors: {} }, { status: outcome.code === 'not_found' ? 404 : 409, headers: BACK_OFFICE_HEADERS })
  throw redirect(`${localized(`/admin/clients/${Number(params.id)}`, request)}?done=erase`, { status: 303, headers: BACK_OFFICE_HEADERS })
}

export default function Customer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminOrders')
  const localize = useLocalePath()
  const [params] = useSearchParams()
  const { customer } = loaderData
  const confirming = params.get('erase') === 'confirm' || actionData?.errors?.confirm !== undefined
  return (
    <AdminPage title={customer.erasedAt ? t('customers.erased') : customer.name || customer.email} actions={<LocalizedLink to="/admin/clients">{t('customers.back')}</LocalizedLink>}>
      {params.get('done') === 'erase' ? <StatusAlert status="success" message={t('customers.erasedDone')} /> : null}
      {actionData?.formError ? <StatusAlert status="error" message={actionData.formError} /> : null}
      <div className="admin-cards">
        <section className="admin-card" aria-labelledby="customer-account">
          <h2 id="customer-account">{t('customers.account')}</h2>
          <p>
            {customer.email}
            <br />
            {t('customers.since', { at: when(customer.createdAt) })}
            {customer.contact ? (
              <>
                <br />
                {customer.contact.phone} · {customer.contact.address}
              </>
            ) : null}
          </p>
        </section>
        <section className="admin-card" aria-labelledby="customer-orders">
          <h2 id="customer-orders">{t('customers.orders')}</h2>
          {customer.orders.length === 0 ? (
            <p className="admin-empty">{t('customers.noOrders')}</p>
          ) : (
            <ul>
              {customer.orders.map((o) => (
                <li key={o.number}>
                  <LocalizedLink to={`/admin/commandes/${o.number}`}>{o.number}</LocalizedLink> · {when(o.createdAt)} · {formatMoney(o.total, o.currency)} · <span className={statusBadge(o.status)}>{t(`status.${o.status}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-card" aria-labelledby="customer-data">
          <h2 id="customer-data">{t('customers.data')}</h2>
          <p>
            <a href={localize(`/admin/clients/${customer.id}/export`)} download>
              {t('customers.export')}
            </a>
          </p>
          {customer.erasedAt ? null : confirming ? (
            <Form method="post" className="admin-form">
              <p>{t('customers.eraseWarning')}</p>
              <CheckboxField id="erase-confirm" name="confirm" label={t('customers.eraseConfirm')} required error={actionData?.errors?.confirm} />
              <button type="submit" name="intent" value="erase" className="btn btn-danger">
                {t('customers.eraseSubmit')}
              </button>
            </Form>
          ) : (
            <LocalizedLink to={`/admin/clients/${customer.id}?erase=confirm`}>{t('customers.erase')}</LocalizedLink>
          )}
        </section>
      </div>
    </AdminPage>
  )
}
