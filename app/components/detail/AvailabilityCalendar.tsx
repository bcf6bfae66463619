import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PriceWeekView } from '../../../domain/catalogue/types'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { LocalizedLink } from '../../lib/locale'
import { weekBookingPath } from '../booking/booking-links'
import { useHydrated } from './useHydrated'
import '../../styles/detail.css'

type Month = { key: string; year: number; month: number; weeks: PriceWeekView[] }

/** The weeks grouped by the month they start in, in date order ("2026-12" → its weeks). */
export function groupByMonth(weeks: readonly PriceWeekView[]): Month[] {
  const months = new Map<string, Month>()
  for (const week of [...weeks].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const key = week.startDate.slice(0, 7)
    let month = months.get(key)
    if (!month) {
      month = { key, year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), weeks: [] }
      months.set(key, month)
    }
    month.weeks.push(week)
  }
  return [...months.values()]
}

/**
 * The upcoming weeks (Saturday to Saturday) of a rental with their season, price (a special price
 * with the regular one struck through) and availability in words, one table per month. Without
 * JavaScript every month is listed; once hydrated, one month shows at a time with a month
 * navigation. Prices come from the server as they are; nothing is computed here. With `bookingPath`
 * (the rental page's own path), each available week links to the booking box with that week chosen.
 */
export function AvailabilityCalendar({ weeks, bookingPath }: { weeks: PriceWeekView[]; bookingPath?: string }) {
  const { t } = useTranslation('detail')
  const { t: tb } = useTranslation('booking')
  const hydrated = useHydrated()
  const selectId = useId()
  const months = groupByMonth(weeks)
  const [selected, setSelected] = useState(0)
  if (months.length === 0) return <p>{t('calendar.empty')}</p>

  const current = Math.min(selected, months.length - 1)
  const monthNames = t('calendar.months', { returnObjects: true }) as string[]
  const monthName = (m: Month) => {
    const name = monthNames[m.month - 1] ?? String(m.month)
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${m.year}`
  }
  const navigable = hydrated && months.length > 1
  const shown = navigable ? [months[current]] : months

  return (
    <div className={`calendar${navigable ? ' is-enhanced' : ''}`}>
      {navigable ? (
        <div className="calendar__nav">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setSelected(Math.max(0, current - 1))}
            aria-disabled={current === 0 || undefined}
          >
            <span aria-hidden="true">‹ </span>
            {t('calendar.previous')}
          </button>
          <div className="calendar__month-select">
            <label htmlFor={selectId} className="visually-hidden">
              {t('calendar.month')}
            </label>
            <select id={selectId} value={months[current].key} onChange={(e) => setSelected(months.findIndex((m) => m.key === e.target.value))}>
              {months.map((m) => (
                <option key={m.key} value={m.key}>
                  {monthName(m)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setSelected(Math.min(months.length - 1, current + 1))}
            aria-disabled={current === months.length - 1 || undefined}
          >
            {t('calendar.next')}
            <span aria-hidden="true"> ›</span>
          </button>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {t('calendar.position', { month: monthName(months[current]), index: current + 1, total: months.length })}
          </p>
        </div>
      ) : null}
      {shown.map((month) => (
        <div key={month.key} className="calendar__month">
          <table className="table calendar__table">
            <caption>{monthName(month)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('calendar.week')}</th>
                <th scope="col">{t('calendar.season')}</th>
                <th scope="col">{t('calendar.price')}</th>
                <th scope="col">{t('calendar.availability')}</th>
                {bookingPath ? <th scope="col">{tb('calendar.column')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week) => (
                <tr key={week.id} className={week.available ? 'is-available' : 'is-unavailable'}>
                  <th scope="row" className="calendar__dates">
                    {formatDate(week.startDate)} – {formatDate(week.endDate)}
                  </th>
                  <td>{t(`calendar.seasons.${week.season}`, { defaultValue: week.season })}</td>
                  <td className="calendar__price">
                    {week.specialPrice !== null ? (
                      <>
                        <del>
                          <span className="visually-hidden">{t('calendar.regularPrice')} </span>
                          {formatMoney(week.price)}
                        </del>{' '}
                        <ins>
                          <span className="visually-hidden">{t('calendar.specialPrice')} </span>
                          {formatMoney(week.specialPrice)}
                        </ins>{' '}
                        <span className="calendar__special">{t('calendar.special')}</span>
                      </>
                    ) : (
                      formatMoney(week.price)
                    )}
                  </td>
                  <td>
                    <span className={`availability ${week.available ? 'is-available' : 'is-unavailable'}`}>
                      <span className="availability__dot" aria-hidden="true" />
                      {week.available ? t('calendar.available') : t('calendar.unavailable')}
                    </span>
                  </td>
                  {bookingPath ? (
                    <td>
                      {week.available ? (
                        <LocalizedLink to={weekBookingPath(bookingPath, week.startDate, week.endDate)}>
                          {tb('calendar.book')}
                          <span className="visually-hidden">
                            {' '}
                            {tb('calendar.bookWeek', { from: formatDate(week.startDate), to: formatDate(week.endDate) })}
                          </span>
                        </LocalizedLink>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  )
}
