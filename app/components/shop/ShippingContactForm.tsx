import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { Trans, useTranslation } from '../../i18n/react'
import { Form, useNavigation } from 'react-router'
import {
  CONTACT_COUNTRIES,
  CONTACT_DEFAULTS,
  CONTACT_TITLES,
  SHIPPING_CONTACT_FIELDS,
  shippingContactRules,
} from '../../../domain/shop/shipping-contact'
import { check, checkField } from '../../../domain/validation'
import { LocalizedLink, useLocale } from '../../lib/locale'
import { cantonOptions } from './countries'

type Values = Record<string, string>

export type ContactFormState = {
  values: Values
  errors: Record<string, string>
  /** A message about the whole form (e.g. 409: an account exists with this e-mail). */
  formError: string | null
  /** Where a "log in with this account" link must lead back to, when formError is about an account. */
  loginDestination: string | null
}

/**
 * The opt-in of a signed-in customer: "Save these details in my account". Unticked by default; only
 * a tick makes the checkout change the profile contact.
 */
export const SAVE_TO_ACCOUNT = 'saveToAccount'

const ID = 'contact'
const fieldId = (name: string) => `${ID}-${name}`

export function blankContact(): Values {
  return {
    title: CONTACT_DEFAULTS.title,
    firstName: '',
    lastName: '',
    street: '',
    streetNumber: '',
    complement: '',
    zip: '',
    city: '',
    country: CONTACT_DEFAULTS.country,
    state: CONTACT_DEFAULTS.state,
    phone: '',
    birthdate: '',
    email: '',
    cg: 'false',
    dataUse: 'false',
  }
}

function countryOptions(locale: string): { code: string; label: string }[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale === 'en' ? 'en' : 'fr-CH'], { type: 'region' })
  } catch {
    names = null
  }
  return CONTACT_COUNTRIES.map((code) => ({ code, label: names?.of(code) ?? code }))
}

/**
 * The shipping contact of SPEC §3 with the rules of SPEC §5: a plain form posting to its page's action
 * (works without JavaScript; the server's verdict counts), checked as you type with the same rules.
 */
