import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFetcher, useLocation, useSearchParams } from 'react-router'
import {
  DEFAULT_PHONE_COUNTRY,
  HONEYPOT_FIELD,
  REQUEST_FORM_ANCHOR,
  REQUEST_LIMITS,
  REQUEST_SENT,
  REQUEST_STATUS_PARAM,
  REQUEST_TITLES,
  type RequestFormValues,
  requestFields,
} from '../../../domain/requests/request-fields'
import { useLocale, useLocalePath } from '../../lib/locale'
import { revealMessage } from '../../lib/reveal'
import { phoneCountryOptions } from './phone-countries'
import type * as RequestChecksModule from './request-checks'
import type { RequestActionData, RequestFormInitial, RequestSubject } from './request-form-state'

type RequestChecks = typeof RequestChecksModule

export type { RequestSubject } from './request-form-state'

/**
 * Props: kind and, for information/visit requests, the rental or sale it is about. `initial` is
 * for the /demande page, which shows a form sent without JavaScript again with its errors.
 */
export type RequestFormProps = {
  kind: 'contact' | 'information' | 'visit'
  subject?: RequestSubject
  initial?: RequestFormInitial
  /** Where to come back after sending; the current page by default. */
  returnTo?: string
}

type Values = Record<string, string>

const ID = 'request'
const fieldId = (name: string) => `${ID}-${name}`

let checks: Promise<RequestChecks> | null = null

/**
 * The form's checks, loaded once, when a visitor first uses a form (they weigh more than the rest
 * of the page's script); a failed load is tried again at the next use.
 */
function loadChecks() {
  checks ??= import('./request-checks').catch((error: unknown) => {
    checks = null
    throw error
  })
  return checks
}

function blankValues(): Values {
  return { title: 'mr', firstName: '', lastName: '', email: '', phoneCountry: DEFAULT_PHONE_COUNTRY, phone: '', birthdate: '', visitDates: '', message: '' }
}

function pick(values: RequestFormValues | undefined): Values {
  const filled: Values = {}
  for (const [name, value] of Object.entries(values ?? {})) {
    if (name !== HONEYPOT_FIELD && typeof value === 'string') filled[name] = value
  }
  return filled
}

