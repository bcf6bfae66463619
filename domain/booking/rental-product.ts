/**
 * The product of a weekly rental (docs/decisions/023): each weekly location is sold in the cart as a
 * product of category `rental`, one per location, with the location's reference, accommodation VAT
 * and this context model. The seed and the back office create them (rental-products.server.ts) and migration
 * 0010_rental_products the missing ones of a database seeded before; both write this model.
 * Pure and browser-safe.
 */
import type { ContextEntry, ContextModel } from '../shop/context/types'
import { formatDate } from '../format/date'
import { readAnyDate } from '../validation/included-in-rental-dates'
import type { StayFields } from './stay-request'
import type { Bilingual } from '../i18n/bilingual'

/** Parties larger than this are refused by the form; the rental's capacity refuses smaller ones. */
const MOST_ADULTS = 30

export const RENTAL_CONTEXT_MODEL: ContextModel = {
  code: 'rental',
  title: { fr: 'Votre séjour', en: 'Your stay' },
  bulk: false,
  carried: [],
  fields: [
    // Text, not date: clients send ISO dates (or DD.MM.YYYY); the booking rules judge them with their own messages.
    { name: 'startPeriod', type: 'text', label: { fr: 'Arrivée', en: 'Arrival' }, rules: [{ kind: 'required' }] },
    { name: 'endPeriod', type: 'text', label: { fr: 'Départ', en: 'Departure' }, rules: [{ kind: 'required' }] },
    { name: 'adults', type: 'select', label: { fr: 'Adultes', en: 'Adults' }, min: 1, max: MOST_ADULTS, rules: [{ kind: 'required' }] },
    { name: 'children', type: 'text', label: { fr: 'Âges des enfants', en: "Children's ages" }, rules: [] },
  ],
}

/** The pricing of a rental product: not a formula, the stay quote (domain/shop/pricing/price-rental.server.ts). */
export const RENTAL_PRICING = { kind: 'stay' } as const

/** A rental item's context entry for a stay (children as their ages, comma-separated). */
export function rentalEntry(stay: { arrival: string; departure: string }, guests: { adults: number; childAges: readonly number[] }): ContextEntry {
  return {
    startPeriod: stay.arrival,
    endPeriod: stay.departure,
    adults: guests.adults,
    children: guests.childAges.length > 0 ? guests.childAges.join(',') : null,
    quantity: 1,
  }
}

/** Who stays: the adults and the children's ages. */
export type Party = { adults: number; childAges: number[] }

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null

/**
 * The party of a rental item's context entry, as stored: `adults`, and `children` as the ages
 * ("4,9"), or a list in `childAges`; older entries may name the adults `people` or `numberOfPersons`.
 */
export function partyOf(entry: Record<string, unknown> | undefined): Party {
  const e = entry ?? {}
  const ages = typeof e.children === 'string' ? e.children.split(',') : Array.isArray(e.childAges) ? (e.childAges as unknown[]) : []
  return {
    adults: wholeNumber(e.adults) ?? wholeNumber(e.people) ?? wholeNumber(e.numberOfPersons) ?? 0,
    childAges: ages.map(wholeNumber).filter((n): n is number => n !== null),
  }
}

/** The stay fields of a rental item's context, for the stay quote. */
export function stayFieldsOf(entry: ContextEntry | undefined): StayFields {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())
  const children = text(entry?.children)
  // A client may write the dates DD.MM.YYYY, as the forms do; the rules read ISO dates.
  const date = (value: unknown) => readAnyDate(text(value)) ?? text(value)
  return {
    from: date(entry?.startPeriod),
    to: date(entry?.endPeriod),
    adults: text(entry?.adults),
    children: children === '' ? [] : children.split(',').map((age) => age.trim()),
  }
}

/** A rental item's subtitle: the period and the party ("09.01.2027 – 16.01.2027 · 4 personnes"). */
export function rentalSubTitle(stay: { arrival: string; departure: string; persons: number }): Bilingual {
  const period = `${formatDate(stay.arrival)} – ${formatDate(stay.departure)}`
  const fr = `${period} · ${stay.persons} ${stay.persons > 1 ? 'personnes' : 'personne'}`
  const en = `${period} · ${stay.persons} ${stay.persons > 1 ? 'persons' : 'person'}`
  return { fr, en }
}
