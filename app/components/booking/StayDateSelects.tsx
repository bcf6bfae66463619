import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { StayField } from '../../../domain/booking/stay-request'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { FieldError } from './FieldError'
import { pickerDate } from './guest-choices'

type StayDateSelectsProps = {
  arrivals: readonly string[]
  departures: readonly string[]
  /** What each week starting on a date costs (charged price), for the arrival list. */
  weekPrices: ReadonlyMap<string, number>
  from: string
  to: string
  errors: Partial<Record<StayField, string>>
  onChange: (change: { from?: string; to?: string }) => void
}

/**
 * Arrival and departure as two lists of the days the stay rules and the free weeks allow: the date
 * choice without JavaScript (and while the calendar loads). A date asked in the address that is not
 * in a list is kept as an extra entry, so the refusal beside it matches what is shown.
 */
export function StayDateSelects({ arrivals, departures, weekPrices, from, to, errors, onChange }: StayDateSelectsProps) {
  const { t } = useTranslation('booking')
  const id = useId()
  const withAsked = (days: readonly string[], asked: string) => (asked && !days.includes(asked) ? [asked, ...days] : days)
  // An asked value that is no date (`?from=0`) is shown as written, beside the quote's refusal.
  const dateText = (day: string) => (pickerDate(day) ? formatDate(day) : day.slice(0, 20))
  const label = (day: string) => {
    const price = weekPrices.get(day)
    return price === undefined ? dateText(day) : t('box.arrivalOption', { date: formatDate(day), price: formatMoney(price) })
  }
  return (
    <fieldset className="booking-dates">
      <legend>{t('box.dates')}</legend>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('box.arrival')}</label>
        <select
          id={`${id}-from`}
          name="from"
          value={from}
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={errors.from ? `${id}-from-error` : undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        >
          <option value="">{t('box.choose')}</option>
          {withAsked(arrivals, from).map((day) => (
            <option key={day} value={day}>
              {label(day)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-from-error`} message={errors.from} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('box.departure')}</label>
        <select
          id={`${id}-to`}
          name="to"
          value={to}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={errors.to ? `${id}-to-error` : undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        >
          <option value="">{t('box.choose')}</option>
          {withAsked(departures, to).map((day) => (
            <option key={day} value={day}>
              {dateText(day)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-to-error`} message={errors.to} />
      </div>
    </fieldset>
  )
}
