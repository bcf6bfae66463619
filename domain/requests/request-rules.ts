/**
 * The rules of a contact, information or visit request. Pure: the form in the browser (loaded when
 * a visitor uses it) and the server import the same rules (the server's verdict is the one that
 * counts). The fields themselves are in request-fields.ts, re-exported here.
 */
import {
  adult,
  email,
  type FieldRules,
  maxLength,
  oneOf,
  phone,
  required,
  type Rule,
  swissDate,
} from '../validation'
import { PHONE_COUNTRIES, REQUEST_LIMITS, REQUEST_TITLES, type RequestKind, requestFields } from './request-fields'

export * from './request-fields'

/** The checks of each field besides "required", which requestFields decides. */
const CHECKS: Record<string, Rule[]> = {
  title: [oneOf(REQUEST_TITLES)],
  firstName: [maxLength(REQUEST_LIMITS.name)],
  lastName: [maxLength(REQUEST_LIMITS.name)],
  email: [maxLength(REQUEST_LIMITS.email), email],
  phoneCountry: [oneOf(PHONE_COUNTRIES)],
  phone: [maxLength(REQUEST_LIMITS.phone), phone({ countryField: 'phoneCountry' })],
  birthdate: [swissDate({ min: '1900-01-01' }), adult()],
  visitDates: [maxLength(REQUEST_LIMITS.visitDates)],
  message: [maxLength(REQUEST_LIMITS.message)],
}

/** The rules of each field of a request of this kind, in the order of the form. */
export function requestFieldRules(kind: RequestKind): FieldRules {
  return Object.fromEntries(
    requestFields(kind).map(({ name, required: isRequired }) => [name, isRequired ? [required, ...CHECKS[name]] : CHECKS[name]]),
  )
}
