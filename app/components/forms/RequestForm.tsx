import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
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
import {
  bindField,
  ErrorSummary,
  type FormFieldState,
  RadioGroupField,
  SelectField,
  summaryItems,
  TextAreaField,
  TextField,
  typedIn,
  useKeepTypedEarly,
} from '../fields'
import { phoneCountryOptions } from './phone-countries'
import type * as RequestChecksModule from './request-checks'
import type { RequestActionData, RequestFormInitial, RequestSubject } from './request-form-state'
import { SubmitRow } from '../fields'

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

  // What the visitor typed before the page came alive is kept.
  useKeepTypedEarly(formRef, (form) => {
    const typed = typedIn(form, values)
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
  })
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

  const state: FormFieldState = { values, errors, change, leave, isRequired }
  const bind = (name: string) => bindField(state, ID, name)

  const summary = initial?.errors ? summaryItems(state, ID, order) : []
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
      <ErrorSummary title={t('request.errorSummary', { count: summary.length })} items={summary} />

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

        <RadioGroupField
          id={fieldId('title')}
          name="title"
          className="request-form__titles"
          label={t('request.title.legend')}
          required
          error={errors.title}
          choices={REQUEST_TITLES.map((title) => ({ value: title, label: t(`request.title.${title}`) }))}
          value={values.title ?? ''}
          onChange={(title) => change('title', title)}
        />

        <div className="form-row">
          <TextField {...bind('firstName')} label={t('request.firstName')} autoComplete="given-name" maxLength={REQUEST_LIMITS.name} />
          <TextField {...bind('lastName')} label={t('request.lastName')} autoComplete="family-name" maxLength={REQUEST_LIMITS.name} />
        </div>

        <TextField {...bind('email')} type="email" label={t('request.email')} autoComplete="email" spellCheck={false} maxLength={REQUEST_LIMITS.email} />

        <div className="form-row request-form__phone">
          <SelectField
            {...bind('phoneCountry')}
            label={t('request.phoneCountry')}
            autoComplete="tel-country-code"
            choices={countries.map((country) => ({ value: country.code, label: country.label }))}
          />
          <TextField {...bind('phone')} type="tel" label={t('request.phone')} hint={t('request.phoneHint')} autoComplete="tel" maxLength={REQUEST_LIMITS.phone} />
        </div>

        {kind === 'contact' ? (
          <TextField {...bind('birthdate')} label={t('request.birthdate')} hint={t('request.birthdateHint')} inputMode="numeric" autoComplete="bday" maxLength={10} />
        ) : null}

        {kind === 'visit' ? (
          <TextField {...bind('visitDates')} label={t('request.visitDates')} hint={t('request.visitDatesHint')} maxLength={REQUEST_LIMITS.visitDates} />
        ) : null}

        <TextAreaField {...bind('message')} label={t('request.message')} rows={6} maxLength={REQUEST_LIMITS.message} />

        {/* A trap for robots: hidden from people and assistive technology, never focused by keyboard. */}
        <div className="request-form__trap" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{t('request.honeypot')}</label>
          <input type="text" id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <SubmitRow pending={pending} label={t('request.submit')} sending={t('request.sending')} />
      </form>
    </section>
  )
}

const noSubscription = () => () => {}
