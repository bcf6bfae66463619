/**
 * A rental's arrival information as staff edit it (docs/decisions/057): check-in and check-out
 * times, the access code and Wi-Fi, and in French (required) and English (optional) the address, the
 * key pickup, parking and notes. Pure: the form's text in, the value or field errors out. An English
 * text left empty falls back to the French one where a guest reads it (`arrivalTextsIn`).
 */
import type { ArrivalTexts } from '../../../db/schema'
import { fieldError, fieldErrorsByCode, type FieldErrors, type MessageKey } from '../../validation'

export const ARRIVAL_LANGUAGES = ['fr', 'en'] as const
export type ArrivalLanguage = (typeof ARRIVAL_LANGUAGES)[number]

/** The texts of each language, in the order of the form, with their longest length. */
export const ARRIVAL_TEXT_FIELDS = { address: 300, keyPickup: 1_000, parking: 1_000, notes: 2_000 } as const satisfies Record<keyof ArrivalTexts, number>
export type ArrivalTextField = keyof typeof ARRIVAL_TEXT_FIELDS
/** French texts a guest cannot do without. */
const REQUIRED_FRENCH: readonly ArrivalTextField[] = ['address', 'keyPickup']

/** The fields that are not texts, with their longest length (a WPA passphrase has 63 characters at most). */
export const ARRIVAL_FIELDS = { accessCode: 60, wifiNetwork: 64, wifiPassword: 64 } as const

export type ArrivalInput = {
  checkInFrom: string
  checkOutBy: string
  accessCode: string
  wifiNetwork: string
  wifiPassword: string
  texts: { fr: ArrivalTexts; en?: ArrivalTexts }
}

/** Why a field is refused: stable codes and their keys in the validation catalogue. */
export const ARRIVAL_PROBLEMS = {
  required: 'backOffice.required',
  time: 'backOffice.arrival.time',
  french_first: 'backOffice.arrival.frenchFirst',
} as const satisfies Record<string, MessageKey>

export const arrivalError = fieldErrorsByCode(ARRIVAL_PROBLEMS)

/** The form's name of a text field in a language: `address_fr`, `parking_en`… */
export const textFieldName = (field: ArrivalTextField, language: ArrivalLanguage) => `${field}_${language}`

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** "9:05" or "09:05" → "09:05"; null for anything else. */
export function readTime(raw: string | undefined): string | null {
  const value = (raw ?? '').trim()
  const padded = /^\d:\d\d$/.test(value) ? `0${value}` : value
  return TIME.test(padded) ? padded : null
}

/** Line ends as one kind, spaces around trimmed: what is stored and compared. */
const cleanText = (raw: string | undefined) => (raw ?? '').replace(/\r\n?/g, '\n').trim()
const length = (value: string) => [...value].length
const tooLong = (max: number, locale: string) => fieldError({ code: 'maxLength', messageKey: 'backOffice.tooLong', params: { max } }, locale)

export type ParsedArrival = { ok: true; value: ArrivalInput } | { ok: false; errors: FieldErrors }

export function parseArrival(values: Readonly<Record<string, string | undefined>>, locale: string): ParsedArrival {
  const errors: FieldErrors = {}
  const checkInFrom = readTime(values.checkInFrom)
  const checkOutBy = readTime(values.checkOutBy)
  if (!checkInFrom) errors.checkInFrom = arrivalError('time', locale)
  if (!checkOutBy) errors.checkOutBy = arrivalError('time', locale)
  const plain = Object.fromEntries(
    Object.entries(ARRIVAL_FIELDS).map(([field, max]) => {
      const value = (values[field] ?? '').trim()
      if (length(value) > max) errors[field] = tooLong(max, locale)
      return [field, value]
    }),
  ) as Record<keyof typeof ARRIVAL_FIELDS, string>
  const texts = {} as Record<ArrivalLanguage, ArrivalTexts>
  for (const language of ARRIVAL_LANGUAGES) {
    texts[language] = {} as ArrivalTexts
    for (const [field, max] of Object.entries(ARRIVAL_TEXT_FIELDS) as [ArrivalTextField, number][]) {
      const name = textFieldName(field, language)
      const value = cleanText(values[name])
      texts[language][field] = value
      if (length(value) > max) errors[name] = tooLong(max, locale)
    }
  }
  for (const field of Object.keys(ARRIVAL_TEXT_FIELDS) as ArrivalTextField[]) {
    const name = textFieldName(field, 'fr')
    if (errors[name]) continue
    if (!texts.fr[field] && REQUIRED_FRENCH.includes(field)) errors[name] = arrivalError('required', locale)
    // An English text without its French one: French guests would read nothing there.
    else if (!texts.fr[field] && texts.en[field]) errors[name] = arrivalError('french_first', locale)
  }
  if (Object.keys(errors).length > 0 || !checkInFrom || !checkOutBy) return { ok: false, errors }
  const english = Object.values(texts.en).some(Boolean)
  return { ok: true, value: { checkInFrom, checkOutBy, ...plain, texts: english ? { fr: texts.fr, en: texts.en } : { fr: texts.fr } } }
}

/** The texts a guest reads in `locale`: English where given, French for English left empty and for any other language. */
export function arrivalTextsIn(texts: { fr: ArrivalTexts; en?: ArrivalTexts }, locale: string): ArrivalTexts {
  if (locale !== 'en' || !texts.en) return texts.fr
  const en = texts.en
  return Object.fromEntries((Object.keys(ARRIVAL_TEXT_FIELDS) as ArrivalTextField[]).map((field) => [field, en[field] || texts.fr[field]])) as ArrivalTexts
}

/** The form's values of a saved arrival (the secrets already opened), to edit it again. */
export function arrivalFormOf(input: ArrivalInput): Record<string, string> {
  const values: Record<string, string> = {
    checkInFrom: input.checkInFrom,
    checkOutBy: input.checkOutBy,
    accessCode: input.accessCode,
    wifiNetwork: input.wifiNetwork,
    wifiPassword: input.wifiPassword,
  }
  for (const language of ARRIVAL_LANGUAGES) {
    for (const field of Object.keys(ARRIVAL_TEXT_FIELDS) as ArrivalTextField[]) values[textFieldName(field, language)] = input.texts[language]?.[field] ?? ''
  }
  return values
}
