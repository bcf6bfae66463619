/**
 * A rental as the back office's form sends it, read and checked in one place: what staff typed
 * becomes the values the `locations` and `location_translations` rows take, or a message per field
 * in the asked language (domain/validation). Pure and browser-safe.
 */
import { francsInput, readFrancs } from '../format/francs'
import type { IncludedItems } from '../../db/schema'
import { MOST_PERSONS } from '../booking/rules/capacity'
import type { StayRules } from '../booking/rules/stay-rules'
import { LOCATION_KINDS, LOCATION_TYPES, type LocationKind, type LocationType } from './labels'
import { check, type FieldErrors, type FieldRules, type FieldValues, hasErrors, type Rule } from '../validation'
import { atMost, choice, coordinateOf, coordinateRules, eachOf, filled, isoDate, money, raw, reference, textRules, whole, wholeOr, yearRules } from './form-rules'
import { readStayRules, STAY_RULE_FIELDS, STAY_RULES, stayRulesFields } from './stay-rules-input'

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

/** The rules every property form shares (a rental's and a sale's), in the order of the form. */
export function propertyRules(rooms: { fewest: number; largest: number }): Record<string, Rule[]> {
  return {
    reference: [filled, atMost(30), reference],
    amenities: [eachOf(AMENITIES)],
    place: [filled, atMost(80)],
    numberOfRooms: [filled, ...whole(rooms.fewest, 30)],
    bedrooms: whole(0, 30),
    bathrooms: whole(0, 30),
    toilets: whole(0, 30),
    terraces: whole(0, 30),
    surface: [filled, ...whole(1, rooms.largest)],
    balconyArea: whole(0, 1_000),
    floor: whole(-5, 50),
    parkingType: [choice(PARKING_TYPES)],
    ...yearRules(),
    ...coordinateRules,
    ...textRules(TEXT_LOCALES),
  }
}

/** A form's values as the rules read them: the amenities ticked, as a JSON list. */
export const valuesOf = (form: RentalForm): FieldValues => ({ ...form.fields, amenities: JSON.stringify(form.amenities) })

/** What every property form reads the same way, once its rules passed. */
export function propertyValues(values: FieldValues, amenities: readonly string[]) {
  return {
    reference: raw(values, 'reference'),
    place: raw(values, 'place'),
    numberOfRooms: wholeOr(values, 'numberOfRooms', 0),
    bedrooms: wholeOr(values, 'bedrooms', 0),
    bathrooms: wholeOr(values, 'bathrooms', 0),
    toilets: wholeOr(values, 'toilets', 0),
    terraces: wholeOr(values, 'terraces', 0),
    surface: wholeOr(values, 'surface', 0),
    livingSpace: wholeOr(values, 'livingSpace', 0),
    balconyArea: wholeOr(values, 'balconyArea', null),
    floor: wholeOr(values, 'floor', null),
    parkingType: (raw(values, 'parkingType') || null) as RentalValues['parkingType'],
    constructionYear: wholeOr(values, 'constructionYear', null),
    renovationYear: wholeOr(values, 'renovationYear', null),
    amenities: [...new Set(amenities)],
    latitude: coordinateOf(values.latitude) ?? 0,
    longitude: coordinateOf(values.longitude) ?? 0,
    texts: textsOf(values),
  }
}

function textsOf(values: FieldValues): RentalValues['texts'] {
  const one = (locale: (typeof TEXT_LOCALES)[number]): RentalTexts => ({
    title: raw(values, `title_${locale}`),
    summary: raw(values, `summary_${locale}`),
    description: raw(values, `description_${locale}`),
  })
  return { fr: one('fr'), en: one('en') }
}

/** A stay-rules field sent by the form (a client that does not know them keeps the defaults). */
const sendsStayRules = (fields: Readonly<Record<string, string>>) =>
  Object.keys(fields).some((name) => (STAY_RULE_FIELDS as readonly string[]).some((field) => name === field || name.startsWith(`${field}_`)))

/** The rules of a rental's form; a weekly rental and an annual one ask for different fields. */
function rentalRules(form: RentalForm, kind: LocationKind): FieldRules {
  const { reference: ref, amenities, place, numberOfRooms, bedrooms, bathrooms, toilets, terraces, surface, balconyArea, floor, parkingType, constructionYear, renovationYear, ...rest } =
    propertyRules({ fewest: 1, largest: 10_000 })
  return {
    kind: [filled, choice(LOCATION_KINDS)],
    reference: ref,
    amenities,
    type: [filled, choice(LOCATION_TYPES)],
    place,
    numberOfRooms,
    bedrooms,
    bathrooms,
    toilets,
    terraces,
    persons: [filled, ...whole(1, MOST_PERSONS)],
    surface,
    livingSpace: [filled, ...whole(1, 10_000)],
    balconyArea,
    floor,
    parkingType,
    constructionYear,
    renovationYear,
    comfortClass: [filled, ...whole(1, 5)],
    ...(kind === 'weekly' ? { deposit: [money], ...(sendsStayRules(form.fields) ? STAY_RULES : {}) } : {}),
    ...(kind === 'annual' ? { monthlyRent: [filled, money], monthlyCharges: [money], availableFrom: [isoDate] } : {}),
    ...rest,
  }
}

/** What a weekly rental's price includes; an annual rental has none. */
function includedOf(values: FieldValues): IncludedItems {
  const ticked = (name: string) => raw(values, `included_${name}`) === 'true'
  return {
    finalCleaning: ticked('finalCleaning'),
    bedSheets: ticked('bedSheets'),
    kitchenTowels: ticked('kitchenTowels'),
    bathTowels: ticked('bathTowels'),
    cancellationInsurance: ticked('cancellationInsurance'),
    touristTax: ticked('touristTax'),
    deposit: readFrancs(raw(values, 'deposit')),
  }
}

/** Reads and checks a rental's form: every field's message in the asked language, or the values. */
export function readRentalForm(form: RentalForm, locale: string): ReadResult {
  const values = valuesOf(form)
  const kind = (LOCATION_KINDS as readonly string[]).includes(raw(values, 'kind')) ? (raw(values, 'kind') as LocationKind) : 'weekly'
  const errors = check(rentalRules(form, kind), values, locale)
  if (hasErrors(errors)) return { ok: false, errors }
  const stayRules = kind === 'weekly' && sendsStayRules(form.fields) ? readStayRules(form.fields, locale) : null
  return {
    ok: true,
    value: {
      kind,
      ...propertyValues(values, form.amenities),
      type: raw(values, 'type') as LocationType,
      persons: wholeOr(values, 'persons', 0),
      comfortClass: wholeOr(values, 'comfortClass', 0),
      included: kind === 'weekly' ? includedOf(values) : null,
      stayRules: stayRules?.ok ? stayRules.stored : null,
      monthlyRent: kind === 'annual' ? readFrancs(raw(values, 'monthlyRent')) : null,
      monthlyCharges: kind === 'annual' ? readFrancs(raw(values, 'monthlyCharges')) : null,
      availableFrom: kind === 'annual' ? raw(values, 'availableFrom') || null : null,
    },
  }
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
