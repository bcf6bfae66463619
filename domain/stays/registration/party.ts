/**
 * How many travellers a stay registers and in which tourist-tax band each falls (docs/decisions/055):
 * the party booked (adults, and the children's ages) is kept on the rental item, in its stay quote
 * (`order_items.stay.guests`) and its context entry; a traveller's band follows their age on the
 * night (domain/booking/rules/tourist-tax.ts: adult from 16, child from 6, free below). Pure.
 */
import { type Party, partyOf } from '../../booking/rental-product'
import { TOURIST_TAX_RATES, type TaxCategory, type TouristTaxRate } from '../../booking/rules/tourist-tax'

export type { Party }
export type AgeBand = TaxCategory

const wholeNumbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0) ? (value as number[]) : null

/** The party of a rental item: its stay quote's guests, else its context entry (older items), else nobody. */
export function partyOfItem(item: { stay: unknown; context: unknown }): Party {
  const guests = (item.stay as { guests?: { adults?: unknown; childAges?: unknown } } | null)?.guests
  const childAges = wholeNumbers(guests?.childAges)
  if (guests && typeof guests.adults === 'number' && Number.isInteger(guests.adults) && childAges) return { adults: guests.adults, childAges: [...childAges] }
  const entries = Array.isArray(item.context) ? (item.context as Record<string, unknown>[]) : []
  return partyOf(entries[0])
}

/** The number of travellers to register: everyone booked, children included (one at least: the guest who booked). */
export function travellersExpected(party: Party): number {
  return Math.max(1, party.adults + party.childAges.length)
}

/** Whole years between a birth date and a day (ISO dates). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** The tourist-tax rate in force on a night (the last one starting on or before it). */
export function rateOn(night: string, rates: readonly TouristTaxRate[] = TOURIST_TAX_RATES): TouristTaxRate {
  const inForce = rates.filter((rate) => rate.from <= night && (rate.to === null || night <= rate.to))
  return inForce[inForce.length - 1] ?? rates[rates.length - 1]
}

export function bandOfAge(age: number, rate: TouristTaxRate): AgeBand {
  if (age >= rate.adultFromAge) return 'adult'
  return age >= rate.childFromAge ? 'child' : 'free'
}

/** The booked party by band on a night: the adults, and each child by the age given at booking. */
export function bandsOfParty(party: Party, night: string, rates: readonly TouristTaxRate[] = TOURIST_TAX_RATES): Record<AgeBand, number> {
  const rate = rateOn(night, rates)
  const count: Record<AgeBand, number> = { adult: party.adults, child: 0, free: 0 }
  for (const age of party.childAges) count[bandOfAge(age, rate)] += 1
  return count
}
