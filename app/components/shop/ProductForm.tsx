import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFetcher, useNavigation, useSearchParams } from 'react-router'
import { formatMoney } from '../../../domain/format/money'
import {
  CANTONS,
  checkContext,
  type ContextEntry,
  type ContextField,
  type ContextModel,
  DEFAULT_CANTON,
  defaultValue,
  entryValues,
  hasImplicitPeople,
  isContextValid,
  isFieldActive,
  isNumberSelect,
  localized,
  MAX_LINES,
  normalizeEntries,
  numberChoices,
  PEOPLE,
  QUANTITY,
  requiredIfOf,
} from '../../../domain/shop/context'
import { FORM_INTENT, LINE_BUTTON, lineFieldName } from '../../../domain/shop/context/form'
import { addressKey } from '../../../domain/validation'
import { usePanels } from '../layout/PanelProvider'
import { CART_PANEL_STATUS_ID, CART_STATUS_PARAM, CART_STATUS_VALUES } from './cart-action-data'
import { AddressCombobox } from './AddressCombobox'
import { cantonOptions, countryOptions } from './countries'
import { JS_FIELD, type PriceState, PRODUCT_FETCHER_KEY, priceStateOf, type ProductActionData } from './product-form-state'

/** Where the form asks the server for the price of a context. */
export const PRICE_URL = '/shop/api/store/product/check/price'
/** The price is asked again this long after the last change. */
const PRICE_DELAY_MS = 300
/** How long the "added to your cart" message stays (SPEC §4). */
const ADDED_MESSAGE_MS = 3_600
/** People on a bulk line without a people field of the model: 1 to 50. */
const IMPLICIT_PEOPLE = Array.from({ length: 50 }, (_, i) => i + 1)

type Value = string | boolean
type Line = { key: number; values: Record<string, Value> }

export type ProductFormProps = {
  productId: number
  model: ContextModel
  basePrice: number
  currency: string
  /** The context's data entries: the seeded first entry, or what the action sent back. */
  entries: ContextEntry[]
  /** The action's answer to a submission without JavaScript (with it, the form's fetcher has it). */
  result?: ProductActionData
  locale: string
}

/**
 * A line's values as the inputs hold them: text, or a boolean for a checkbox. An empty field shows
 * its default in a new form, not in one sent back with errors (a select would seem filled in).
 */
function lineValues(model: ContextModel, entry: ContextEntry, withDefaults = true): Record<string, Value> {
  const values: Record<string, Value> = {}
  for (const field of model.fields) {
    const value = entry[field.name]
    const empty = value === null || value === undefined
    const shown = empty ? (withDefaults ? defaultValue(field) : field.type === 'checkbox' ? false : null) : value
    values[field.name] = field.type === 'checkbox' ? shown === true : shown === null ? '' : String(shown)
  }
  for (const name of [...model.carried, QUANTITY, ...(hasImplicitPeople(model) ? [PEOPLE] : [])]) {
    const value = entry[name]
    if (value !== null && value !== undefined) values[name] = String(value)
  }
  return values
}

const errorKey = (line: Line, field: string) => `${line.key}:${field}`

function serverErrorsOf(lines: readonly Line[], errors: ReadonlyArray<Record<string, string>>): Record<string, string> {
  const found: Record<string, string> = {}
  errors.forEach((lineErrors, i) => {
    const line = lines[i]
    if (!line) return
    for (const [field, message] of Object.entries(lineErrors)) found[errorKey(line, field)] = message
  })
  return found
}

const noSubscription = () => () => {}

/**
 * The configuration form of a product, drawn from its context model: every input type of SPEC §5,
 * fields with requiredIf shown only when they apply, bulk lines each with its people count. It is
 * a plain POST form that works without JavaScript; with it, each field is checked as it is left
 * (then as it changes) with the server's own rules, the price is asked again ~300 ms after a
 * change, and the form posts through a fetcher: the page stays where it is and, once the product
 * is in the cart, the cart slide-in opens on it (SPEC §7, PUT /cart/add "plus an optional slider
 * name").
 */
