/**
 * A rental as the back office's form sends it, read and checked in one place: what staff typed
 * becomes the values the `locations` and `location_translations` rows take, or a message per field
 * (French and English). Pure and browser-safe.
 */
import { francsInput, readFrancs } from '../../format/francs'
import type { IncludedItems } from '../../../db/schema'
import { withinResort, RESORT_BOUNDS } from '../../address/types'
import { MOST_PERSONS } from '../../booking/rules/capacity'
import type { StayRules } from '../../booking/rules/stay-rules'
import { LOCATION_KINDS, LOCATION_TYPES, type LocationKind, type LocationType } from '../../catalogue/labels'
import { readStayRules, STAY_RULE_FIELDS, stayRulesFields } from './stay-rules-input'

export type Bilingual = { fr: string; en: string }
/** Field name → message; the names are the form's. */
export type FieldErrors = Record<string, Bilingual>

export const PARKING_TYPES = ['public', 'covered', 'multi_storey', 'outdoor'] as const
/** The amenities the public sheet names (detail.json attributes.amenity). */
export const AMENITIES = ['wifi', 'tv', 'dishwasher', 'washing_machine', 'fireplace', 'sauna', 'ski_room', 'lift', 'view', 'pool', 'garden', 'pets'] as const
export const INCLUDED_ITEMS = ['finalCleaning', 'bedSheets', 'kitchenTowels', 'bathTowels', 'cancellationInsurance', 'touristTax'] as const
export const TEXT_LOCALES = ['fr', 'en'] as const

export type RentalTexts = { title: string; summary: string; description: string }

export type RentalValues = {
  kind: LocationKind
  reference: string
  type: LocationType
  place: string
  numberOfRooms: number
  bedrooms: number
  bathrooms: number
  toilets: number
  terraces: number
  persons: number
  surface: number
  livingSpace: number
  balconyArea: number | null
  floor: number | null
  parkingType: (typeof PARKING_TYPES)[number] | null
  constructionYear: number | null
  renovationYear: number | null
  comfortClass: number
  amenities: string[]
  included: IncludedItems | null
  /** A weekly rental's own stay rules; null: the defaults (and always null for an annual rental). */
  stayRules: StayRules | null
  monthlyRent: number | null
  monthlyCharges: number | null
  availableFrom: string | null
  latitude: number
  longitude: number
  texts: Record<(typeof TEXT_LOCALES)[number], RentalTexts>
}

export type RentalForm = { fields: Readonly<Record<string, string>>; amenities: readonly string[] }
export type ReadResult = { ok: true; value: RentalValues } | { ok: false; errors: FieldErrors }

export const MESSAGES = {
  required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.' },
  choice: { fr: 'Choisissez une des valeurs proposées.', en: 'Choose one of the values offered.' },
  whole: { fr: 'Saisissez un nombre entier.', en: 'Enter a whole number.' },
  money: { fr: 'Saisissez un montant en francs, par exemple 1250 ou 1250.50.', en: 'Enter an amount in francs, for example 1250 or 1250.50.' },
  reference: { fr: 'Lettres, chiffres, points, tirets : 30 caractères au plus.', en: 'Letters, digits, dots and dashes: 30 characters at most.' },
  date: { fr: 'Saisissez une date valide (AAAA-MM-JJ).', en: 'Enter a valid date (YYYY-MM-DD).' },
  coordinate: { fr: 'Saisissez un nombre décimal, par exemple 46.31.', en: 'Enter a decimal number, for example 46.31.' },
  renovation: { fr: 'La rénovation ne peut précéder la construction.', en: 'The renovation cannot come before the construction.' },
} satisfies Record<string, Bilingual>

const between = (min: number, max: number): Bilingual => ({ fr: `Saisissez une valeur de ${min} à ${max}.`, en: `Enter a value from ${min} to ${max}.` })
const tooLong = (max: number): Bilingual => ({ fr: `${max} caractères au plus.`, en: `${max} characters at most.` })
export const OUTSIDE_AREA: Bilingual = {
  fr: `Le point doit se trouver dans la région de Crans-Montana (latitude ${RESORT_BOUNDS.minLatitude} à ${RESORT_BOUNDS.maxLatitude}, longitude ${RESORT_BOUNDS.minLongitude} à ${RESORT_BOUNDS.maxLongitude}).`,
  en: `The point must lie in the Crans-Montana area (latitude ${RESORT_BOUNDS.minLatitude} to ${RESORT_BOUNDS.maxLatitude}, longitude ${RESORT_BOUNDS.minLongitude} to ${RESORT_BOUNDS.maxLongitude}).`,
}
export const REFERENCE_TAKEN: Bilingual = { fr: 'Une autre location porte déjà cette référence.', en: 'Another rental already has this reference.' }

