import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import { Form } from 'react-router'
import { useLocalePath } from '../../lib/locale'

/** Guests offered by the search (the list's filter takes "at least this many"). */
const GUESTS = Array.from({ length: 16 }, (_, i) => i + 1)

/**
 * The home page's stay search: arrival, departure and guests lead to the weekly rentals free for
 * that period (`/location?from=…&to=…&persons=…`), whose cards then open each rental on that stay.
 * A plain GET form: it works the same without JavaScript. The date fields step by weeks from the
 * first Saturday that can still be booked.
 */
export function StaySearchBar({ minDate }: { minDate: string }) {
  const { t } = useTranslation('booking')
  const localize = useLocalePath()
  const id = useId()
  return (
    <Form method="get" action={localize('/location')} className="stay-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('search.heading')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('search.arrival')}</label>
        <input id={`${id}-from`} type="date" name="from" min={minDate} step={7} aria-describedby={`${id}-hint`} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('search.departure')}</label>
        <input id={`${id}-to`} type="date" name="to" min={minDate} step={7} aria-describedby={`${id}-hint`} />
      </div>
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