export function ProductForm({ productId, model, basePrice, currency, entries: initialEntries, result: pageResult, locale }: ProductFormProps) {
  const { t } = useTranslation('shop')
  const navigation = useNavigation()
  const fetcher = useFetcher<ProductActionData>({ key: PRODUCT_FETCHER_KEY })
  const panels = usePanels()
  // The fetcher is shared by every product page: an answer it kept from another page is not ours.
  const staleAnswer = useRef(fetcher.data)
  const own = fetcher.data !== undefined && fetcher.data !== staleAnswer.current ? fetcher.data : undefined
  // Once the fetcher has answered, its answer is the form's (none while it posts again).
  const fetched = own && fetcher.state === 'idle' ? own : undefined
  const result = own ? fetched : pageResult
  const submitting = fetcher.state !== 'idle' || (navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post')
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)
  const formRef = useRef<HTMLFormElement>(null)
  const nextKey = useRef(0)
  const makeLines = (list: readonly ContextEntry[], withDefaults = true): Line[] =>
    list.map((entry) => ({ key: nextKey.current++, values: lineValues(model, entry, withDefaults) }))

  const [lines, setLines] = useState<Line[]>(() => makeLines(result?.entries ?? initialEntries, result?.status !== 'invalid'))
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() =>
    result && result.status !== 'added' ? serverErrorsOf(makeLinesKeysOnly(result.entries.length), result.errors) : {},
  )
  // Added without JavaScript: the action came back here with ?panier=ajoute.
  const [params] = useSearchParams()
  const addedByPost = params.get(CART_STATUS_PARAM) === CART_STATUS_VALUES.added
  const [status, setStatus] = useState<ProductActionData['status'] | null>(result?.status ?? (addedByPost ? 'added' : null))
  const [message, setMessage] = useState<string | null>(result && result.status !== 'added' ? result.message : null)
  const [price, setPrice] = useState<PriceState>({ state: 'incomplete' })
  const suggestions = useRef(new Map<string, string[]>())
  const [suggestionsVersion, setSuggestionsVersion] = useState(0)

  // Keys of the first lines are 0..n-1: the server errors of a no-JavaScript answer match them.
  function makeLinesKeysOnly(count: number): Line[] {
    return Array.from({ length: count }, (_, key) => ({ key, values: {} }))
  }

  // A new answer of the action (after a submission with JavaScript): show it.
  const shown = useRef(result)
  useEffect(() => {
    if (!result || shown.current === result) return
    shown.current = result
    const fresh = makeLines(result.entries, result.status !== 'invalid')
    setLines(fresh)
    setTouched(new Set())
    setStatus(result.status)
    setMessage(result.status === 'added' ? null : result.message)
    const found = result.status === 'added' ? {} : serverErrorsOf(fresh, result.errors)
    setServerErrors(found)
    const first = Object.keys(found)[0]
    if (first) requestAnimationFrame(() => focusKey(fresh, first))
    // In the cart now: the slide-in shows it, with "Added to bag" focused; closing it comes back to
    // the submit button. (Without JavaScript the page shows the form's message only.)
    if (result === fetched && result?.status === 'added') {
      const opener = formRef.current?.querySelector<HTMLElement>('button[type="submit"]:not([name])') ?? null
      panels.open('cart', { opener, focus: CART_PANEL_STATUS_ID })
    }
    // makeLines and focusKey only read refs and props; panels.open is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result])

  useEffect(() => {
    if (status !== 'added') return
    const timer = setTimeout(() => setStatus(null), ADDED_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [status])

  const entries = useMemo(() => normalizeEntries(model, lines.map((l) => l.values)), [model, lines])

  // fullAddress as you type: an address must be one the server suggested for it; an address not
  // looked up yet is left to the server.
  const checkOptions = useMemo(
    () => ({
      addressSuggestions: (value: string) => suggestions.current.get(addressKey(value)) ?? [value],
    }),
    // suggestionsVersion: the map changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [suggestionsVersion],
  )
  const clientErrors = useMemo(() => checkContext(model, entries, locale, checkOptions), [model, entries, locale, checkOptions])
  const complete = isContextValid(clientErrors)

  function rememberSuggestions(query: string, list: string[]) {
    suggestions.current.set(addressKey(query), list)
    for (const address of list) suggestions.current.set(addressKey(address), [address])
    setSuggestionsVersion((v) => v + 1)
  }

  // The price, from the server, once the context is complete.
  const entriesJson = JSON.stringify(entries)
  useEffect(() => {
    if (!enhanced) return
    if (!complete) {
      setPrice({ state: 'incomplete' })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setPrice({ state: 'loading' })
      fetch(`${PRICE_URL}/${productId}?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: entriesJson,
        signal: controller.signal,
      })
        .then(async (response) => setPrice(priceStateOf(response.status, await response.json().catch(() => null))))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setPrice({ state: 'unavailable', message: null })
          return error
        })
    }, PRICE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enhanced, complete, entriesJson, productId, locale])

  function errorFor(line: Line, index: number, field: string): string | undefined {
    const key = errorKey(line, field)
    if (touched.has(key)) return clientErrors[index]?.[field]
    return serverErrors[key]
  }

  function change(index: number, field: ContextField | null, name: string, value: Value) {
    setLines((before) =>
      before.map((line, i) => {
        if (i !== index) return line
        const values = { ...line.values, [name]: value }
        // The state follows its country: a canton for Switzerland (Valais by default), free text elsewhere.
        if (field?.type === 'country') {
          for (const state of model.fields.filter((f) => f.type === 'state' && (f.countryField ?? 'country') === name)) {
            const current = String(values[state.name] ?? '')
            const isCanton = (CANTONS as readonly string[]).includes(current)
            if (value === 'CH' && !isCanton) values[state.name] = DEFAULT_CANTON
            if (value !== 'CH' && isCanton) values[state.name] = ''
          }
        }
        return { ...line, values }
      }),
    )
    const line = lines[index]
    if (line) {
      setServerErrors((before) => {
        const { [errorKey(line, name)]: _gone, ...rest } = before
        return rest
      })
    }
    if (status === 'added' || status === 'error') {
      setStatus(null)
      setMessage(null)
    }
  }

  function leave(index: number, name: string) {
    const line = lines[index]
    if (!line) return
    const key = errorKey(line, name)
    setTouched((before) => (before.has(key) ? before : new Set([...before, key])))
  }

  function focusKey(list: readonly Line[], key: string) {
    const [lineKey, field] = key.split(':')
    const index = list.findIndex((l) => String(l.key) === lineKey)
    if (index < 0 || !field) return
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${lineFieldName(index, field)}"]`)
    element?.focus()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.name === LINE_BUTTON) return
    if (submitting) {
      event.preventDefault()
      return
    }
    const all = new Set<string>()
    lines.forEach((line, i) => {
      for (const field of Object.keys(clientErrors[i] ?? {})) all.add(errorKey(line, field))
      for (const field of model.fields) all.add(errorKey(line, field.name))
    })
    setTouched(all)
    if (!complete) {
      event.preventDefault()
      const index = clientErrors.findIndex((e) => Object.keys(e).length > 0)
      const field = Object.keys(clientErrors[index] ?? {})[0]
      const line = lines[index]
      if (line && field) focusKey(lines, errorKey(line, field))
    }
  }

  function addLine() {
    setLines((before) => (before.length >= MAX_LINES ? before : [...before, ...makeLines(normalizeEntries(model, [{}]))]))
  }

  function removeLine(index: number) {
    setLines((before) => (before.length <= 1 ? before : before.filter((_, i) => i !== index)))
  }

  const bulk = model.bulk
  const summary = result && result.status === 'invalid' && !enhanced ? Object.entries(serverErrors) : []
  const dependent = model.fields.some((f) => requiredIfOf(f) !== null)

  return (
    <section className="product-form" aria-labelledby="product-form-heading">
      <h2 id="product-form-heading">{t('product.form.heading')}</h2>

      <p role="status" className={status === 'added' ? 'alert alert-success' : 'product-form__status'}>
        {status === 'added' ? t('product.form.added') : ''}
      </p>
      {status === 'error' ? (
        <p role="alert" className="alert alert-error">
          {message ?? t('product.form.failed')}
        </p>
      ) : null}
      {summary.length > 0 ? (
        <div className="alert alert-error error-summary">
          <p className="error-summary__title">{t('product.form.errorSummary', { count: summary.length })}</p>
          <ul>
            {summary.map(([key, text]) => {
              const [lineKey, field] = key.split(':')
              const modelField = model.fields.find((f) => f.name === field)
              const target = modelField?.type === 'radio' ? `${field}-${modelField.options?.[0]?.value ?? ''}` : field
              return (
                <li key={key}>
                  <a href={`#product-${lineKey}-${target}`}>{text}</a>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}

      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={submit} className="product-form__form" data-enhanced={enhanced ? 'true' : undefined}>
        <input type="hidden" name="intent" value={FORM_INTENT} />
        {enhanced ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
        <p className="field-hint">{t('product.form.requiredNote')}</p>
        {bulk ? <p className="field-hint">{t('product.form.linesNote')}</p> : null}

        {lines.map((line, index) => {
          const values = entryValues(entries[index] ?? {})
          const fields = (
            <>
              {model.carried.map((name) =>
                typeof line.values[name] === 'string' ? (
                  <input key={name} type="hidden" name={lineFieldName(index, name)} value={line.values[name] as string} />
                ) : null,
              )}
              <input type="hidden" name={lineFieldName(index, QUANTITY)} value={String(line.values[QUANTITY] ?? '1')} />
              {hasImplicitPeople(model) ? (
                <FieldBox
                  id={`product-${line.key}-${PEOPLE}`}
                  label={t('product.form.people')}
                  required
                  error={errorFor(line, index, PEOPLE)}
                >
                  {(describedBy, invalid) => (
                    <select
                      id={`product-${line.key}-${PEOPLE}`}
                      name={lineFieldName(index, PEOPLE)}
                      value={String(line.values[PEOPLE] ?? '1')}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      onChange={(e) => change(index, null, PEOPLE, e.target.value)}
                      onBlur={() => leave(index, PEOPLE)}
                    >
                      {IMPLICIT_PEOPLE.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldBox>
              ) : null}
              {model.fields.map((field) =>
                isFieldActive(field, values) ? (
                  <ContextInput
                    key={field.name}
                    field={field}
                    id={`product-${line.key}-${field.name}`}
                    name={lineFieldName(index, field.name)}
                    line={line}
                    locale={locale}
                    error={errorFor(line, index, field.name)}
                    onChange={(value) => change(index, field, field.name, value)}
                    onLeave={() => leave(index, field.name)}
                    onSuggestions={rememberSuggestions}
                  />
                ) : null,
              )}
            </>
          )
          return bulk ? (
            <fieldset key={line.key} className="product-line">
              <legend>{t('product.form.line', { number: index + 1 })}</legend>
              {fields}
              {lines.length > 1 ? (
                <button
                  type="submit"
                  name={LINE_BUTTON}
                  value={`remove-${index}`}
                  formNoValidate
                  className="btn btn-outline product-line__remove"
                  onClick={(event) => {
                    event.preventDefault()
                    removeLine(index)
                  }}
                >
                  {t('product.form.removeLine', { number: index + 1 })}
                </button>
              ) : null}
            </fieldset>
          ) : (
            <div key={line.key}>{fields}</div>
          )
        })}

        {bulk && lines.length < MAX_LINES ? (
          <p>
            <button
              type="submit"
              name={LINE_BUTTON}
              value="add"
              formNoValidate
              className="btn btn-outline"
              onClick={(event) => {
                event.preventDefault()
                addLine()
              }}
            >
              {t('product.form.addLine')}
            </button>
          </p>
        ) : null}

        {dependent ? (
          <noscript>
            <p className="field-hint">{t('product.form.noscript')}</p>
            <button type="submit" name={LINE_BUTTON} value="refresh" className="btn btn-outline">
              {t('product.form.update')}
            </button>
          </noscript>
        ) : null}

        <PriceBox price={price} basePrice={basePrice} currency={currency} enhanced={enhanced} />

        <div className="form-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={submitting || undefined}>
            {submitting ? t('product.form.adding') : t('product.form.submit')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  )
}

function PriceBox({ price, basePrice, currency, enhanced }: { price: PriceState; basePrice: number; currency: string; enhanced: boolean }) {
  const { t } = useTranslation('shop')
  let text: string
  if (!enhanced) text = t('product.from', { price: formatMoney(basePrice, currency) })
  else if (price.state === 'priced') text = formatMoney(price.total, price.currency)
  else if (price.state === 'unavailable') text = price.message ?? t('product.price.unavailable')
  else if (price.state === 'loading') text = t('product.price.loading')
  else text = t('product.price.incomplete')
  return (
    <section className="product-price" aria-labelledby="product-price-heading">
      <h3 id="product-price-heading" className="product-price__heading">
        {t('product.price.heading')}
      </h3>
      <p className="product-price__value" role="status" aria-live="polite" aria-atomic="true" data-state={enhanced ? price.state : 'static'}>
        {text}
      </p>
      {price.state === 'priced' ? <p className="field-hint">{t('product.price.vat')}</p> : null}
    </section>
  )
}

type FieldBoxProps = {
  id: string
  label: string
  hint?: string
  required: boolean
  error?: string
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode
}

/** A label, the input, its hint and its error, tied together for assistive technology. */
function FieldBox({ id, label, hint, required, error, children }: FieldBoxProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(describedBy, Boolean(error))}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

/** The hint and the error under a field, named by the ids its input's aria-describedby points to. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  )
}

type ContextInputProps = {
  field: ContextField
  id: string
  name: string
  line: Line
  locale: string
  error?: string
  onChange: (value: Value) => void
  onLeave: () => void
  onSuggestions: (query: string, suggestions: string[]) => void
}

/** One field of the model, drawn by its input type. */
function ContextInput({ field, id, name, line, locale, error, onChange, onLeave, onSuggestions }: ContextInputProps) {
  const { t } = useTranslation('shop')
  const label = localized(field.label, locale)
  const hint = field.hint ? localized(field.hint, locale) : undefined
  const required = field.rules.some((r) => r.kind === 'required' || r.kind === 'requiredIf' || r.kind === 'checked')
  const value = line.values[field.name]
  const text = typeof value === 'string' ? value : ''
  const invalid = Boolean(error)

  if (field.type === 'checkbox') {
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
    return (
      <div className="field">
        <div className="field-check">
          <input
            type="checkbox"
            id={id}
            name={name}
            value="true"
            checked={value === true}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onLeave}
          />
          <label htmlFor={id}>
            {label}
            {required ? <RequiredMark /> : null}
          </label>
        </div>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    )
  }

  if (field.type === 'radio') {
    return (
      <fieldset className="field product-form__radios" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
        <legend className="label">
          {label}
          {required ? <RequiredMark /> : null}
        </legend>
        <div className="product-form__choices">
          {(field.options ?? []).map((option) => (
            <div className="field-check" key={option.value}>
              <input
                type="radio"
                id={`${id}-${option.value}`}
                name={name}
                value={option.value}
                checked={text === option.value}
                required={required}
                aria-invalid={invalid || undefined}
                onChange={() => onChange(option.value)}
                onBlur={onLeave}
              />
              <label htmlFor={`${id}-${option.value}`}>{localized(option.label, locale)}</label>
            </div>
          ))}
        </div>
        <FieldNotes id={id} hint={hint} error={error} />
      </fieldset>
    )
  }

  return (
    <FieldBox id={id} label={label} hint={hint} required={required} error={error}>
      {(describedBy, isInvalid) => {
        const common = {
          id,
          name,
          required,
          'aria-invalid': isInvalid || undefined,
          'aria-describedby': describedBy,
          onBlur: onLeave,
        }
        switch (field.type) {
          case 'fullAddress':
            return (
              <AddressCombobox
                id={id}
                name={name}
                value={text}
                locale={locale}
                required={required}
                invalid={isInvalid}
                describedBy={describedBy}
                onChange={onChange}
                onLeave={onLeave}
                onSuggestions={onSuggestions}
              />
            )
          case 'select': {
            const choices = isNumberSelect(field)
              ? numberChoices(field).map((n) => ({ value: String(n), label: String(n) }))
              : (field.options ?? []).map((o) => ({ value: o.value, label: localized(o.label, locale) }))
            return (
              <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
                {text === '' ? <option value="">{t('product.form.choose')}</option> : null}
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )
          }
          case 'country':
            return (
              <select {...common} value={text} autoComplete="country" onChange={(e) => onChange(e.target.value)}>
                {text === '' ? <option value="">{t('product.form.choose')}</option> : null}
                {countryOptions(locale).map((country) => (
                  <option key={country.code} value={country.code} suppressHydrationWarning>
                    {country.label}
                  </option>
                ))}
              </select>
            )
          case 'state': {
            const country = String(line.values[field.countryField ?? 'country'] ?? '') || 'CH'
            if (country !== 'CH') {
              return <input {...common} type="text" value={text} maxLength={100} placeholder={t('product.form.stateOther')} onChange={(e) => onChange(e.target.value)} />
            }
            return (
              <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
                {text === '' ? <option value="">{t('product.form.choose')}</option> : null}
                {cantonOptions(locale).map((canton) => (
                  <option key={canton.code} value={canton.code}>
                    {canton.label}
                  </option>
                ))}
              </select>
            )
          }
          case 'date':
            return (
              <input
                {...common}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                placeholder={t('product.form.datePlaceholder')}
                value={text}
                onChange={(e) => onChange(e.target.value)}
              />
            )
          default: {
            const phone = field.rules.some((r) => r.kind === 'phone')
            const type = phone ? 'tel' : field.type === 'email' || field.type === 'password' ? field.type : 'text'
            return (
              <input
                {...common}
                type={type}
                value={text}
                maxLength={500}
                autoComplete={type === 'email' ? 'email' : type === 'tel' ? 'tel' : type === 'password' ? 'new-password' : 'off'}
                onChange={(e) => onChange(e.target.value)}
              />
            )
          }
        }
      }}
    </FieldBox>
  )
}

/** The asterisk of required fields; assistive technology reads the required state instead. */
function RequiredMark() {
  return (
    <>
      {' '}
      <span className="required" aria-hidden="true">
        *
      </span>
    </>
  )
}
