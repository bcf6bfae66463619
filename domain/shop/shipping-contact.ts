/**
 * The shipping contact (SPEC §3, §5): who orders, with its rules. Pure, so the checkout and profile
 * forms check as you type with the same rules the server applies (the server's verdict counts).
 * Every field is required except complement and dataUse; cg must be ticked; the birthdate is an
 * adult's; the phone is valid for the chosen country. The state depends on the country: one of the
 * 26 cantons for Switzerland (default Valais), a required text where the post names a state
 * (../i18n/address-states.ts: the United States, Canada…), none elsewhere (a United Kingdom address).
 */
import {
  adult,
  checked,
  email,
  type FieldRules,
  type FieldValues,
  maxLength,
  oneOf,
  phone,
  required,
  swissDate,
} from '../validation'
import { CANTONS, CONTACT_DEFAULTS, CONTACT_TITLES } from './contact-choices'
import { asksState } from '../i18n/address-states'
import { COUNTRY_CODES } from '../i18n/country-codes'

// The choices live apart from the rules, so that a page showing a canton (the cart) loads no validation.
export { CANTONS, CONTACT_DEFAULTS, CONTACT_TITLES } from './contact-choices'

/**
 * Countries a contact may live in: every country (issue 26). Here with the rules, not with the
 * choices that every page's cart loads: the list is only for the forms that check a contact.
 */
export const CONTACT_COUNTRIES: readonly string[] = COUNTRY_CODES

export const SHIPPING_CONTACT_FIELDS = [
  'title', 'firstName', 'lastName', 'street', 'streetNumber', 'complement', 'zip', 'city',
  'country', 'state', 'phone', 'birthdate', 'email', 'cg', 'dataUse',
] as const

export type ShippingContactField = (typeof SHIPPING_CONTACT_FIELDS)[number]
export type ShippingContactValues = Partial<Record<ShippingContactField, string>>

/**
 * Who the contact is and where it lives, as an envelope names it: the fields every reading of a
 * shipping contact shows (the cart's view, the order's documents, the form's labels).
 */
export type ContactNameAndAddress = {
  firstName: string
  lastName: string
  street: string
  streetNumber: string
  complement: string
  zip: string
  city: string
  /** ISO 3166 alpha-2. */
  country: string
}

const text = (max: number) => [required, maxLength(max)]

/** State: a canton for Switzerland, a short text where the post names a state, nothing elsewhere. */
function stateRules(values: FieldValues) {
  const country = values.country ?? CONTACT_DEFAULTS.country
  if (country === 'CH') return [required, oneOf(CANTONS)]
  return asksState(country) ? text(100) : [maxLength(100)]
}

/** The rules of the shipping contact; `withTerms: false` leaves out cg (a profile has no terms box). */
export function shippingContactRules(values: FieldValues, { withTerms = true } = {}): FieldRules {
  return {
    title: [required, oneOf(CONTACT_TITLES)],
    firstName: text(100),
    lastName: text(100),
    street: text(200),
    streetNumber: text(20),
    complement: [maxLength(200)],
    zip: text(12),
    city: text(100),
    country: [required, oneOf(CONTACT_COUNTRIES)],
    state: stateRules(values),
    phone: [required, maxLength(30), phone({ countryField: 'country' })],
    birthdate: [required, swissDate({ min: '1900-01-01' }), adult()],
    email: [required, maxLength(254), email],
    ...(withTerms ? { cg: [checked] } : {}),
  }
}

/**
 * The contact's values from a form or a JSON body, as text (booleans become "true"/"false"),
 * with the defaults of SPEC §9 for what is missing.
 */
export function readShippingContact(source: { get: (name: string) => unknown } | Record<string, unknown>): ShippingContactValues {
  const get = (name: string): unknown =>
    typeof (source as { get?: unknown }).get === 'function'
      ? (source as { get: (name: string) => unknown }).get(name)
      : (source as Record<string, unknown>)[name]
  const values: ShippingContactValues = {}
  for (const field of SHIPPING_CONTACT_FIELDS) {
    const value = get(field)
    if (typeof value === 'string') values[field] = value.trim()
    else if (typeof value === 'boolean' || typeof value === 'number') values[field] = String(value)
  }
  for (const [field, value] of Object.entries(CONTACT_DEFAULTS)) {
    if (field !== 'state') values[field as ShippingContactField] ??= value
  }
  // Valais by default in Switzerland; no state where the post names none (one sent anyway is dropped).
  if (values.country === CONTACT_DEFAULTS.country) values.state ??= CONTACT_DEFAULTS.state
  else if (asksState(values.country ?? '')) values.state ??= ''
  else values.state = ''
  return values
}