/** The current page without the "sent" flag: where the no-JavaScript answer comes back to. */
function currentPage(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete(REQUEST_STATUS_PARAM)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * Contact, information and visit request form. Works without JavaScript (a plain POST to
 * /{lang?}/demande); with it, posts through a fetcher, checks each field as it is left (then as it
 * changes) with the server's own rules, and focuses the first invalid field on submit.
 */
export function RequestForm({ kind, subject, initial, returnTo }: RequestFormProps) {
  const { t } = useTranslation('forms')
  const locale = useLocale()
  const localize = useLocalePath()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const fetcher = useFetcher<RequestActionData>()
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const fields = useMemo(() => requestFields(kind), [kind])
  const order = useMemo(() => fields.map((field) => field.name), [fields])
  const isRequired = (name: string) => fields.some((field) => field.name === name && field.required)

  const [values, setValues] = useState<Values>(() => ({ ...blankValues(), ...pick(initial?.values) }))
  const [errors, setErrors] = useState<Record<string, string>>(() => initial?.errors ?? {})
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(Object.keys(initial?.errors ?? {})))
  const [formError, setFormError] = useState<string | null>(initial?.formError ?? null)
  const [sent, setSent] = useState(() => searchParams.get(REQUEST_STATUS_PARAM) === REQUEST_SENT)
  // Counts the sends answered 'sent': the confirmation is revealed once it is rendered (an empty
  // status is not displayed, so it cannot take focus before).
  const [sentCount, setSentCount] = useState(0)
  const pending = fetcher.state !== 'idle'
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)
  const back = returnTo ?? currentPage(location.pathname, location.search)
  const action = localize('/demande')

  function focusField(name: string) {
    const element = formRef.current?.querySelector<HTMLElement>(
      name === 'title' ? `input[name="title"]:checked, input[name="title"]` : `[name="${name}"]`,
    )
    element?.focus()
  }

  function focusFirstInvalid(found: Record<string, unknown>) {
    const first = order.find((name) => name in found)
    if (first) focusField(first)
  }

  // The server's answer to a fetcher submission.
  const answer = fetcher.data
  useEffect(() => {
    if (!answer) return
    if (answer.status === 'sent') {
      setValues(blankValues())
      setErrors({})
      setTouched(new Set())
      setFormError(null)
      setSent(true)
      setSentCount((count) => count + 1)
      return
    }
    setErrors(answer.errors)
    setTouched((before) => new Set([...before, ...Object.keys(answer.errors)]))
    setFormError(answer.formError)
    focusFirstInvalid(answer.errors)
    // focusFirstInvalid only reads the form; the effect runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])

  useEffect(() => {
    if (sentCount > 0) revealMessage(statusRef.current)
  }, [sentCount])

  function validateOne(name: string, next: Values) {
    loadChecks().then(
      ({ checkField, requestFieldRules }) => {
        const error = checkField(requestFieldRules(kind), name, next, locale)
        setErrors((before) => {
          const { [name]: _old, ...rest } = before
          return error ? { ...rest, [name]: error.message } : rest
        })
      },
      // Without the checks (offline), the server checks the form when it is sent.
      () => {},
    )
  }

  function change(name: string, value: string) {
    const next = { ...values, [name]: value }
    setValues(next)
    if (touched.has(name)) validateOne(name, next)
    if (name === 'phoneCountry' && touched.has('phone')) validateOne('phone', next)
  }

  function leave(name: string) {
    setTouched((before) => (before.has(name) ? before : new Set([...before, name])))
    validateOne(name, values)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    setSent(false)
    setFormError(null)
    loadChecks().then(
      ({ check, requestFieldRules }) => checkAndSend(form, check(requestFieldRules(kind), values, locale)),
      () => checkAndSend(form, {}),
    )
  }

  function checkAndSend(form: HTMLFormElement, found: Record<string, { message: string }>) {
    const messages = Object.fromEntries(Object.entries(found).map(([name, error]) => [name, error.message]))
    setErrors(messages)
    setTouched(new Set(order))
    if (Object.keys(messages).length > 0) {
      focusFirstInvalid(messages)
      return
    }
    const data = new FormData(form)
    data.set('_js', '1')
    void fetcher.submit(data, { method: 'post', action })
  }

  /** Everything an input needs: value, handlers, and its hint and error wired for assistive technology. */
  function bind(name: string, hint?: boolean) {
    const error = errors[name]
    const describedBy = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ')
    return {
      id: fieldId(name),
      name,
      value: values[name] ?? '',
      required: isRequired(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onBlur: () => leave(name),
    }
  }

  const errorOf = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${fieldId(name)}-error`}>
        {errors[name]}
      </p>
    ) : null

  const label = (name: string, text: string) => (
    <label htmlFor={fieldId(name)}>
      {text}
      {isRequired(name) ? <RequiredMark /> : null}
    </label>
  )

  const summary = initial?.errors ? order.filter((name) => errors[name]) : []
  const countries = phoneCountryOptions(locale)

  return (
    <section className="request-form" id={REQUEST_FORM_ANCHOR} aria-labelledby={`${ID}-heading`}>
      <h2 id={`${ID}-heading`}>{t(`request.heading.${kind}`)}</h2>
      {subject ? <p className="request-form__about">{t('request.about', { title: subject.title })}</p> : null}

      <p ref={statusRef} role="status" tabIndex={-1} className={sent ? 'alert alert-success request-form__status' : 'request-form__status'}>
        {sent ? t('request.sent') : ''}
      </p>
      {formError ? (
        <p role="alert" className="alert alert-error">
          {formError}
        </p>
      ) : null}
      {summary.length > 0 ? (
        <div className="alert alert-error error-summary">
          <p className="error-summary__title">{t('request.errorSummary', { count: summary.length })}</p>
          <ul>
            {summary.map((name) => (
              <li key={name}>
                <a href={`#${name === 'title' ? `${fieldId('title')}-${values.title || 'mr'}` : fieldId(name)}`}>{errors[name]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        onSubmit={submit}
        onFocus={() => void loadChecks().catch(() => {})}
        className="request-form__form"
        data-enhanced={enhanced ? 'true' : undefined}
      >
        <input type="hidden" name="kind" value={kind} />
        {subject ? (
          <>
            <input type="hidden" name="subjectType" value={subject.type} />
            <input type="hidden" name="subjectId" value={String(subject.id)} />
          </>
        ) : null}
        <input type="hidden" name="returnTo" value={back} />

        <p className="field-hint request-form__note">{t('request.requiredNote')}</p>

        <fieldset
          className="field request-form__titles"
          aria-describedby={errors.title ? `${fieldId('title')}-error` : undefined}
        >
          <legend className="label">
            {t('request.title.legend')}
            <RequiredMark />
          </legend>
          <div className="request-form__radios">
            {REQUEST_TITLES.map((title) => (
              <div className="field-check" key={title}>
                <input
                  type="radio"
                  id={`${fieldId('title')}-${title}`}
                  name="title"
                  value={title}
                  checked={values.title === title}
                  onChange={() => change('title', title)}
                  required
                  aria-invalid={errors.title ? true : undefined}
                />
                <label htmlFor={`${fieldId('title')}-${title}`}>{t(`request.title.${title}`)}</label>
              </div>
            ))}
          </div>
          {errorOf('title')}
        </fieldset>

        <div className="form-row">
          <Field>
            {label('firstName', t('request.firstName'))}
            <input type="text" autoComplete="given-name" maxLength={REQUEST_LIMITS.name} {...bind('firstName')} onChange={(e) => change('firstName', e.target.value)} />
            {errorOf('firstName')}
          </Field>
          <Field>
            {label('lastName', t('request.lastName'))}
            <input type="text" autoComplete="family-name" maxLength={REQUEST_LIMITS.name} {...bind('lastName')} onChange={(e) => change('lastName', e.target.value)} />
            {errorOf('lastName')}
          </Field>
        </div>

        <Field>
          {label('email', t('request.email'))}
          <input type="email" autoComplete="email" spellCheck={false} maxLength={REQUEST_LIMITS.email} {...bind('email')} onChange={(e) => change('email', e.target.value)} />
          {errorOf('email')}
        </Field>

        <div className="form-row request-form__phone">
          <Field>
            {label('phoneCountry', t('request.phoneCountry'))}
            <select autoComplete="tel-country-code" {...bind('phoneCountry')} onChange={(e) => change('phoneCountry', e.target.value)}>
              {countries.map((country) => (
                <option key={country.code} value={country.code} suppressHydrationWarning>
                  {country.label}
                </option>
              ))}
            </select>
            {errorOf('phoneCountry')}
          </Field>
          <Field>
            {label('phone', t('request.phone'))}
            <input type="tel" autoComplete="tel-national" maxLength={REQUEST_LIMITS.phone} {...bind('phone', true)} onChange={(e) => change('phone', e.target.value)} />
            <p className="field-hint" id={`${fieldId('phone')}-hint`}>
              {t('request.phoneHint')}
            </p>
            {errorOf('phone')}
          </Field>
        </div>

        {kind === 'contact' ? (
          <Field>
            {label('birthdate', t('request.birthdate'))}
            <input type="text" inputMode="numeric" autoComplete="bday" maxLength={10} {...bind('birthdate', true)} onChange={(e) => change('birthdate', e.target.value)} />
            <p className="field-hint" id={`${fieldId('birthdate')}-hint`}>
              {t('request.birthdateHint')}
            </p>
            {errorOf('birthdate')}
          </Field>
        ) : null}

        {kind === 'visit' ? (
          <Field>
            {label('visitDates', t('request.visitDates'))}
            <input type="text" maxLength={REQUEST_LIMITS.visitDates} {...bind('visitDates', true)} onChange={(e) => change('visitDates', e.target.value)} />
            <p className="field-hint" id={`${fieldId('visitDates')}-hint`}>
              {t('request.visitDatesHint')}
            </p>
            {errorOf('visitDates')}
          </Field>
        ) : null}

        <Field>
          {label('message', t('request.message'))}
          <textarea rows={6} maxLength={REQUEST_LIMITS.message} {...bind('message')} onChange={(e) => change('message', e.target.value)} />
          {errorOf('message')}
        </Field>

        {/* A trap for robots: hidden from people and assistive technology, never focused by keyboard. */}
        <div className="request-form__trap" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{t('request.honeypot')}</label>
          <input type="text" id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className="form-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={pending || undefined}>
            {pending ? t('request.sending') : t('request.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}

const noSubscription = () => () => {}

function Field({ children }: { children: ReactNode }) {
  return <div className="field">{children}</div>
}

/** The asterisk the note above the form explains; assistive technology reads the required state. */
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
