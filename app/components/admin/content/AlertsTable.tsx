import { Form } from 'react-router'
import { useTranslation } from '../../../i18n/react'
import { LocalizedLink } from '../../../lib/locale'
import { AdminTable } from '../AdminTable'
import { ALERT_LEVELS, type AlertState } from '../../../../domain/content/alert-rules'

export type AlertListRow = { id: number; level: string; state: AlertState; published: boolean; startsAt: string; endsAt: string; message: string }

/** One small form per action, so each works without JavaScript. */
function RowAction({ id, intent, label, context }: { id: number; intent: string; label: string; context: string }) {
  return (
    <Form method="post" className="admin-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-secondary btn-small">
        {label}
        <span className="visually-hidden"> {context}</span>
      </button>
    </Form>
  )
}

/** The alerts, newest first: where each stands, its period and message, and what can be done to it. */
export function AlertsTable({ rows }: { rows: AlertListRow[] }) {
  const { t } = useTranslation('adminContent')
  return (
    <AdminTable
      caption={t('alerts.caption')}
      columns={[t('alerts.fields.state'), t('alerts.fields.level'), t('alerts.fields.message_fr'), t('alerts.fields.period'), t('alerts.fields.actions')]}
      rows={rows}
      empty={t('alerts.empty')}
    >
      {(row) => {
        const context = t('alerts.rowContext', { id: row.id })
        return (
          <tr key={row.id}>
            <td>
              <span className={`admin-badge ${row.state === 'inForce' ? 'admin-badge--success' : ''}`}>{t(`alerts.state.${row.state}`)}</span>
            </td>
            <td>{(ALERT_LEVELS as readonly string[]).includes(row.level) ? t(`alerts.level.${row.level}`) : row.level}</td>
            <td lang="fr">{row.message}</td>
            <td>{t('alerts.period', { start: row.startsAt || '–', end: row.endsAt || '–' })}</td>
            <td>
              <LocalizedLink to={`/admin/alertes?edit=${row.id}#alert-form-title`}>
                {t('alerts.edit')}
                <span className="visually-hidden"> {context}</span>
              </LocalizedLink>
              <RowAction id={row.id} intent={row.published ? 'unpublish' : 'publish'} label={t(row.published ? 'alerts.unpublish' : 'alerts.publish')} context={context} />
              <RowAction id={row.id} intent="delete" label={t('alerts.delete')} context={context} />
            </td>
          </tr>
        )
      }}
    </AdminTable>
  )
}
