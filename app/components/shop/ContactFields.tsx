import { CANTONS, CONTACT_DEFAULTS, CONTACT_TITLES } from '../../../domain/shop/contact-choices'
import type { ContactNameAndAddress } from '../../../domain/shop/shipping-contact'
import { bindField, type FormFieldState, RadioGroupField, SelectField, TextField, type Values } from '../fields'
import { useLocale } from '../../lib/locale'
import { cantonOptions, useCountryChoices } from './countries'
import { asksState } from '../../../domain/i18n/address-states'

type Title = (typeof CONTACT_TITLES)[number]

/** The words of a form that shows the contact (each form keeps its own, in its own namespace): a label for each field of the name and address, and the rest. */
export type ContactTexts = Record<keyof ContactNameAndAddress, string> & {
  title: string
  titles: Record<Title, string>
  /** The state's label: a canton in Switzerland, a region elsewhere. */
  state: (swiss: boolean) => string
  phone: string
  birthdate: string
  email: string
  /** The first, empty choice of the canton list while none is chosen. */
  choose: string
  /** The first, empty choice of the country list ("Choose a country"). */
  chooseCountry: string
  hints: Partial<Record<'complement' | 'phone' | 'birthdate' | 'email', string>>
  birthdatePlaceholder?: string
}

const isCanton = (value: string | undefined) => (CANTONS as readonly string[]).includes(value ?? '')

/**
 * The state a country change leaves: Switzerland needs a canton (Valais by default, or the one
 * chosen), a canton means nothing outside Switzerland, and a country whose post names no state
 * has none.
 */
export function stateForCountry(country: string, state: string | undefined): string {
  if (country === 'CH') return isCanton(state) ? (state as string) : CONTACT_DEFAULTS.state
  if (!asksState(country)) return ''
  return isCanton(state) ? '' : (state ?? '')
}

/**
 * A contact whose country was changed before the page came alive keeps a state that fits it: the
 * form could not swap the canton list and the region field yet (an empty one stays empty).
 */
export function settleContact(values: Values): Values {
  const country = values.country || CONTACT_DEFAULTS.country
  const state = values.state ?? ''
  if (state === '' || (asksState(country) && isCanton(state) === (country === 'CH'))) return values
  return { ...values, state: stateForCountry(country, state) }
}

/**
 * The shipping contact's fields (SPEC §3), the one rendering of the checkout contact step, the
 * sign-up and the profile: title, names, address, country and canton or region, phone, birthdate
 * and, when asked, the e-mail. The form around it adds its boxes to tick. The state shows only where
 * the post names one (a canton in Switzerland, a state in the United States…); without JavaScript
 * the server asks for it after a country change.
 */
export function ContactFields({ form, state, texts, withEmail }: { form: string; state: FormFieldState; texts: ContactTexts; withEmail: boolean }) {
  const locale = useLocale()
  const bind = (name: string) => bindField(state, form, name)
  const countries = useCountryChoices(locale)
  const country = state.values.country ?? CONTACT_DEFAULTS.country
  const swiss = country === 'CH'
  return (
    <>
      <RadioGroupField
        id={`${form}-title`}
        name="title"
        label={texts.title}
        required={state.isRequired('title')}
        error={state.errors.title}
        choices={CONTACT_TITLES.map((title) => ({ value: title, label: texts.titles[title] }))}
        value={state.values.title ?? ''}
        onChange={(title) => state.change('title', title)}
        onBlur={() => state.leave('title')}
      />
      <div className="form-row">
        <TextField {...bind('firstName')} label={texts.firstName} autoComplete="given-name" maxLength={100} />
        <TextField {...bind('lastName')} label={texts.lastName} autoComplete="family-name" maxLength={100} />
      </div>
      <div className="form-row street-row">
        <TextField {...bind('street')} label={texts.street} autoComplete="address-line1" maxLength={200} />
        <TextField {...bind('streetNumber')} label={texts.streetNumber} maxLength={20} />
      </div>
      <TextField {...bind('complement')} label={texts.complement} hint={texts.hints.complement} autoComplete="address-line2" maxLength={200} />
      <div className="form-row city-row">
        <TextField {...bind('zip')} label={texts.zip} autoComplete="postal-code" maxLength={12} />
        <TextField {...bind('city')} label={texts.city} autoComplete="address-level2" maxLength={100} />
      </div>
      <div className="form-row">
        <SelectField
          {...bind('country')}
          value={country}
          label={texts.country}
          autoComplete="country"
          placeholder={texts.chooseCountry}
          choices={countries.map((option) => ({ value: option.code, label: option.label }))}
          onChange={(event) => state.change('country', event.target.value, { state: stateForCountry(event.target.value, state.values.state) })}
        />
        {!asksState(country) ? null : swiss ? (
          <SelectField
            {...bind('state')}
            label={texts.state(true)}
            autoComplete="address-level1"
            placeholder={isCanton(state.values.state) ? undefined : texts.choose}
            choices={cantonOptions(locale).map((option) => ({ value: option.code, label: option.label }))}
          />
        ) : (
          <TextField {...bind('state')} label={texts.state(false)} autoComplete="address-level1" maxLength={100} />
        )}
      </div>
      <div className="form-row">
        <TextField {...bind('phone')} type="tel" label={texts.phone} hint={texts.hints.phone} autoComplete="tel" maxLength={30} />
        <TextField
          {...bind('birthdate')}
          label={texts.birthdate}
          hint={texts.hints.birthdate}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          placeholder={texts.birthdatePlaceholder}
        />
      </div>
      {withEmail ? (
        <TextField {...bind('email')} type="email" label={texts.email} hint={texts.hints.email} autoComplete="email" spellCheck={false} maxLength={254} />
      ) : null}
    </>
  )
}
