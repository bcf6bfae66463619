import { data, Form, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/team'
import { AdminPage } from '../../components/admin/AdminShell'
import { AdminTable } from '../../components/admin/AdminTable'
import { CheckboxField, TextField } from '../../components/fields'
import { StatusAlert } from '../../components/StatusAlert'
import { localized } from '../../lib/request-locale.server'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireAdmin } from '../../lib/admin.server'
import { setUpPath } from '../../../domain/staff/paths'
import { addMember, listTeam, removeMember, renewSetupLink, setAdmin, type TeamRefusalCode, type TeamResult } from '../../../domain/staff/team.server'

/** The agency's team, for admins: members, their role and second factor; add, promote, renew, remove. */
export async function loader({ context }: Route.LoaderArgs) {
  const me = requireAdmin(context)
  return data({ team: await listTeam(context.db), me: me.id }, { headers: BACK_OFFICE_HEADERS })
}

type Answer = { intent: string; refused?: TeamRefusalCode; link?: { email: string; url: string }; values?: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireAdmin(context)
  const form = await request.formData()
  const text = (name: string) => String(form.get(name) ?? '')
  const intent = text('intent')
  const userId = Number.parseInt(text('member'), 10)
  const deps = { db: context.db, secrets: context.secrets }
  const done: TeamResult<{ token?: string; email?: string }> =
    intent === 'add'
      ? await addMember(deps, me, { email: text('email'), firstName: text('firstName'), lastName: text('lastName'), admin: text('admin') === 'true' })
      : intent === 'link'
        ? await renewSetupLink(deps, me, { userId })
        : intent === 'admin' || intent === 'staff'
          ? await setAdmin(deps, me, { userId, admin: intent === 'admin' })
          : intent === 'remove'
            ? await removeMember(deps, me, { userId })
            : ({ ok: false, code: 'not_found' } as const)
  if (!done.ok) {
    const values = { email: text('email'), firstName: text('firstName'), lastName: text('lastName') }
    return data<Answer>({ intent, refused: done.code, values }, { status: done.code === 'not_found' ? 404 : 400, headers: BACK_OFFICE_HEADERS })
  }
  // A set-up link is shown once, on this answer: it is never stored in the clear, nor put in an address.
  if (done.token) return data<Answer>({ intent, link: { email: done.email ?? '', url: `${context.settings.publicUrl}${setUpPath(done.token)}` } }, { headers: BACK_OFFICE_HEADERS })
  throw redirect(`${localized('/admin/equipe', request)}?done=${intent}`, { status: 303, headers: BACK_OFFICE_HEADERS })
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const [params] = useSearchParams()
  const done = params.get('done')
  const answer = actionData as Answer | undefined
  return (
    <AdminPage title={t('team.title')}>
      {done && ['admin', 'staff', 'remove'].includes(done) ? <StatusAlert key={done} status="success" message={t(`team.done.${done}`)} /> : null}
      {answer?.refused ? <StatusAlert status="error" message={t(`team.refused.${answer.refused}`)} /> : null}
      {answer?.link ? (
        <div className="alert alert-success" role="status">
          <p>{t('team.link', { email: answer.link.email })}</p>
          <p>
            <code>{answer.link.url}</code>
          </p>
        </div>
      ) : null}
      <AdminTable caption={t('team.members')} captionShown wrapped={false} columns={[t('team.name'), t('team.email'), t('team.role'), t('team.factor'), t('team.actions')]} rows={loaderData.team}>
        {(m) => (
          <tr key={m.id}>
            <td>{m.name || '—'}</td>
            <td>{m.email}</td>
            <td>{t(m.admin ? 'team.admin' : 'team.staff')}</td>
            <td>{t(m.ready ? 'team.ready' : 'team.pending')}</td>
            <td>
              {m.id === loaderData.me ? (
                t('team.you')
              ) : (
                <Form method="post" className="admin-inline-actions">
                  <input type="hidden" name="member" value={m.id} />
                  <button type="submit" name="intent" value={m.admin ? 'staff' : 'admin'} className="btn btn-secondary btn-small" aria-label={t(m.admin ? 'team.makeStaffOf' : 'team.makeAdminOf', { email: m.email })}>
                    {t(m.admin ? 'team.makeStaff' : 'team.makeAdmin')}
                  </button>{' '}
                  <button type="submit" name="intent" value="link" className="btn btn-secondary btn-small" aria-label={t('team.renewOf', { email: m.email })}>
                    {t('team.renew')}
                  </button>{' '}
                  <button type="submit" name="intent" value="remove" className="btn btn-danger btn-small" aria-label={t('team.removeOf', { email: m.email })}>
                    {t('team.remove')}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        )}
      </AdminTable>
      <Form method="post" className="admin-form" aria-labelledby="team-add">
        <h2 id="team-add">{t('team.add')}</h2>
        <TextField id="team-email" name="email" type="email" label={t('team.email')} required autoComplete="off" defaultValue={answer?.intent === 'add' ? answer.values?.email : ''} error={answer?.intent === 'add' && answer.refused === 'invalid_email' ? t('team.refused.invalid_email') : undefined} />
        <TextField id="team-first-name" name="firstName" label={t('team.firstName')} autoComplete="off" defaultValue={answer?.intent === 'add' ? answer.values?.firstName : ''} />
        <TextField id="team-last-name" name="lastName" label={t('team.lastName')} autoComplete="off" defaultValue={answer?.intent === 'add' ? answer.values?.lastName : ''} />
        <CheckboxField id="team-admin" name="admin" label={t('team.asAdmin')} />
        <button type="submit" name="intent" value="add" className="btn btn-theme">
          {t('team.addSubmit')}
        </button>
      </Form>
    </AdminPage>
  )
}
