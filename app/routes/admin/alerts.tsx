import { data, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/alerts'
import { AdminPage } from '../../components/admin/AdminShell'
import { AlertForm } from '../../components/admin/content/AlertForm'
import { type AlertListRow, AlertsTable } from '../../components/admin/content/AlertsTable'
import { FooterNoticeForm } from '../../components/admin/content/FooterNoticeForm'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { alertFormValues, deleteAlert, findAlert, listAlerts, saveAlert, setAlertPublished } from '../../../domain/content/alerts.server'
import { ALERT_FIELDS, zurichLocal } from '../../../domain/content/alert-rules'
import { saveSiteText, siteTextValues } from '../../../domain/content/site-texts.server'
import frLayout from '../../i18n/locales/fr/layout.json'
import enLayout from '../../i18n/locales/en/layout.json'

const OK_NOTICES = ['alertSaved', 'published', 'unpublished', 'deleted', 'footerSaved', 'footerReset']
const NEW_ALERT = { level: 'info', status: 'draft', startsAt: '', endsAt: '', message_fr: '', message_en: '' }
const shown = (instant: Date | null) => (instant ? zurichLocal(instant).replace('T', ' ') : '')

/** The alert banner (its alerts, one form for a new or edited one) and the footer notice. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const editId = Number(new URL(request.url).searchParams.get('edit') ?? '')
  const [alerts, editing, footer] = await Promise.all([listAlerts(context.db), editId ? findAlert(context.db, editId) : null, siteTextValues(context.db, 'footer_notice')])
  const rows: AlertListRow[] = alerts.map((a) => ({ id: a.id, level: a.level, state: a.state, published: a.state !== 'draft', startsAt: shown(a.startsAt), endsAt: shown(a.endsAt), message: a.message.fr }))
  return data(
    { rows, editing: editing ? { id: editing.id, values: alertFormValues(editing) } : null, footer, builtIn: { fr: frLayout.footer.notice, en: enLayout.footer.notice } },
    { headers: BACK_OFFICE_HEADERS },
  )
}

type Answer = { form: 'alert' | 'footer'; id: number | null; values: Record<string, string>; errors: Record<string, string> }

const messages = (errors: Record<string, { message: string }>) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]))
const notFound = () => new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const locale = requestLocale(request)
  const form = await request.formData()
  const text = (name: string) => String(form.get(name) ?? '')
  const idText = text('id')
  const id = Number(idText)
  const done = (ok: string) => redirect(`${localized('/admin/alertes', request)}?ok=${ok}`, { status: 303, headers: BACK_OFFICE_HEADERS })
  switch (text('intent')) {
    case 'save-alert': {
      const values = Object.fromEntries(ALERT_FIELDS.map((field) => [field, text(field)]))
      const result = await saveAlert({ db: context.db }, staff, { id: idText === '' ? undefined : id, values, locale })
      if (result.status === 'not_found') throw notFound()
      if (result.status === 'invalid') return data<Answer>({ form: 'alert', id: idText === '' ? null : id, values, errors: messages(result.errors) }, { status: 400, headers: BACK_OFFICE_HEADERS })
      return done('alertSaved')
    }
    case 'publish':
    case 'unpublish':
      if (!(await setAlertPublished({ db: context.db }, staff, { id, published: text('intent') === 'publish' }))) throw notFound()
      return done(text('intent') === 'publish' ? 'published' : 'unpublished')
    case 'delete':
      if (!(await deleteAlert({ db: context.db }, staff, { id }))) throw notFound()
      return done('deleted')
    case 'footer': {
      const values = { fr: text('fr'), en: text('en') }
      const result = await saveSiteText({ db: context.db }, staff, { key: 'footer_notice', values, locale })
      if (result.status === 'invalid') return data<Answer>({ form: 'footer', id: null, values, errors: messages(result.errors) }, { status: 400, headers: BACK_OFFICE_HEADERS })
      return done(result.status === 'reset' ? 'footerReset' : 'footerSaved')
    }
    default:
      return data({ message: 'Unknown intent' }, { status: 400, headers: BACK_OFFICE_HEADERS })
  }
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminContent')
  const [params] = useSearchParams()
  const answer = actionData && 'form' in actionData ? (actionData as Answer) : undefined
  const ok = params.get('ok')
  const alertAnswer = answer?.form === 'alert' ? answer : undefined
  const footerAnswer = answer?.form === 'footer' ? answer : undefined
  const editing = loaderData.editing
  const alertId = alertAnswer ? alertAnswer.id : (editing?.id ?? null)
  return (
    <AdminPage title={t('alerts.title')}>
      {ok && OK_NOTICES.includes(ok) && !answer ? <StatusAlert status="success" message={t(`alerts.ok.${ok}`)} /> : null}
      <section aria-labelledby="alerts-list-title">
        <h2 id="alerts-list-title">{t('alerts.listTitle')}</h2>
        <p>{t('alerts.intro')}</p>
        <AlertsTable rows={loaderData.rows} />
      </section>
      <AlertForm key={alertId ?? 'new'} id={alertId} values={alertAnswer?.values ?? editing?.values ?? NEW_ALERT} errors={alertAnswer?.errors ?? {}} />
      <FooterNoticeForm values={(footerAnswer?.values as { fr: string; en: string } | undefined) ?? loaderData.footer} errors={footerAnswer?.errors ?? {}} builtIn={loaderData.builtIn} />
    </AdminPage>
  )
}
