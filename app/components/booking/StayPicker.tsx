/**
 * The booking box's calendar (react-day-picker, rendered by the server and brought alive at the
 * visitor's first move: see DeferredStayPicker), two months (one where the box is narrow: CSS). Weeks start on Monday; only the days the stay rules and the free weeks
 * allow can be chosen (`arrivalDates`, then `departureDates` of the chosen arrival); each arrival day
 * shows what its week costs. Arrow keys move between days, Enter or Space chooses one; every day
 * button says in words its date, whether one can arrive or leave then, and the week's price.
 */
import { createContext, useContext, useEffect, useMemo, useRef } from 'react'
import { type DayButtonProps, DayPicker, type Modifiers } from 'react-day-picker'
import { enGB, frCH } from 'react-day-picker/locale'
import 'react-day-picker/style.css'
import { useTranslation } from '../../i18n/react'
import { arrivalDates, departureDates, freeNightsOf } from '../../../domain/booking/rules/stay-dates'
import type { StayRules } from '../../../domain/booking/rules/stay-rules'
import { chargedPrice } from '../../../domain/catalogue/pricing'
import type { PriceWeekView } from '../../../domain/catalogue/types'
import { formatDate } from '../../../domain/format/date'
import { formatMoney, groupThousands } from '../../../domain/format/money'
import { useHydrated } from '../detail/useHydrated'

export type StayPickerProps = {
  rules: StayRules
  weeks: readonly PriceWeekView[]
  from: string
  to: string
  locale: string
  onChange: (stay: { from: string; to: string }) => void
}

/** A calendar date as the picker's local Date, and back: no time zone arithmetic on dates. */
const toDate = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
const pad = (n: number) => String(n).padStart(2, '0')
const toIso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** What each arrival day's week costs, for the day buttons. */
const WeekPrices = createContext<ReadonlyMap<string, number>>(new Map())

/** A day with, on an arrival day, its week's price in francs (the button's label says it in full). */
function PricedDayButton({ day, modifiers, children, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  const prices = useContext(WeekPrices)
  // As react-day-picker's own day button: the keyboard focus follows the focused day.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  const price = modifiers.disabled ? undefined : prices.get(day.isoDate)
  return (
    <button ref={ref} {...props}>
      <span className="stay-picker__day">{children}</span>
      {price !== undefined ? (
        <span className="stay-picker__price" aria-hidden="true">
          {groupThousands(String(Math.round(price / 100)))}
        </span>
      ) : null}
    </button>
  )
}

export default function StayPicker({ rules, weeks, from, to, locale, onChange }: StayPickerProps) {
  const { t } = useTranslation('booking')
  // False while React brings the server's markup alive (the same markup), then true: tests wait for it.
  const alive = useHydrated()
  const isFree = useMemo(() => freeNightsOf(weeks), [weeks])
  const first = weeks[0]?.startDate ?? ''
  const last = weeks[weeks.length - 1]?.endDate ?? ''
  const arrivals = useMemo(() => new Set(first ? arrivalDates(rules, { from: first, to: last }, isFree) : []), [rules, first, last, isFree])
  const departures = useMemo(() => new Set(from ? departureDates(rules, from, isFree) : []), [rules, from, isFree])
  const prices = useMemo(() => {
    const map = new Map<string, number>()
    for (const week of weeks) if (arrivals.has(week.startDate)) map.set(week.startDate, chargedPrice(week))
    return map
  }, [weeks, arrivals])

  const weekdays = t('picker.weekdays', { returnObjects: true }) as string[]
  const months = t('picker.months', { returnObjects: true }) as string[]
  const longDate = (date: Date) => `${weekdays[date.getDay()]} ${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`

  function dayLabel(date: Date, modifiers: Modifiers): string {
    const day = toIso(date)
    const parts = [longDate(date)]
    if (day === from) parts.push(t('picker.chosenArrival'))
    else if (day === to) parts.push(t('picker.chosenDeparture'))
    else if (modifiers.disabled) parts.push(t('picker.unavailable'))
    else if (departures.has(day)) parts.push(t('picker.departureDay'))
    else parts.push(t('picker.arrivalDay'))
    const price = prices.get(day)
    if (price !== undefined && !modifiers.disabled) parts.push(t('picker.weekPrice', { price: formatMoney(price) }))
    return parts.join(', ')
  }

  /** A click chooses the departure of the chosen arrival when it can be one, else a new arrival. */
  function choose(date: Date) {
    const day = toIso(date)
    if (from && day === from && !to) return onChange({ from: '', to: '' })
    const isDeparture = from !== '' && departures.has(day)
    if (isDeparture && (!to || !arrivals.has(day))) return onChange({ from, to: day })
    if (arrivals.has(day)) return onChange({ from: day, to: '' })
    if (isDeparture) onChange({ from, to: day })
  }

  const summary = from && to
    ? t('picker.summary', { from: formatDate(from), to: formatDate(to) })
    : from
      ? t('picker.pickDeparture', { from: formatDate(from) })
      : t('picker.pickArrival')

  if (!first) return null
  return (
    <WeekPrices.Provider value={prices}>
      <div className="stay-picker" data-alive={alive || undefined}>
        <DayPicker
          mode="range"
          numberOfMonths={2}
          selected={from ? { from: toDate(from), to: to ? toDate(to) : undefined } : undefined}
          onSelect={(_range, trigger) => choose(trigger)}
          disabled={(date: Date) => !arrivals.has(toIso(date)) && !departures.has(toIso(date))}
          defaultMonth={toDate(from || [...arrivals][0] || first)}
          startMonth={toDate(first)}
          endMonth={toDate(last)}
          weekStartsOn={1}
          locale={locale === 'en' ? enGB : frCH}
          aria-label={t('picker.label')}
          components={{ DayButton: PricedDayButton }}
          labels={{
            labelDayButton: dayLabel,
            labelNext: () => t('picker.next'),
            labelPrevious: () => t('picker.previous'),
            labelNav: () => t('picker.navigation'),
            labelGrid: (date: Date) => `${months[date.getMonth()]} ${date.getFullYear()}`,
          }}
          footer={summary}
        />
        {from ? (
          <button type="button" className="btn btn-outline btn-sm stay-picker__clear" onClick={() => onChange({ from: '', to: '' })}>
            {t('picker.clear')}
          </button>
        ) : null}
      </div>
    </WeekPrices.Provider>
  )
}
