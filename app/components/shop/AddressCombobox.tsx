import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { ShopApiError, useShopClient } from '../../lib/shop-client'

/** Where the browser asks for address suggestions (GET under the shop API, the same rules as the server's check). */
export const SUGGESTIONS_PATH = '/address/suggestions'

/** Debounce of the suggestion requests while typing. */
const SUGGEST_DELAY_MS = 200

type Props = {
  id: string
  name: string
  value: string
  locale: string
  required: boolean
  invalid: boolean
  describedBy?: string
  onChange: (value: string) => void
  onLeave: () => void
  /** Told every answer: the form checks the fullAddress rule against what was suggested. */
  onSuggestions: (query: string, suggestions: string[]) => void
}

/**
 * A fullAddress input: a text input with the ARIA 1.2 combobox pattern (list autocomplete). Typing
 * asks the server for suggestions; arrow keys move through them, Enter or a click chooses one,
 * Escape closes the list. Without JavaScript it is a plain text input the server checks.
 */
export function AddressCombobox({ id, name, value, locale, required, invalid, describedBy, onChange, onLeave, onSuggestions }: Props) {
  const { t } = useTranslation('shop')
  const [options, setOptions] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = `${id}-listbox`
  const shop = useShopClient()
  const tellRef = useRef(onSuggestions)
  useEffect(() => {
    tellRef.current = onSuggestions
  })

  useEffect(() => {
    const query = value.trim()
    if (query.length < 2) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      shop
        .get<{ suggestions?: unknown }>(SUGGESTIONS_PATH, { q: query, locale }, controller.signal)
        .then((body) => {
          const list = Array.isArray(body.suggestions) ? body.suggestions.filter((s): s is string => typeof s === 'string') : []
          setOptions(list)
          setActive(-1)
          tellRef.current(query, list)
        })
        .catch((error: unknown) => {
          // Aborted or offline: the server checks the address anyway. A refusal suggests nothing.
          if (controller.signal.aborted || !(error instanceof ShopApiError)) return
          setOptions([])
          tellRef.current(query, [])
        })
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, locale, shop])

  const expanded = open && options.length > 0

  function choose(option: string) {
    onChange(option)
    setOpen(false)
    setActive(-1)
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      if (options.length === 0) return
      event.preventDefault()
      setOpen(true)
      setActive((current) => (expanded ? (current + 1) % options.length : 0))
    } else if (event.key === 'ArrowUp') {
      if (!expanded) return
      event.preventDefault()
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1))
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && options[active] !== undefined) {
        event.preventDefault()
        choose(options[active])
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
  }

  return (
    <div className="combobox">
      <input
        type="text"
        id={id}
        name={name}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
        }}
        onKeyDown={keyDown}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
          onLeave()
        }}
      />
      <ul id={listId} role="listbox" className="combobox__list" hidden={!expanded} aria-label={t('product.address.list')}>
        {options.map((option, i) => (
          <li
            key={option}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? t('product.address.suggestions', { count: options.length }) : ''}
      </p>
    </div>
  )
}
