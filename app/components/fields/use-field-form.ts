import { type FormEvent, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react'
import { check, checkField, type FieldRules } from '../../../domain/validation'
import { useLocale } from '../../lib/locale'
import type { FormFieldState, Values } from './bind'
import { type FieldUse, isChecked, markSent, markUsed, usedFields } from './field-use'
import { typedIn, useKeepTypedEarly } from './typed-early'

export type FieldFormState = FormFieldState & {
  /** True once the page is hydrated: the form then checks as you type. */
  enhanced: boolean
  formRef: React.RefObject<HTMLFormElement | null>
  /** For `<Form onSubmit>`: checks everything, and stops the submission when a field is wrong. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  rules: FieldRules
}

const noSubscription = () => () => {}

/**
 * The state of a form checked with domain rules, the same the server applies: values and errors. A
 * field is checked when it is left, then as it changes; on submit every field is checked and the first
 * wrong one gets the focus. A new answer of the server (its `errors` map) replaces what the browser had
 * found. Without JavaScript none of this runs and the server answers.
 */
export function useFieldForm(options: {
  rulesOf: (values: Values) => FieldRules
  initial: Values
  initialErrors?: Record<string, string>
  /** The fields in the order they are shown (the first invalid one gets the focus). */
  order: readonly string[]
  /** Fields that also need checking when another one changes (e.g. phone when the country changes). */
  dependents?: Readonly<Record<string, readonly string[]>>
  /** Fields checked as soon as they change, before they are left (a box to tick). */
  checkAtOnce?: readonly string[]
  /**
   * Something the rules depend on that arrives later (the password estimator): when it changes to a
   * value, the fields already checked are checked again with the fuller rules.
   */
  recheckWhen?: unknown
  /**
   * The values the form keeps when several change at once, as what was typed before the page came
   * alive is taken in (e.g. no canton for a country other than Switzerland).
   */
  settle?: (values: Values) => Values
}): FieldFormState {
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(options.initial)
  const [errors, setErrors] = useState<Record<string, string>>(options.initialErrors ?? {})
  const [use, setUse] = useState<FieldUse>(() => usedFields(Object.keys(options.initialErrors ?? {})))
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)
  const rules = options.rulesOf(values)

  // What the visitor typed or chose before the page came alive is kept, not the server's values.
  useKeepTypedEarly(formRef, (form) => {
    const typed = typedIn(form, values)
    if (Object.keys(typed).length === 0) return
    const settle = options.settle ?? ((next: Values) => next)
    setValues((current) => settle({ ...current, ...typed }))
  })

  const serverErrors = options.initialErrors
  const shownServerErrors = useRef(serverErrors)
  useEffect(() => {
    if (!serverErrors || shownServerErrors.current === serverErrors) return
    shownServerErrors.current = serverErrors
    setErrors(serverErrors)
    setUse((before) => markUsed(before, ...Object.keys(serverErrors)))
  }, [serverErrors])

  function checkOne(name: string, next: Values) {
    const error = checkField(options.rulesOf(next), name, next, locale)
    setErrors((before) => {
      const { [name]: _old, ...rest } = before
      return error ? { ...rest, [name]: error.message } : rest
    })
  }

  const recheckUsed = useEffectEvent(() => {
    for (const name of use.sent ? options.order : use.used) checkOne(name, values)
  })
  useEffect(() => {
    if (options.recheckWhen) recheckUsed()
  }, [options.recheckWhen])

  function focusField(name: string) {
    const form = formRef.current
    const element =
      form?.querySelector<HTMLElement>(`input[name="${name}"]:checked`) ?? form?.querySelector<HTMLElement>(`[name="${name}"]`)
    element?.focus()
  }

  return {
    values,
    errors,
    enhanced,
    formRef,
    rules,
    change(name, value, also = {}) {
      const next = { ...values, [name]: value, ...also }
      setValues(next)
      for (const field of [name, ...(options.dependents?.[name] ?? [])]) {
        if (isChecked(use, field) || options.checkAtOnce?.includes(field)) checkOne(field, next)
      }
    },
    leave(name) {
      setUse((before) => markUsed(before, name))
      checkOne(name, values)
    },
    onSubmit(event) {
      const found = check(options.rulesOf(values), values, locale)
      const messages = Object.fromEntries(Object.entries(found).map(([name, error]) => [name, error.message]))
      setErrors(messages)
      setUse(markSent)
      const first = options.order.find((name) => name in messages)
      if (first) {
        event.preventDefault()
        focusField(first)
      }
    },
    isRequired: (name) => rules[name]?.some((rule) => rule.code === 'required' || rule.code === 'checked') ?? false,
  }
}
