import { type MouseEvent, useId, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import type { PriceWeekView } from '../../../domain/catalogue/types'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { useSearchParams } from 'react-router'
import { LocalizedLink } from '../../lib/locale'
import { weekBookingPath } from '../booking/booking-links'
import { MONTH_PARAM } from './calendar-month'
import { useHydrated } from './useHydrated'

type Month = {
  key: string
  year: number
  month: number
  weeks: PriceWeekView[]
}

/** The weeks grouped by the month they start in, in date order ("2026-12" → its weeks). */
export function groupByMonth(weeks: readonly PriceWeekView[]): Month[] {
  const months = new Map<string, Month>()
  for (const week of [...weeks].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const key = week.startDate.slice(0, 7)
    let month = months.get(key)
    if (!month) {
      month = {
        key,
        year: Number(key.slice(0, 4)),
        month: Number(key.slice(5, 7)),
        weeks: [],
      }
      months.set(key, month)
    }
    month.weeks.push(week)
  }
  return [...months.values()]
}

/** The month shown, in the page's query (its own module: the page reads it without this code). */
export { MONTH_PARAM }

const monthHref = (key: string) => `?${MONTH_PARAM}=${key}#disponibilites`

/**
 * The upcoming weeks (Saturday to Saturday) of a rental with their season, price (a special price
 * with the regular one struck through) and availability in words, one month at a time: the server
 * renders the month of `?mois=` (the first by default) with links and a form to the others, so the
 * page stays light and works without JavaScript; once hydrated the same controls change the month
 * in place. Prices come from the server as they are; nothing is computed here. With `bookingPath`
 * (the rental page's own path), each available week links to the booking box with that week chosen.
 */
export function AvailabilityCalendar({ weeks, bookingPath }: { weeks: PriceWeekView[]; bookingPath?: string }) {
  const { t } = useTranslation('detail')
  const { t: tb } = useTranslation('booking')
  const hydrated = useHydrated()
  const selectId = useId()
  const months = groupByMonth(weeks)
  const [search] = useSearchParams()
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      months.findIndex((m) => m.key === search.get(MONTH_PARAM)),
    ),
  )
  if (months.length === 0) return <p>{t('calendar.empty')}</p>

  const current = Math.min(selected, months.length - 1)
  const monthNames = t('calendar.months', { returnObjects: true }) as string[]
  const monthName = (m: Month) => {
    const name = monthNames[m.month - 1] ?? String(m.month)
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${m.year}`
  }
  const shown = [months[current]]
  /** Previous or next: a link to the month's address, or in place once hydrated. */
  const step = (to: number, label: string, arrow: 'before' | 'after') => {
    const text =
      arrow === 'before' ? (
        <>
          <span aria-hidden="true">‹ </span>
          {label}
        </>
      ) : (
        <>
          {label}
          <span aria-hidden="true"> ›</span>
        </>
      )
    const target = months[to]
    if (!hydrated && target)
      return (
        <a className="btn btn-outline btn-sm" href={monthHref(target.key)}>
          {text}
        </a>
      )
    const go = (event: MouseEvent) => {
      event.preventDefault()
      if (target) setSelected(to)
    }
    return (
      <button type="button" className="btn btn-outline btn-sm" onClick={go} aria-disabled={!target || undefined}>
        {text}
      </button>
    )
  }

  return (
    <div className="calendar">
      {months.length > 1 ? (
        <div className="calendar__nav">
          {step(current - 1, t('calendar.previous'), 'before')}
          <form className="calendar__month-select" method="get" action="#disponibilites">
            <label htmlFor={selectId} className="visually-hidden">
              {t('calendar.month')}
            </label>
            <select
              id={selectId}
              name={MONTH_PARAM}
              value={months[current].key}
              onChange={(e) =>
                setSelected(
                  Math.max(
                    0,
                    months.findIndex((m) => m.key === e.target.value),
                  ),
                )
              }
            >
              {months.map((m) => (
                <option key={m.key} value={m.key}>
                  {monthName(m)}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="btn btn-outline btn-sm">
                {t('calendar.show')}
              </button>
            </noscript>
          </form>
          {step(current + 1, t('calendar.next'), 'after')}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {t('calendar.position', {
              month: monthName(months[current]),
              index: current + 1,
              total: months.length,
            })}
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
                  <td>
                    {t(`calendar.seasons.${week.season}`, {
                      defaultValue: week.season,
                    })}
                  </td>
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
                            {tb('calendar.bookWeek', {
                              from: formatDate(week.startDate),
                              to: formatDate(week.endDate),
                            })}
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

export default AvailabilityCalendar
