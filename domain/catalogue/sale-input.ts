/**
 * A property for sale as the back office's form sends it, read with the same rules as a rental's
 * (rentals/rental-input): the fields of `sales` and `sale_translations`, or a message per field in
 * the asked language.
 * Pure and browser-safe.
 */
import { SALE_TYPES, type SaleType } from './labels'
import { check, type FieldErrors, hasErrors } from '../validation'
import { readFrancs } from '../format/francs'
import { choice, filled, money, raw, whole } from './form-rules'
import { francs, propertyRules, propertyValues, type RentalForm, type RentalValues, shown, TEXT_LOCALES, valuesOf } from './rental-input'

export const SALE_CATEGORIES = ['residential', 'land', 'commercial'] as const

export type SaleValues = Pick<
  RentalValues,
  'reference' | 'place' | 'numberOfRooms' | 'bedrooms' | 'bathrooms' | 'toilets' | 'terraces' | 'surface' | 'livingSpace' | 'balconyArea' | 'floor' | 'parkingType' | 'constructionYear' | 'renovationYear' | 'amenities' | 'latitude' | 'longitude' | 'texts'
> & { type: SaleType; category: (typeof SALE_CATEGORIES)[number]; price: number }

export type SaleForm = RentalForm
export type SaleReadResult = { ok: true; value: SaleValues } | { ok: false; errors: FieldErrors }

/** Reads and checks a sale's form; a plot may have no rooms and no living space. */
export function readSaleForm(form: SaleForm, locale: string): SaleReadResult {
  const values = valuesOf(form)
  const rules = {
    type: [filled, choice(SALE_TYPES)],
    category: [filled, choice(SALE_CATEGORIES)],
    livingSpace: [filled, ...whole(0, 10_000)],
    price: [filled, money],
    ...propertyRules({ fewest: 0, largest: 100_000 }),
  }
  const errors = check(rules, values, locale)
  if (hasErrors(errors)) return { ok: false, errors }
  return {
    ok: true,
    value: {
      ...propertyValues(values, form.amenities),
      type: raw(values, 'type') as SaleType,
      category: raw(values, 'category') as SaleValues['category'],
      price: readFrancs(raw(values, 'price')) ?? 0,
    },
  }
}

/** A saved sale as its form shows it again. */
export function saleFormOf(v: SaleValues): SaleForm {
  const fields: Record<string, string> = {
    reference: v.reference,
    type: v.type,
    category: v.category,
    place: v.place,
    parkingType: v.parkingType ?? '',
    price: francs(v.price),
    latitude: String(v.latitude),
    longitude: String(v.longitude),
  }
  const numbers = ['numberOfRooms', 'bedrooms', 'bathrooms', 'toilets', 'terraces', 'surface', 'livingSpace', 'balconyArea', 'floor', 'constructionYear', 'renovationYear'] as const
  for (const name of numbers) fields[name] = shown(v[name])
  for (const locale of TEXT_LOCALES) for (const [name, text] of Object.entries(v.texts[locale])) fields[`${name}_${locale}`] = text
  return { fields, amenities: v.amenities }
}
