import { useId, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { Form } from 'react-router'
import { useLocalePath } from '../../lib/locale'
import { WeekSelects } from './WeekSelects'

/** Guests offered by the search (the list's filter takes "at least this many"). */
const GUESTS = Array.from({ length: 16 }, (_, i) => i + 1)

/**
 * The home page's stay search: arrival and departure as lists of Saturdays (`WeekSelects`), and
 * guests, lead to the weekly rentals free for that stay (`/location?from=…&to=…&persons=…`), whose
 * cards show its price and open each rental on it. A plain GET form: it works the same without
 * JavaScript (an arrival alone then searches its week).
 */
export function StaySearchForm({ minDate }: { minDate: string }) {
  const { t } = useTranslation('listing')
  const localize = useLocalePath()
  const id = useId()
  const [dates, setDates] = useState({ from: '', to: '' })
  return (
    <Form method="get" action={localize('/location')} className="stay-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('search.heading')}
      </h2>
      <WeekSelects
        id={id}
        minDate={minDate}
        from={dates.from}
        to={dates.to}
        onChange={(from, to) => setDates({ from, to })}
        labels={{ from: t('search.arrival'), to: t('search.departure') }}
        describedBy={`${id}-hint`}
      />
      <div className="field">
        <label htmlFor={`${id}-persons`}>{t('search.guests')}</label>
        <select id={`${id}-persons`} name="persons" defaultValue="2">
          {GUESTS.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        {t('search.submit')}
      </button>
      <p id={`${id}-hint`} className="field-hint stay-search__hint">
        {t('search.hint')}
      </p>
    </Form>
  )
}