/** Reads one form; collects every field's message rather than stopping at the first. */
export class Reader {
  readonly errors: FieldErrors = {}
  constructor(private readonly fields: Readonly<Record<string, string>>) {}

  raw(name: string): string {
    return (this.fields[name] ?? '').trim()
  }

  fail<T>(name: string, message: Bilingual, fallback: T): T {
    this.errors[name] ??= message
    return fallback
  }

  text(name: string, max: number, required: boolean): string {
    const value = this.raw(name)
    if (required && value === '') return this.fail(name, MESSAGES.required, '')
    return value.length > max ? this.fail(name, tooLong(max), '') : value
  }

  choice<T extends string>(name: string, choices: readonly T[], required: boolean): T | null {
    const value = this.raw(name)
    if (value === '') return required ? this.fail(name, MESSAGES.required, null) : null
    return (choices as readonly string[]).includes(value) ? (value as T) : this.fail(name, MESSAGES.choice, null)
  }

  /** A whole number in [min, max]; empty gives `empty` (null when the field is optional). */
  whole(name: string, min: number, max: number, empty: number | null | 'required'): number | null {
    const value = this.raw(name)
    if (value === '') return empty === 'required' ? this.fail(name, MESSAGES.required, null) : empty
    if (!/^-?\d{1,6}$/.test(value)) return this.fail(name, MESSAGES.whole, null)
    const n = Number(value)
    return n < min || n > max ? this.fail(name, between(min, max), null) : n
  }

  /** Francs as typed ("1'250.50", "1250,5") → centimes. */
  money(name: string, required: boolean): number | null {
    const value = this.raw(name)
    if (value === '') return required ? this.fail(name, MESSAGES.required, null) : null
    return readFrancs(value) ?? this.fail(name, MESSAGES.money, null)
  }

  date(name: string): string | null {
    const value = this.raw(name)
    if (value === '') return null
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    return valid ? value : this.fail(name, MESSAGES.date, null)
  }

  coordinate(name: string): number | null {
    const value = this.raw(name).replace(',', '.')
    if (value === '') return this.fail(name, MESSAGES.required, null)
    if (!/^-?\d{1,3}(\.\d{1,10})?$/.test(value)) return this.fail(name, MESSAGES.coordinate, null)
    return Number(value)
  }
}

/** The place on the map: both coordinates typed and the point inside the resort's area (SPEC §9). */
export function readCoordinates(r: Reader): { latitude: number; longitude: number } {
  const latitude = r.coordinate('latitude')
  const longitude = r.coordinate('longitude')
  if (latitude === null || longitude === null) return { latitude: 0, longitude: 0 }
  if (!withinResort(latitude, longitude)) {
    r.fail('latitude', OUTSIDE_AREA, null)
    r.fail('longitude', OUTSIDE_AREA, null)
  }
  return { latitude, longitude }
}

export function readTexts(r: Reader): RentalValues['texts'] {
  const one = (locale: (typeof TEXT_LOCALES)[number]): RentalTexts => ({
    title: r.text(`title_${locale}`, 150, true),
    summary: r.text(`summary_${locale}`, 600, false),
    description: r.text(`description_${locale}`, 10_000, false),
  })
  return { fr: one('fr'), en: one('en') }
}

/** What a weekly rental's price includes; an annual rental has none. */
function readIncluded(r: Reader): IncludedItems {
  const ticked = (name: string) => r.raw(`included_${name}`) === 'true'
  return {
    finalCleaning: ticked('finalCleaning'),
    bedSheets: ticked('bedSheets'),
    kitchenTowels: ticked('kitchenTowels'),
    bathTowels: ticked('bathTowels'),
    cancellationInsurance: ticked('cancellationInsurance'),
    touristTax: ticked('touristTax'),
    deposit: r.money('deposit', false),
  }
}

export function readYears(r: Reader): Pick<RentalValues, 'constructionYear' | 'renovationYear'> {
  const latest = new Date().getUTCFullYear() + 5
  const constructionYear = r.whole('constructionYear', 1700, latest, null)
  const renovationYear = r.whole('renovationYear', 1700, latest, null)
  if (constructionYear !== null && renovationYear !== null && renovationYear < constructionYear) r.fail('renovationYear', MESSAGES.renovation, null)
  return { constructionYear, renovationYear }
}

