import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/react'
import { formatDate } from '../../../domain/format/date'
import { addDays } from '../../../domain/catalogue/period'
import { ARRIVAL_CHOICES, followingDeparture, saturdayChoices } from './filters'

type WeekSelectsProps = {
  /** The prefix of the fields' ids (`{id}-from`, `{id}-to`). */
  id: string
  /** The first Saturday that can be chosen. */
  minDate: string
  from: string
  to: string
  /** Both dates at once: a chosen arrival brings a departure after it (`followingDeparture`). */
  onChange: (from: string, to: string) => void
  labels: { from: string; to: string }
  /** The id of the hint both fields are described by. */
  describedBy?: string
}

/**
 * Arrival and departure as lists of Saturdays (stays run from Saturday to Saturday): no day can be
 * chosen that the search would refuse, and no browser message in its own language. Departures up
 * to the arrival are disabled. Plain `<select>`s named `from` and `to`: the GET form works the same
 * without JavaScript, the address keeps the ISO dates.
 */
export function WeekSelects({ id, minDate, from, to, onChange, labels, describedBy }: WeekSelectsProps) {
  const { t } = useTranslation('listing')
  const fromField = useRef<HTMLSelectElement>(null)
  const toField = useRef<HTMLSelectElement>(null)
  // A week chosen before the page came alive (a slow phone) is the visitor's: the fields are
  // controlled, and the next render would otherwise put back the server's empty choice.
  useEffect(() => {
    const chosenFrom = fromField.current?.value ?? from
    const chosenTo = toField.current?.value ?? to
    if (chosenFrom !== from || chosenTo !== to) onChange(chosenFrom, chosenTo)
    // Once, at hydration: later changes come through the fields' events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const arrivals = saturdayChoices(minDate, ARRIVAL_CHOICES, from)
  // Up to twelve weeks after the last arrival, the longest stay.
  const departures = saturdayChoices(addDays(minDate, 7), ARRIVAL_CHOICES + 12, to)
  const option = (date: string, disabled = false) => (
    <option key={date} value={date} disabled={disabled}>
      {t('filters.saturday', { date: formatDate(date) })}
    </option>
  )
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>{labels.from}</label>
        <select
          ref={fromField}
          id={`${id}-from`}
          name="from"
          value={from}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = event.currentTarget.value
            onChange(chosen, followingDeparture(chosen, toField.current?.value ?? to))
          }}
        >
          <option value="">{t('filters.anyDate')}</option>
          {arrivals.map((date) => option(date))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{labels.to}</label>
        <select ref={toField} id={`${id}-to`} name="to" value={to} aria-describedby={describedBy} onChange={(event) => onChange(fromField.current?.value ?? from, event.currentTarget.value)}>
          <option value="">{t('filters.anyDate')}</option>
          {departures.map((date) => option(date, from !== '' && date <= from && date !== to))}
        </select>
      </div>
    </>
  )
}