export function ShippingContactForm({
  initial,
  next,
  account = null,
}: {
  initial: ContactFormState
  next: string
  /** The signed-in customer: offers to save the contact in their account. */
  account?: { username: string } | null
}) {
  const { t } = useTranslation('cart')
  const locale = useLocale()
  const navigation = useNavigation()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(() => ({ ...blankContact(), ...initial.values }))
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(Object.keys(initial.errors)))
  const rules = useMemo(() => shippingContactRules(values), [values])
  const order = useMemo(() => SHIPPING_CONTACT_FIELDS.filter((f) => f in rules), [rules])
  const pending = navigation.state === 'submitting'
  const isSwiss = values.country === 'CH'

  // A new answer of the server (errors after a submission) replaces what the browser had found.
  useEffect(() => {
    setErrors(initial.errors)
    setTouched((before) => new Set([...before, ...Object.keys(initial.errors)]))
  }, [initial])

  function validateOne(name: string, next: Values) {
    const error = checkField(shippingContactRules(next), name, next, locale)
    setErrors((before) => {
      const { [name]: _old, ...rest } = before
      return error ? { ...rest, [name]: error.message } : rest
    })
  }

  function change(name: string, value: string) {
    let next = { ...values, [name]: value }
    if (name === 'country') {
      // The state depends on the country: a canton for Switzerland (Valais by default), free text elsewhere.
      next = { ...next, state: value === 'CH' ? CONTACT_DEFAULTS.state : '' }
    }
    setValues(next)
    if (touched.has(name) || name === 'cg') validateOne(name, next)
    if (name === 'country') {
      if (touched.has('phone')) validateOne('phone', next)
      if (touched.has('state')) validateOne('state', next)
    }
  }

  function leave(name: string) {
    setTouched((before) => (before.has(name) ? before : new Set([...before, name])))
    validateOne(name, values)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const found = check(shippingContactRules(values), values, locale)
    const messages = Object.fromEntries(Object.entries(found).map(([name, error]) => [name, error.message]))
    setErrors(messages)
    setTouched(new Set(order))
    if (Object.keys(messages).length > 0) {
      event.preventDefault()
      const first = order.find((name) => name in messages)
      if (first) formRef.current?.querySelector<HTMLElement>(first === 'title' ? `#${fieldId('title')}-${values.title || 'mr'}` : `#${fieldId(first)}`)?.focus()
    }
  }

  function bind(name: string, hint = false) {
    const error = errors[name]
    const describedBy = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ')
    return {
      id: fieldId(name),
      name,
      value: values[name] ?? '',
      required: rules[name]?.some((rule) => rule.code === 'required') ?? false,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onBlur: () => leave(name),
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    }
  }

  const errorOf = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${fieldId(name)}-error`}>
        {errors[name]}
      </p>
    ) : null

  const label = (name: string, required = true) => (
    <label htmlFor={fieldId(name)}>
      {t(`contact.${name}`)}
      {required ? <RequiredMark /> : null}
    </label>
  )

  const summary = order.filter((name) => initial.errors[name] && errors[name])

  return (
    <section className="checkout-contact-form" aria-labelledby={`${ID}-heading`}>
      <h2 id={`${ID}-heading`}>{t('contact.heading')}</h2>
      {initial.formError ? (
        <div role="alert" className="alert alert-error">
          <p>{initial.formError}</p>
          {initial.loginDestination ? (
            <p>
              <LocalizedLink to={`/login?destination=${encodeURIComponent(initial.loginDestination)}`}>{t('contact.loginInstead')}</LocalizedLink>
            </p>
          ) : null}
        </div>
      ) : null}
      {summary.length > 0 ? (
        <div className="alert alert-error error-summary">
          <p className="error-summary__title">{t('contact.errorSummary', { count: summary.length })}</p>
          <ul>
            {summary.map((name) => (
              <li key={name}>
                <a href={`#${name === 'title' ? `${fieldId('title')}-${values.title || 'mr'}` : fieldId(name)}`}>
                  {t(`contact.${name}`)} : {errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Form ref={formRef} method="post" noValidate onSubmit={submit} className="form-stack">
        <input type="hidden" name="next" value={next} />
        <p className="field-hint">{t('contact.requiredNote')}</p>

        <fieldset className="field" aria-describedby={errors.title ? `${fieldId('title')}-error` : undefined}>
          <legend className="label">
            {t('contact.title')}
            <RequiredMark />
          </legend>
          <div className="request-form__radios">
            {CONTACT_TITLES.map((title) => (
              <div className="field-check" key={title}>
                <input
                  type="radio"
                  id={`${fieldId('title')}-${title}`}
                  name="title"
                  value={title}
                  checked={values.title === title}
                  onChange={() => change('title', title)}
                  aria-invalid={errors.title ? true : undefined}
                />
                <label htmlFor={`${fieldId('title')}-${title}`}>{t(`contact.titles.${title}`)}</label>
              </div>
            ))}
          </div>
          {errorOf('title')}
        </fieldset>

        <div className="form-row">
          <Field>
            {label('firstName')}
            <input type="text" autoComplete="given-name" maxLength={100} {...bind('firstName')} />
            {errorOf('firstName')}
          </Field>
          <Field>
            {label('lastName')}
            <input type="text" autoComplete="family-name" maxLength={100} {...bind('lastName')} />
            {errorOf('lastName')}
          </Field>
        </div>

        <div className="form-row">
          <Field>
            {label('street')}
            <input type="text" autoComplete="address-line1" maxLength={200} {...bind('street')} />
            {errorOf('street')}
          </Field>
          <Field>
            {label('streetNumber')}
            <input type="text" maxLength={20} {...bind('streetNumber')} />
            {errorOf('streetNumber')}
          </Field>
        </div>

        <Field>
          {label('complement', false)}
          <input type="text" autoComplete="address-line2" maxLength={200} {...bind('complement')} />
          {errorOf('complement')}
        </Field>

        <div className="form-row">
          <Field>
            {label('zip')}
            <input type="text" autoComplete="postal-code" maxLength={12} {...bind('zip')} />
            {errorOf('zip')}
          </Field>
          <Field>
            {label('city')}
            <input type="text" autoComplete="address-level2" maxLength={100} {...bind('city')} />
            {errorOf('city')}
          </Field>
        </div>

        <div className="form-row">
          <Field>
            {label('country')}
            <select autoComplete="country" {...bind('country')}>
              {countryOptions(locale).map((country) => (
                <option key={country.code} value={country.code} suppressHydrationWarning>
                  {country.label}
                </option>
              ))}
            </select>
            {errorOf('country')}
          </Field>
          <Field>
            {label('state')}
            {isSwiss ? (
              <select autoComplete="address-level1" {...bind('state')}>
                {cantonOptions(locale).map((canton) => (
                  <option key={canton.code} value={canton.code}>
                    {canton.label}
                  </option>
                ))}
              </select>
            ) : (
              <input type="text" autoComplete="address-level1" maxLength={100} {...bind('state')} />
            )}
            {errorOf('state')}
          </Field>
        </div>

        <div className="form-row">
          <Field>
            {label('phone')}
            <input type="tel" autoComplete="tel" maxLength={30} {...bind('phone', true)} />
            <p className="field-hint" id={`${fieldId('phone')}-hint`}>
              {t('contact.phoneHint')}
            </p>
            {errorOf('phone')}
          </Field>
          <Field>
            {label('birthdate')}
            <input type="text" inputMode="numeric" autoComplete="bday" maxLength={10} placeholder={locale === 'en' ? 'DD.MM.YYYY' : 'JJ.MM.AAAA'} {...bind('birthdate', true)} />
            <p className="field-hint" id={`${fieldId('birthdate')}-hint`}>
              {t('contact.birthdateHint')}
            </p>
            {errorOf('birthdate')}
          </Field>
        </div>

        <Field>
          {label('email')}
          <input type="email" autoComplete="email" spellCheck={false} maxLength={254} {...bind('email')} />
          {errorOf('email')}
        </Field>

        <Field>
          <div className="field-check">
            <input
              type="checkbox"
              id={fieldId('cg')}
              name="cg"
              value="true"
              checked={values.cg === 'true'}
              onChange={(e) => change('cg', e.target.checked ? 'true' : 'false')}
              required
              aria-invalid={errors.cg ? true : undefined}
              aria-describedby={errors.cg ? `${fieldId('cg')}-error` : undefined}
            />
            <label htmlFor={fieldId('cg')}>
              <Trans t={t} i18nKey="contact.cg" components={[<LocalizedLink key="terms" to="/cguone" target="_blank" />]} />
              <RequiredMark />
            </label>
          </div>
          {errorOf('cg')}
        </Field>

        <Field>
          <div className="field-check">
            <input
              type="checkbox"
              id={fieldId('dataUse')}
              name="dataUse"
              value="true"
              checked={values.dataUse === 'true'}
              onChange={(e) => change('dataUse', e.target.checked ? 'true' : 'false')}
            />
            <label htmlFor={fieldId('dataUse')}>{t('contact.dataUse')}</label>
          </div>
        </Field>

        {account ? (
          <Field>
            <div className="field-check">
              <input
                type="checkbox"
                id={fieldId(SAVE_TO_ACCOUNT)}
                name={SAVE_TO_ACCOUNT}
                value="true"
                checked={values[SAVE_TO_ACCOUNT] === 'true'}
                onChange={(e) => change(SAVE_TO_ACCOUNT, e.target.checked ? 'true' : 'false')}
                aria-describedby={`${fieldId(SAVE_TO_ACCOUNT)}-hint`}
              />
              <label htmlFor={fieldId(SAVE_TO_ACCOUNT)}>{t('contact.saveToAccount')}</label>
            </div>
            <p className="field-hint" id={`${fieldId(SAVE_TO_ACCOUNT)}-hint`}>
              {t('contact.saveToAccountHint', { username: account.username })}
            </p>
          </Field>
        ) : null}

        <div className="form-actions">
          <button type="submit" className="btn btn-theme" aria-disabled={pending || undefined}>
            {pending ? t('contact.saving') : t('contact.submit')}
          </button>
        </div>
      </Form>
    </section>
  )
}

function Field({ children }: { children: ReactNode }) {
  return <div className="field">{children}</div>
}

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
