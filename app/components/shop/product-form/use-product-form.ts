import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useFetcher, useNavigation, useSearchParams } from 'react-router'
import {
  CANTONS,
  checkContext,
  type ContextEntry,
  type ContextField,
  type ContextModel,
  DEFAULT_CANTON,
  isContextValid,
  MAX_LINES,
  normalizeEntries,
} from '../../../../domain/shop/context'
import { LINE_BUTTON, lineFieldName } from '../../../../domain/shop/context/form'
import { addressKey } from '../../../../domain/validation'
import { controlsOf, type ControlLike, heldBy, useKeepTypedEarly } from '../../fields'
import { usePanels } from '../../layout/PanelProvider'
import { CART_PANEL_STATUS_ID, CART_STATUS_PARAM, CART_STATUS_VALUES } from '../cart-action-data'
import { PRODUCT_FETCHER_KEY, type ProductActionData } from '../product-form-state'
import { errorKey, type Line, lineValues, serverErrorsOf, type Value } from './lines'

/** How long the "added to your cart" message stays (SPEC §4). */
const ADDED_MESSAGE_MS = 3_600

const noSubscription = () => () => {}

/** Keys of the first lines are 0..n-1: the server errors of a no-JavaScript answer match them. */
const keysOnly = (count: number): Line[] => Array.from({ length: count }, (_, key) => ({ key, values: {} }))

/**
 * The state of a product's configuration form: its lines, the errors the browser finds as fields are
 * left (then as they change) and those the server sent back, the action's answer (with JavaScript,
 * through a fetcher, after which the cart slide-in opens on the product) and the submission.
 */
export function useProductForm({ model, entries: initialEntries, result: pageResult, locale }: {
  model: ContextModel
  entries: ContextEntry[]
  result?: ProductActionData
  locale: string
}) {
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
  // What the visitor typed or chose before the page came alive is kept.
  useKeepTypedEarly(formRef, (form) => {
    const controls = controlsOf(form)
    setLines((before) => before.map((line, index) => withTyped(model, line, (name) => controls(lineFieldName(index, name)))))
  })
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() =>
    result && result.status !== 'added' ? serverErrorsOf(keysOnly(result.entries.length), result.errors) : {},
  )
  // Added without JavaScript: the action came back here with ?panier=ajoute.
  const [params] = useSearchParams()
  const addedByPost = params.get(CART_STATUS_PARAM) === CART_STATUS_VALUES.added
  const [status, setStatus] = useState<ProductActionData['status'] | null>(result?.status ?? (addedByPost ? 'added' : null))
  const [message, setMessage] = useState<string | null>(result && result.status !== 'added' ? result.message : null)
  const suggestions = useRef(new Map<string, string[]>())
  const [suggestionsVersion, setSuggestionsVersion] = useState(0)

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
    // In the cart now: the slide-in shows it, with "Added to cart" focused; closing it comes back to
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

  function errorFor(line: Line, index: number, field: string): string | undefined {
    const key = errorKey(line, field)
    if (touched.has(key)) return clientErrors[index]?.[field]
    return serverErrors[key]
  }

  function change(index: number, field: ContextField | null, name: string, value: Value) {
    setLines((before) => before.map((line, i) => (i === index ? { ...line, values: withValue(model, line.values, field, name, value) } : line)))
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
    formRef.current?.querySelector<HTMLElement>(`[name="${lineFieldName(index, field)}"]`)?.focus()
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

  return {
    fetcher,
    formRef,
    enhanced,
    submitting,
    result,
    lines,
    entries,
    complete,
    status,
    message,
    serverErrors,
    errorFor,
    change,
    leave,
    submit,
    addLine,
    removeLine,
    rememberSuggestions,
  }
}

/**
 * A line with what its controls hold, changed as by the visitor's changes: a country last, so the
 * state follows it as after a change.
 */
function withTyped(model: ContextModel, line: Line, controlsNamed: (name: string) => readonly ControlLike[]): Line {
  const fieldOf = (name: string) => model.fields.find((field) => field.name === name) ?? null
  const names = Object.keys(line.values).sort((a, b) => Number(fieldOf(a)?.type === 'country') - Number(fieldOf(b)?.type === 'country'))
  let values = line.values
  for (const name of names) {
    const held = heldBy(controlsNamed(name))
    if (held === null) continue
    const now: Value = 'ticked' in held ? held.ticked : held.value
    if (now !== line.values[name]) values = withValue(model, values, fieldOf(name), name, now)
  }
  return values === line.values ? line : { ...line, values }
}

/** A line's values after a change; the state follows its country (a canton for Switzerland, Valais by default, free text elsewhere). */
function withValue(model: ContextModel, before: Record<string, Value>, field: ContextField | null, name: string, value: Value): Record<string, Value> {
  const values = { ...before, [name]: value }
  if (field?.type !== 'country') return values
  for (const state of model.fields.filter((f) => f.type === 'state' && (f.countryField ?? 'country') === name)) {
    const current = String(values[state.name] ?? '')
    const isCanton = (CANTONS as readonly string[]).includes(current)
    if (value === 'CH' && !isCanton) values[state.name] = DEFAULT_CANTON
    if (value !== 'CH' && isCanton) values[state.name] = ''
  }
  return values
}
