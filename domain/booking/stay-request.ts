/**
 * A stay as a visitor asks for it: arrival, departure, adults and the children's ages, read from the
 * quote API's query, from the rental page's address and from the booking form (with or without
 * JavaScript). Only the syntax is read here; the booking rules (domain/booking/rules) judge the
 * values, so a wrong number of adults or a child's age of 19 gets the rules' own message.
 * Pure and browser-safe: the booking box builds its links and API calls with the same functions.
 */
import { type Guests, MOST_PERSONS } from './rules/capacity'
import { isIsoDate } from './rules/calendar'
import type { Bilingual } from '../i18n/bilingual'
import type { Stay } from './rules/stay-rules'

/** A stay's fields as text, as a form holds them (`children`: one age per child, '' when not chosen). */
export type StayFields = { from: string; to: string; adults: string; children: string[] }

/** Anything with URLSearchParams' or FormData's `get` and `getAll`. */
export type ParamSource = {
  get(name: string): FormDataEntryValue | null
  getAll(name: string): FormDataEntryValue[]
}

export type StayRequest = { stay: Stay; guests: Guests }

export type StayRequestRefusal = { ok: false; code: 'missing_period'; messages: Bilingual }

/** Adults when the request names none (the catalogue API's `persons` defaulted to 1). */
export const DEFAULT_ADULTS = 1

/** No rental sleeps more: a longer list of ages is cut (the capacity rule refuses it anyway). */
const MOST_CHILDREN = MOST_PERSONS

const MISSING_PERIOD: Bilingual = {
  fr: "Choisissez une date d'arrivée et une date de départ.",
  en: 'Choose an arrival and a departure date.',
}

/**
 * A field's text is cut here: no date, number of adults or age is longer, so a cut value stays as
 * wrong as it was, and a page never repeats kilobytes of an address in its lists and data.
 */
const LONGEST_FIELD = 32

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim().slice(0, LONGEST_FIELD) : '')

/** The first of the given parameters that has a value ('' when none has). */
function firstOf(source: ParamSource, names: readonly string[]): string {
  for (const name of names) {
    const value = text(source.get(name))
    if (value !== '') return value
  }
  return ''
}

/** Every query parameter `readStayFields` reads (a page showing a stay declares them, decision 046). */
export const STAY_FIELD_NAMES = ['startPeriod', 'from', 'endPeriod', 'to', 'adults', 'persons', 'children', 'children[]', 'childCount'] as const

/**
 * The children's ages: `children=4,9`, repeated `children=4&children=9` or `children[]=4`. Without
 * a `childCount`, empty entries are no child; with it (the form's "Children" select), there are that
 * many children and an age not chosen stays ''.
 */
function readChildren(source: ParamSource): string[] {
  const entries = [...source.getAll('children'), ...source.getAll('children[]')]
    .slice(0, MOST_CHILDREN)
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',', MOST_CHILDREN) : []))
    .map((age) => age.trim().slice(0, LONGEST_FIELD))
  const count = text(source.get('childCount'))
  if (!/^\d{1,2}$/.test(count)) return entries.filter((age) => age !== '').slice(0, MOST_CHILDREN)
  const wanted = Math.min(Number(count), MOST_CHILDREN)
  return Array.from({ length: wanted }, (_, i) => entries[i] ?? '')
}

/**
 * The fields of a stay from a query or a form. `startPeriod`/`endPeriod` (the API's names) or
 * `from`/`to` (the pages' and the former API's), `adults` or the former `persons`.
 */
export function readStayFields(source: ParamSource): StayFields {
  return {
    from: firstOf(source, ['startPeriod', 'from']),
    to: firstOf(source, ['endPeriod', 'to']),
    adults: firstOf(source, ['adults', 'persons']),
    children: readChildren(source),
  }
}

/** Whether the fields name a period (the page then shows its quote). */
export function hasPeriod(fields: StayFields): boolean {
  return fields.from !== '' && fields.to !== ''
}

/**
 * A whole number written in digits, else NaN (which the rules refuse with their own message). Up to
 * nine digits, so that a party of a million is told the rental's capacity, not "not a number".
 */
export function wholeNumber(value: string): number {
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN
}

/**
 * Whether a query asks what no stay can be: an arrival or departure that is no date, a number of
 * adults, children or an age that is no whole number, or more persons than any rental sleeps. The
 * rental page still shows the rental and why (decision 038), answered 400 as refused input is; a
 * party the rental does not sleep, or a Sunday, is a stay the rules refuse, answered 200.
 */
export function isMalformedStay(source: ParamSource): boolean {
  const fields = readStayFields(source)
  const notDay = (value: string) => value !== '' && !isIsoDate(value)
  const notCount = (value: string, most: number) => value !== '' && !(wholeNumber(value) <= most)
  return (
    notDay(fields.from) ||
    notDay(fields.to) ||
    notCount(fields.adults, MOST_PERSONS) ||
    notCount(text(source.get('childCount')), MOST_CHILDREN) ||
    fields.children.some((age) => notCount(age, Number.MAX_SAFE_INTEGER))
  )
}

/** The stay and the party the rules will judge, or a refusal when no period is given. */
export function stayRequestOf(fields: StayFields): { ok: true; value: StayRequest } | StayRequestRefusal {
  if (!hasPeriod(fields)) return { ok: false, code: 'missing_period', messages: MISSING_PERIOD }
  return {
    ok: true,
    value: {
      stay: { arrival: fields.from, departure: fields.to },
      guests: {
        adults: fields.adults === '' ? DEFAULT_ADULTS : wholeNumber(fields.adults),
        childAges: fields.children.map(wholeNumber),
      },
    },
  }
}

/** Which field of the booking form a refusal is about, to show its message beside it. */
export type StayField = 'from' | 'to' | 'adults' | 'children'

const FIELD_OF_CODE: Record<string, StayField> = {
  missing_period: 'from',
  invalid_date: 'from',
  arrival_weekday: 'from',
  departure_weekday: 'to',
  end_before_start: 'to',
  too_short: 'to',
  too_long: 'to',
  invalid_guests: 'adults',
  no_adult: 'adults',
  over_capacity: 'adults',
  invalid_child_age: 'children',
  price_unavailable: 'from',
  no_availability: 'from',
  tourist_tax_unknown: 'from',
}

export function fieldOfRefusal(code: string): StayField {
  return FIELD_OF_CODE[code] ?? 'from'
}

/**
 * The rental page's address parameters for a stay (`from`, `to`, `adults`, `children=4,9`), the
 * empty ones left out: what the list, the price grid and the calendar link to.
 */
export function staySearch(fields: Partial<StayFields>): string {
  const params = new URLSearchParams()
  if (fields.from) params.set('from', fields.from)
  if (fields.to) params.set('to', fields.to)
  if (fields.adults) params.set('adults', fields.adults)
  const ages = (fields.children ?? []).filter((age) => age !== '')
  if (ages.length > 0) params.set('children', ages.join(','))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** GET /api/locations/{id}/price for a stay, in the API's own parameter names. */
export function quoteApiPath(locationId: number, fields: StayFields, locale: string): string {
  const params = new URLSearchParams({ startPeriod: fields.from, endPeriod: fields.to, adults: fields.adults || String(DEFAULT_ADULTS) })
  // childCount keeps a child whose age is not chosen yet: the rules then ask for it.
  if (fields.children.length > 0) {
    params.set('children', fields.children.join(','))
    params.set('childCount', String(fields.children.length))
  }
  params.set('locale', locale)
  return `/api/locations/${locationId}/price?${params.toString()}`
}
