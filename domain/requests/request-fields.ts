/**
 * What a contact, information or visit request is made of: its kinds, fields, limits and which
 * fields are required. Light on purpose (no validation library): the form renders from it, and
 * loads the checks of request-rules.ts only once a visitor uses it.
 */

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

/**
 * Phone country calling codes of PHONE_COUNTRIES, for the country list ("Suisse (+41)"): the same
 * as libphonenumber's (a test compares them), without loading its metadata into every page.
 */
export const PHONE_CALLING_CODES: Record<(typeof PHONE_COUNTRIES)[number], string> = {
  CH: '41', FR: '33', DE: '49', IT: '39', AT: '43', LI: '423', BE: '32', NL: '31', LU: '352', GB: '44',
  IE: '353', ES: '34', PT: '351', DK: '45', SE: '46', NO: '47', FI: '358', PL: '48', CZ: '420',
  US: '1', CA: '1', BR: '55', AE: '971', SA: '966', IL: '972', CN: '86', JP: '81', AU: '61',
}

/**
 * The fields of a request of this kind, in the order of the form, and whether each is required.
 * The contact form asks for a birthdate and a message (SPEC §5); a visit request may name
 * preferred dates.
 */
export function requestFields(kind: RequestKind): { name: string; required: boolean }[] {
  const field = (name: string, required = true) => ({ name, required })
  return [
    field('title'),
    field('firstName'),
    field('lastName'),
    field('email'),
    field('phoneCountry'),
    field('phone'),
    ...(kind === 'contact' ? [field('birthdate')] : []),
    ...(kind === 'visit' ? [field('visitDates', false)] : []),
    field('message', kind === 'contact'),
  ]
}
