import { Form } from 'react-router'
import { useTranslation } from '../../../i18n/react'
import { AdminTable } from '../AdminTable'
import { formatDate, formatDateTime } from '../../../../domain/format/date'
import type { CalendarEntry } from '../../../../domain/booking/availability.server'

export type CalendarWeek = { start: string; end: string; entries: CalendarEntry[] }


/** A year of the rental, a week per row, with what occupies each week. */
export function WeekCalendar({ weeks }: { weeks: readonly CalendarWeek[] }) {
  const { t } = useTranslation('adminCalendar')
  return (
    <AdminTable caption={t('calendar.caption')} columns={[t('calendar.week'), t('calendar.state')]} rows={weeks}>
      {(week) => (
        <tr key={week.start}>
          <th scope="row">{t('calendar.weekOf', { from: formatDate(week.start), to: formatDate(week.end) })}</th>
          <td>
            {week.entries.length === 0 ? (
              <span className="admin-badge admin-badge--success">{t('calendar.free')}</span>
            ) : (
              <ul className="admin-calendar-entries">
                {week.entries.map((entry) => (
                  <li key={entry.id}>
                    <Entry entry={entry} />
                  </li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      )}
    </AdminTable>
  )
}

function Entry({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation('adminCalendar')
  const dates = t('calendar.weekOf', { from: formatDate(entry.period.arrival), to: formatDate(entry.period.departure) })
  if (entry.status === 'confirmed') {
    return (
      <>
        <span className="admin-badge admin-badge--danger">{t('calendar.booked')}</span> {entry.orderNumber ? t('calendar.order', { number: entry.orderNumber }) : t(`calendar.sources.${entry.source}`)} · {dates}
      </>
    )
  }
  if (entry.status === 'hold') {
    return (
      <>
        <span className="admin-badge admin-badge--warning">{t('calendar.held')}</span> {t('calendar.until', { time: entry.expiresAt ? formatDateTime(entry.expiresAt) : '' })} · {dates}
      </>
    )
  }
  const imported = entry.source === 'ical'
  return (
    <>
      <span className="admin-badge">{t('calendar.blocked')}</span> {imported ? t('calendar.imported', { feed: entry.feedLabel ?? '' }) : t(`calendar.reasons.${entry.source}`)} · {dates}
      {entry.note ? <> · {entry.note}</> : null}
      {imported ? null : (
        <Form method="post" className="admin-inline-form" preventScrollReset>
          <input type="hidden" name="intent" value="unblock" />
          <input type="hidden" name="bookingId" value={entry.id} />
          <button type="submit" className="btn btn-secondary btn-small" aria-label={t('calendar.unblockOf', { dates })}>
            {t('calendar.unblock')}
          </button>
        </Form>
      )}
    </>
  )
}
