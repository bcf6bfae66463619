import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import { CANTONS, CONTACT_TITLES } from '../../../domain/shop/shipping-contact'
import { useLocale } from '../../lib/locale'
import { phoneCountryOptions } from '../forms/phone-countries'
import type { AccountFormState } from './use-account-form'

const fieldId = (form: string, name: string) => `${form}-${name}`

/** The asterisk the note above a form explains; assistive technology reads the required state. */
export function RequiredMark() {
  return (
    <>
      {' '}
      <span className="required" aria-hidden="true">
        *
      </span>
    </>
  )
}

export function FieldError({ form, name, state }: { form: string; name: string; state: AccountFormState }) {
  const error = state.errors[name]
  return error ? (
    <p className="field-error" id={`${fieldId(form, name)}-error`}>
      {error}
    </p>
  ) : null
}

/** Props tying an input to its value, its checks, its hint and its error. */
function bind(form: string, name: string, state: AccountFormState, hint: boolean) {
  const error = state.errors[name]
  const describedBy = [hint ? `${fieldId(form, name)}-hint` : '', error ? `${fieldId(form, name)}-error` : ''].filter(Boolean).join(' ')
  return {
    id: fieldId(form, name),
    name,
    required: state.isRequired(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: () => state.leave(name),
  }
}

type TextFieldProps = {
  form: string
  name: string
  label: string
  hint?: string
  state: AccountFormState
  type?: 'text' | 'email' | 'password' | 'tel'
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'type' | 'value' | 'onChange'>

export function TextField({ form, name, label, hint, state, type = 'text', ...rest }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={fieldId(form, name)}>
        {label}
        {state.isRequired(name) ? <RequiredMark /> : null}
      </label>
      <input
        type={type}
        {...rest}
        {...bind(form, name, state, Boolean(hint))}
        value={state.values[name] ?? ''}
        onChange={(event) => state.change(name, event.target.value)}
      />
      {hint ? (
        <p className="field-hint" id={`${fieldId(form, name)}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError form={form} name={name} state={state} />
    </div>
  )
}

export function CheckField({ form, name, label, state }: { form: string; name: string; label: ReactNode; state: AccountFormState }) {
  const checked = state.values[name] === 'true' || state.values[name] === 'on'
  return (
    <div className="field field-check">
      <input
        type="checkbox"
        {...bind(form, name, state, false)}
        required={undefined}
        value="true"
        checked={checked}
        onChange={(event) => state.change(name, event.target.checked ? 'true' : 'false')}
      />
      <label htmlFor={fieldId(form, name)}>{label}</label>
      <FieldError form={form} name={name} state={state} />
    </div>
  )
}

/** A summary of the errors a server found in a form sent without JavaScript, with links to the fields. */
export function ErrorSummary({ form, state, order, show }: { form: string; state: AccountFormState; order: readonly string[]; show: boolean }) {
  const { t } = useTranslation('account')
  const names = show ? order.filter((name) => state.errors[name]) : []
  if (names.length === 0) return null
  return (
    <div className="alert alert-error error-summary">
      <p className="error-summary__title">{t('errorSummary', { count: names.length })}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a href={`#${name === 'title' ? `${fieldId(form, 'title')}-${state.values.title || 'mr'}` : fieldId(form, name)}`}>
              {state.errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The shipping-contact fields (SPEC §3): title, names, address, country and canton or region, phone,
 * birthdate, optionally the e-mail, and the marketing consent.
 */
export function ContactFields({ form, state, withEmail }: { form: string; state: AccountFormState; withEmail: boolean }) {
  const { t } = useTranslation('account')
  const locale = useLocale()
  const countries = phoneCountryOptions(locale)
  const swiss = (state.values.country || 'CH') === 'CH'
  return (
    <>
      <fieldset className="field" aria-describedby={state.errors.title ? `${fieldId(form, 'title')}-error` : undefined}>
        <legend className="label title-legend">
          {t('fields.title.legend')}
          <RequiredMark />
        </legend>
        <div className="radios">
          {CONTACT_TITLES.map((title) => (
            <div className="field-check" key={title}>
              <input
                type="radio"
                id={`${fieldId(form, 'title')}-${title}`}
                name="title"
                value={title}
                checked={state.values.title === title}
                onChange={() => state.change('title', title)}
                required
                aria-invalid={state.errors.title ? true : undefined}
              />
              <label htmlFor={`${fieldId(form, 'title')}-${title}`}>{t(`fields.title.${title}`)}</label>
            </div>
          ))}
        </div>
        <FieldError form={form} name="title" state={state} />
      </fieldset>
      <div className="form-row">
        <TextField form={form} state={state} name="firstName" label={t('fields.firstName')} autoComplete="given-name" maxLength={100} />
        <TextField form={form} state={state} name="lastName" label={t('fields.lastName')} autoComplete="family-name" maxLength={100} />
      </div>
      <div className="street-row">
        <TextField form={form} state={state} name="street" label={t('fields.street')} autoComplete="address-line1" maxLength={200} />
        <TextField form={form} state={state} name="streetNumber" label={t('fields.streetNumber')} maxLength={20} />
      </div>
      <TextField form={form} state={state} name="complement" label={t('fields.complement')} hint={t('fields.optional')} autoComplete="address-line2" maxLength={200} />
      <div className="form-row city-row">
        <TextField form={form} state={state} name="zip" label={t('fields.zip')} autoComplete="postal-code" maxLength={12} />
        <TextField form={form} state={state} name="city" label={t('fields.city')} autoComplete="address-level2" maxLength={100} />
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={fieldId(form, 'country')}>
            {t('fields.country')}
            <RequiredMark />
          </label>
          <select
            {...bind(form, 'country', state, false)}
            autoComplete="country"
            value={state.values.country || 'CH'}
            onChange={(event) => {
              const country = event.target.value
              // A canton means nothing outside Switzerland, and Switzerland needs one (Valais by default).
              const canton = CANTONS.includes(state.values.state as (typeof CANTONS)[number])
              const stateValue = country === 'CH' ? (canton ? state.values.state : 'VS') : canton ? '' : (state.values.state ?? '')
              state.change('country', country, { state: stateValue })
            }}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code} suppressHydrationWarning>
                {country.label.replace(/\s*\(\+\d+\)$/, '')}
              </option>
            ))}
          </select>
          <FieldError form={form} name="country" state={state} />
        </div>
        {swiss ? (
          <div className="field">
            <label htmlFor={fieldId(form, 'state')}>
              {t('fields.canton')}
              <RequiredMark />
            </label>
            <select {...bind(form, 'state', state, false)} value={state.values.state ?? ''} onChange={(event) => state.change('state', event.target.value)}>
              {CANTONS.includes(state.values.state as (typeof CANTONS)[number]) ? null : <option value="">{t('fields.choose')}</option>}
              {CANTONS.map((canton) => (
                <option key={canton} value={canton}>
                  {canton}
                </option>
              ))}
            </select>
            <FieldError form={form} name="state" state={state} />
          </div>
        ) : (
          <TextField form={form} state={state} name="state" label={t('fields.region')} autoComplete="address-level1" maxLength={100} />
        )}
      </div>
      <div className="form-row">
        <TextField form={form} state={state} name="phone" type="tel" label={t('fields.phone')} hint={t('fields.phoneHint')} autoComplete="tel" maxLength={30} />
        <TextField
          form={form}
          state={state}
          name="birthdate"
          label={t('fields.birthdate')}
          hint={t('fields.birthdateHint')}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
        />
      </div>
      {withEmail ? (
        <TextField form={form} state={state} name="email" type="email" label={t('fields.contactEmail')} hint={t('fields.contactEmailHint')} autoComplete="email" spellCheck={false} maxLength={254} />
      ) : null}
      <CheckField form={form} state={state} name="dataUse" label={t('fields.dataUse')} />
    </>
  )
}
