/**
 * A property for sale as the back office's form sends it, read with the same rules as a rental's
 * (rentals/rental-input): the fields of `sales` and `sale_translations`, or a message per field.
 * Pure and browser-safe.
 */
import { SALE_TYPES, type SaleType } from '../../catalogue/labels'
import {
  AMENITIES,
  type Bilingual,
  type FieldErrors,
  francs,
  MESSAGES,
  PARKING_TYPES,
  readCoordinates,
  Reader,
  type RentalForm,
  type RentalValues,
  readTexts,
  readYears,
  shown,
  TEXT_LOCALES,
} from '../rentals/rental-input'

export const SALE_CATEGORIES = ['residential', 'land', 'commercial'] as const
export const SALE_REFERENCE_TAKEN: Bilingual = { fr: 'Un autre bien à vendre porte déjà cette référence.', en: 'Another property for sale already has this reference.' }

export type SaleValues = Pick<
  RentalValues,
  'reference' | 'place' | 'numberOfRooms' | 'bedrooms' | 'bathrooms' | 'toilets' | 'terraces' | 'surface' | 'livingSpace' | 'balconyArea' | 'floor' | 'parkingType' | 'constructionYear' | 'renovationYear' | 'amenities' | 'latitude' | 'longitude' | 'texts'
> & { type: SaleType; category: (typeof SALE_CATEGORIES)[number]; price: number }

export type SaleForm = RentalForm
export type SaleReadResult = { ok: true; value: SaleValues } | { ok: false; errors: FieldErrors }

/** Reads and checks a sale's form; a plot may have no rooms and no living space. */
export function readSaleForm(form: SaleForm): SaleReadResult {
  const r = new Reader(form.fields)
  const reference = r.text('reference', 30, true)
  if (reference && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(reference)) r.fail('reference', MESSAGES.reference, null)
  if (form.amenities.some((a) => !(AMENITIES as readonly string[]).includes(a))) r.fail('amenities', MESSAGES.choice, null)
  const value: SaleValues = {
    reference,
    type: r.choice('type', SALE_TYPES, true) ?? 'apartment',
    category: r.choice('category', SALE_CATEGORIES, true) ?? 'residential',
    place: r.text('place', 80, true),
    numberOfRooms: r.whole('numberOfRooms', 0, 30, 'required') ?? 0,
    bedrooms: r.whole('bedrooms', 0, 30, 0) ?? 0,
    bathrooms: r.whole('bathrooms', 0, 30, 0) ?? 0,
    toilets: r.whole('toilets', 0, 30, 0) ?? 0,
    terraces: r.whole('terraces', 0, 30, 0) ?? 0,
    surface: r.whole('surface', 1, 100_000, 'required') ?? 0,
    livingSpace: r.whole('livingSpace', 0, 10_000, 'required') ?? 0,
    balconyArea: r.whole('balconyArea', 0, 1_000, null),
    floor: r.whole('floor', -5, 50, null),
    parkingType: r.choice('parkingType', PARKING_TYPES, false),
    ...readYears(r),
    amenities: [...new Set(form.amenities)].filter((a) => (AMENITIES as readonly string[]).includes(a)),
    price: r.money('price', true) ?? 0,
    ...readCoordinates(r),
    texts: readTexts(r),
  }
  return Object.keys(r.errors).length > 0 ? { ok: false, errors: r.errors } : { ok: true, value }
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