/**
 * A weekly rental's stay rules; a form that sends none of their fields (a client that does not
 * know them) keeps the defaults rather than being refused.
 */
function readRules(r: Reader, fields: Readonly<Record<string, string>>): StayRules | null {
  const sent = Object.keys(fields).some((name) => (STAY_RULE_FIELDS as readonly string[]).some((field) => name === field || name.startsWith(`${field}_`)))
  if (!sent) return null
  const read = readStayRules(fields)
  if (read.ok) return read.stored
  for (const [name, message] of Object.entries(read.errors)) r.fail(name, message, null)
  return null
}

/** Reads and checks a rental's form; the values only when every field passes. */
export function readRentalForm(form: RentalForm): ReadResult {
  const r = new Reader(form.fields)
  const kind = r.choice('kind', LOCATION_KINDS, true) ?? 'weekly'
  const reference = r.text('reference', 30, true)
  if (reference && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(reference)) r.fail('reference', MESSAGES.reference, null)
  const unknownAmenity = form.amenities.some((a) => !(AMENITIES as readonly string[]).includes(a))
  if (unknownAmenity) r.fail('amenities', MESSAGES.choice, null)
  const value = {
    kind,
    reference,
    type: r.choice('type', LOCATION_TYPES, true) ?? 'apartment',
    place: r.text('place', 80, true),
    numberOfRooms: r.whole('numberOfRooms', 1, 30, 'required') ?? 0,
    bedrooms: r.whole('bedrooms', 0, 30, 0) ?? 0,
    bathrooms: r.whole('bathrooms', 0, 30, 0) ?? 0,
    toilets: r.whole('toilets', 0, 30, 0) ?? 0,
    terraces: r.whole('terraces', 0, 30, 0) ?? 0,
    persons: r.whole('persons', 1, MOST_PERSONS, 'required') ?? 0,
    surface: r.whole('surface', 1, 10_000, 'required') ?? 0,
    livingSpace: r.whole('livingSpace', 1, 10_000, 'required') ?? 0,
    balconyArea: r.whole('balconyArea', 0, 1_000, null),
    floor: r.whole('floor', -5, 50, null),
    parkingType: r.choice('parkingType', PARKING_TYPES, false),
    ...readYears(r),
    comfortClass: r.whole('comfortClass', 1, 5, 'required') ?? 0,
    amenities: [...new Set(form.amenities)].filter((a) => (AMENITIES as readonly string[]).includes(a)),
    included: kind === 'weekly' ? readIncluded(r) : null,
    stayRules: kind === 'weekly' ? readRules(r, form.fields) : null,
    monthlyRent: kind === 'annual' ? r.money('monthlyRent', true) : null,
    monthlyCharges: kind === 'annual' ? r.money('monthlyCharges', false) : null,
    availableFrom: kind === 'annual' ? r.date('availableFrom') : null,
    ...readCoordinates(r),
    texts: readTexts(r),
  }
  return Object.keys(r.errors).length > 0 ? { ok: false, errors: r.errors } : { ok: true, value }
}

export const francs = francsInput
export const shown = (n: number | null) => (n === null ? '' : String(n))

/** A saved rental as its form shows it again (the inverse of `readRentalForm`). */
export function rentalFormOf(v: RentalValues): RentalForm {
  const fields: Record<string, string> = {
    kind: v.kind,
    reference: v.reference,
    type: v.type,
    place: v.place,
    parkingType: v.parkingType ?? '',
    availableFrom: v.availableFrom ?? '',
    monthlyRent: francs(v.monthlyRent),
    monthlyCharges: francs(v.monthlyCharges),
    deposit: francs(v.included?.deposit),
    latitude: String(v.latitude),
    longitude: String(v.longitude),
    ...(v.kind === 'weekly' ? stayRulesFields(v.stayRules) : {}),
  }
  const numbers = ['numberOfRooms', 'bedrooms', 'bathrooms', 'toilets', 'terraces', 'persons', 'surface', 'livingSpace', 'balconyArea', 'floor', 'constructionYear', 'renovationYear', 'comfortClass'] as const
  for (const name of numbers) fields[name] = shown(v[name])
  for (const item of INCLUDED_ITEMS) if (v.included?.[item]) fields[`included_${item}`] = 'true'
  for (const locale of TEXT_LOCALES) for (const [name, text] of Object.entries(v.texts[locale])) fields[`${name}_${locale}`] = text
  return { fields, amenities: v.amenities }
}
