/**
 * What a contact, information or visit request is made of, and its rules. Pure: the form in the
 * browser and the server import the same rules (the server's verdict is the one that counts).
 */
import {
  adult,
  email,
  type FieldRules,
  maxLength,
  oneOf,
  phone,
  required,
  swissDate,
} from '../validation'

export const REQUEST_KINDS = ['contact', 'information', 'visit'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export const SUBJECT_TYPES = ['location', 'sale'] as const
export type SubjectType = (typeof SUBJECT_TYPES)[number]

/** Civility, mr by default (SPEC §9 "title mr."). */
export const REQUEST_TITLES = ['mr', 'mrs', 'ms'] as const
export type RequestTitle = (typeof REQUEST_TITLES)[number]

/** Countries offered for the phone number, Switzerland first (SPEC §9 "country CH"). */
export const PHONE_COUNTRIES = [
  'CH', 'FR', 'DE', 'IT', 'AT', 'LI', 'BE', 'NL', 'LU', 'GB', 'IE', 'ES', 'PT',
  'DK', 'SE', 'NO', 'FI', 'PL', 'CZ', 'US', 'CA', 'BR', 'AE', 'SA', 'IL', 'CN', 'JP', 'AU',
] as const
export const DEFAULT_PHONE_COUNTRY = 'CH'

export const REQUEST_LIMITS = { name: 100, email: 254, phone: 30, visitDates: 300, message: 5000 } as const

/** The hidden field that people never see nor fill; a robot that fills it is turned away quietly. */
export const HONEYPOT_FIELD = 'website'

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value)
}

export function isSubjectType(value: unknown): value is SubjectType {
  return typeof value === 'string' && (SUBJECT_TYPES as readonly string[]).includes(value)
}

/**
 * The fields of a request of this kind, in the order of the form. The contact form asks for a
 * birthdate and requires an adult (SPEC §5); a visit request may name preferred dates.
 */
export function requestFieldRules(kind: RequestKind): FieldRules {
  return {
    title: [required, oneOf(REQUEST_TITLES)],
    firstName: [required, maxLength(REQUEST_LIMITS.name)],
    lastName: [required, maxLength(REQUEST_LIMITS.name)],
    email: [required, maxLength(REQUEST_LIMITS.email), email],
    phoneCountry: [required, oneOf(PHONE_COUNTRIES)],
    phone: [required, maxLength(REQUEST_LIMITS.phone), phone({ countryField: 'phoneCountry' })],
    ...(kind === 'contact' ? { birthdate: [required, swissDate({ min: '1900-01-01' }), adult()] } : {}),
    ...(kind === 'visit' ? { visitDates: [maxLength(REQUEST_LIMITS.visitDates)] } : {}),
    message: kind === 'contact' ? [required, maxLength(REQUEST_LIMITS.message)] : [maxLength(REQUEST_LIMITS.message)],
  }
}

/** Every field a request form sends (hidden ones included). */
export const REQUEST_FORM_FIELDS = [
  'kind',
  'subjectType',
  'subjectId',
  'title',
  'firstName',
  'lastName',
  'email',
  'phoneCountry',
  'phone',
  'birthdate',
  'visitDates',
  'message',
  'returnTo',
  HONEYPOT_FIELD,
] as const

export type RequestFormValues = Partial<Record<(typeof REQUEST_FORM_FIELDS)[number], string>>

/** The text values of a submitted form (files and unknown fields are ignored). */
export function readRequestForm(form: { get: (name: string) => unknown }): RequestFormValues {
  const values: RequestFormValues = {}
  for (const name of REQUEST_FORM_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return values
}

/** The page with the success flag and the form's anchor: "/contact?demande=envoyee#request-form". */
export function successPath(returnTo: string): string {
  const url = new URL(returnTo, 'http://site.invalid')
  url.searchParams.set(REQUEST_STATUS_PARAM, REQUEST_SENT)
  return `${url.pathname}${url.search}#${REQUEST_FORM_ANCHOR}`
}

export const REQUEST_STATUS_PARAM = 'demande'
export const REQUEST_SENT = 'envoyee'
export const REQUEST_FORM_ANCHOR = 'request-form'
