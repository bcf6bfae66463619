/**
 * The rules of the back office's property forms (rentals and sales) in the one validation system
 * (domain/validation): each refusal has a stable code and a message key of the validation catalogue.
 * Values are trimmed before they are judged, as staff see them. Pure and browser-safe.
 */
import { readFrancs } from '../format/francs'
import { RESORT_BOUNDS, withinResort } from '../address/types'
import type { FieldValues, Rule } from '../validation'

const trimmed = (value: string | undefined) => (value ?? '').trim()

/** A value other than blanks. */
export const filled: Rule = { code: 'required', messageKey: 'backOffice.required', checksEmpty: true, test: (value) => value.trim() !== '' }

/** At most `max` characters. */
export const atMost = (max: number): Rule => ({ code: 'maxLength', messageKey: 'backOffice.tooLong', params: { max }, test: (value) => value.trim().length <= max })

/** One of the values offered. */
export const choice = (choices: readonly string[]): Rule => ({ code: 'oneOf', messageKey: 'backOffice.choice', test: (value) => choices.includes(value.trim()) })

/** A whole number as a form sends one (six digits at most). */
export const isWhole = (value: string | undefined) => /^-?\d{1,6}$/.test(trimmed(value))

/** A whole number from `min` to `max`: two rules, so "2.5" and "99" get their own message. */
export const whole = (min: number, max: number): Rule[] => [
  { code: 'whole', messageKey: 'backOffice.whole', test: isWhole },
  { code: 'between', messageKey: 'backOffice.between', params: { min, max }, test: (value) => Number(value.trim()) >= min && Number(value.trim()) <= max },
]

/** Francs as typed ("1'250.50", "1250,5"). */
export const money: Rule = { code: 'money', messageKey: 'backOffice.money', test: (value) => readFrancs(value) !== null }

/** A reference: letters, digits, dots and dashes, starting with a letter or a digit. */
export const reference: Rule = { code: 'reference', messageKey: 'backOffice.reference', test: (value) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value.trim()) }

/** A real calendar date, YYYY-MM-DD. */
export const isoDate: Rule = {
  code: 'date',
  messageKey: 'backOffice.date',
  test: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && new Date(`${value.trim()}T00:00:00Z`).toISOString().startsWith(value.trim()),
}

/** A coordinate as typed ("46.31", "46,31"), or null. */
export function coordinateOf(value: string | undefined): number | null {
  const text = trimmed(value).replace(',', '.')
  return /^-?\d{1,3}(\.\d{1,10})?$/.test(text) ? Number(text) : null
}

const coordinate: Rule = { code: 'coordinate', messageKey: 'backOffice.coordinate', test: (value) => coordinateOf(value) !== null }

/** The point on the map inside the resort's area (SPEC §9); judged once both coordinates are numbers. */
const inResort: Rule = {
  code: 'outsideArea',
  messageKey: 'backOffice.outsideArea',
  params: RESORT_BOUNDS,
  test: (_value, { values }) => {
    const latitude = coordinateOf(values.latitude)
    const longitude = coordinateOf(values.longitude)
    return latitude === null || longitude === null || withinResort(latitude, longitude)
  },
}

export const coordinateRules = { latitude: [filled, coordinate, inResort], longitude: [filled, coordinate, inResort] }

/** The year a building was renovated: not before it was built. */
const notBeforeConstruction = (years: Rule[]): Rule => ({
  code: 'renovation',
  messageKey: 'backOffice.renovation',
  test: (value, context) => {
    const built = context.values.constructionYear ?? ''
    const valid = built.trim() !== '' && years.every((rule) => rule.test(built, context))
    return !valid || Number(value.trim()) >= Number(built.trim())
  },
})

/** Construction and renovation years, from 1700 to five years ahead. */
export function yearRules(): Record<'constructionYear' | 'renovationYear', Rule[]> {
  const years = whole(1700, new Date().getUTCFullYear() + 5)
  return { constructionYear: years, renovationYear: [...years, notBeforeConstruction(years)] }
}

/** Every ticked value one of the offered (the amenities: a list, judged as its JSON text). */
export const eachOf = (choices: readonly string[]): Rule => ({
  code: 'oneOf',
  messageKey: 'backOffice.choice',
  checksEmpty: true,
  test: (value) => (JSON.parse(value || '[]') as string[]).every((item) => choices.includes(item)),
})

/** The texts of both languages: a title each, summary and description within their limits. */
export function textRules(locales: readonly string[]): Record<string, Rule[]> {
  const rules: Record<string, Rule[]> = {}
  for (const locale of locales) {
    rules[`title_${locale}`] = [filled, atMost(150)]
    rules[`summary_${locale}`] = [atMost(600)]
    rules[`description_${locale}`] = [atMost(10_000)]
  }
  return rules
}

/** A field's value, trimmed ("" when not sent). */
export const raw = (values: FieldValues, name: string) => trimmed(values[name])

/** A whole number field, or `empty` when left blank (checked before: the rules passed). */
export const wholeOr = <T>(values: FieldValues, name: string, empty: T): number | T => (raw(values, name) === '' ? empty : Number(raw(values, name)))
