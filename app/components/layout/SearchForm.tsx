import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useLocation, useNavigate } from 'react-router'
import { stripLocale } from '../../i18n/config'
import { useLocalePath } from '../../lib/locale'
import { Icon } from './Icon'

/** The id of the menu's search input, to focus it when the header's search button opens the menu. */
export const NAV_SEARCH_INPUT_ID = 'nav-search-q'

/** Typing pauses this long before the search runs. */
const DEBOUNCE_MS = 600

/**
 * Site search: goes to /recherche?q=… once typing pauses or on Enter, then clears.
 * Without JavaScript it is an ordinary GET form to the same address.
 */
export function SearchForm({ inputId = NAV_SEARCH_INPUT_ID }: { inputId?: string }) {
  const { t } = useTranslation('layout')
  const localize = useLocalePath()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [value, setValue] = useState('')
  const timer = useRef<number | undefined>(undefined)
  const action = localize('/recherche')

  useEffect(() => () => window.clearTimeout(timer.current), [])

  function go(query: string) {
    window.clearTimeout(timer.current)
    const q = query.trim()
    if (q === '') return
    const onSearchPage = stripLocale(pathname) === '/recherche'
    void navigate(`${action}?q=${encodeURIComponent(q)}`, { replace: onSearchPage })
    setValue('')
  }

  function onChange(next: string) {
    setValue(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => go(next), DEBOUNCE_MS)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    go(value)
  }

  return (
    <form className="search-form" role="search" method="get" action={action} onSubmit={onSubmit} aria-label={t('search.formLabel')}>
      <label htmlFor={inputId} className="search-form__label">
        {t('search.label')}
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-form__submit" aria-label={t('search.submit')}>
          <Icon name="search" />
        </button>
      </div>
    </form>
  )
}
