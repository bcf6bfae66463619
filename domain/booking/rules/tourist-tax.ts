/**
 * Tourist tax (taxe de séjour), per guest and per night (SPEC §9, DESIGN §3): CHF 3.00 for an adult,
 * CHF 1.50 for a child aged 6 to 15, nothing under 6; from 16 a guest pays the adult rate. Rates and
 * age limits are data with validity dates, like VAT rates: each night is charged at the rate in
 * force that night. A rental whose included items contain the tourist tax charges none (it is in
 * the rent) and says so. The tax is a levy collected for the commune: no VAT is charged on it.
 */
import { addDays, daysBetween, earlier, later } from './calendar'
import { refusal, type Refusal } from './messages'
import type { Guests } from './capacity'
import type { Stay } from './stay-rules'

/** A tourist-tax period: amounts in centimes per guest and night; `to` is its last night (null: open). */
export type TouristTaxRate = {
  from: string
  to: string | null
  adultPerNight: number
  childPerNight: number
  /** Youngest age that pays the child rate (younger guests pay nothing). */
  childFromAge: number
  /** Youngest age that pays the adult rate. */
  adultFromAge: number
}

export const TOURIST_TAX_RATES: readonly TouristTaxRate[] = [
  { from: '2018-01-01', to: null, adultPerNight: 300, childPerNight: 150, childFromAge: 6, adultFromAge: 16 },
]

/** Who pays what: `adult` includes children old enough for the adult rate. */
export type TaxCategory = 'adult' | 'child' | 'free'

/** Guests of one category charged at one rate for a run of nights. */
export type TouristTaxLine = { category: TaxCategory; guests: number; nights: number; perNight: number; amount: number }

export type TouristTax = {
  ok: true
  /** true: the tax is in the rent, nothing is added (lines empty, total 0). */
  included: boolean
  nights: number
  /** Guests counted per category over the stay (as at arrival). */
  guests: Record<TaxCategory, number>
  lines: TouristTaxLine[]
  total: number
}

/** Nights of a stay under one rate period. */
type Segment = { rate: TouristTaxRate; from: string; nights: number }

function segments(rates: readonly TouristTaxRate[], stay: Stay): Segment[] {
  const found: Segment[] = []
  for (const rate of rates) {
    const from = later(stay.arrival, rate.from)
    const end = rate.to === null ? stay.departure : earlier(stay.departure, addDays(rate.to, 1))
    const nights = daysBetween(from, end)
    if (nights > 0) found.push({ rate, from, nights })
  }
  return found.sort((a, b) => (a.from < b.from ? -1 : 1))
}

/** The first night of the stay no rate period covers, or null. */
function uncoveredNight(found: readonly Segment[], stay: Stay): string | null {
  let cursor = stay.arrival
  for (const segment of found) {
    if (segment.from > cursor) return cursor
    cursor = later(cursor, addDays(segment.from, segment.nights))
  }
  return cursor < stay.departure ? cursor : null
}

function categoryOf(age: number, rate: TouristTaxRate): TaxCategory {
  if (age >= rate.adultFromAge) return 'adult'
  return age >= rate.childFromAge ? 'child' : 'free'
}

function countGuests(guests: Guests, rate: TouristTaxRate): Record<TaxCategory, number> {
  const count: Record<TaxCategory, number> = { adult: guests.adults, child: 0, free: 0 }
  for (const age of guests.childAges) count[categoryOf(age, rate)] += 1
  return count
}

const PER_NIGHT: Record<TaxCategory, (rate: TouristTaxRate) => number> = {
  adult: (rate) => rate.adultPerNight,
  child: (rate) => rate.childPerNight,
  free: () => 0,
}

function linesOf(segment: Segment, guests: Guests): TouristTaxLine[] {
  const count = countGuests(guests, segment.rate)
  return (['adult', 'child', 'free'] as const)
    .filter((category) => count[category] > 0)
    .map((category) => {
      const perNight = PER_NIGHT[category](segment.rate)
      const amount = count[category] * segment.nights * perNight
      return { category, guests: count[category], nights: segment.nights, perNight, amount }
    })
}

/**
 * The tourist tax of a checked stay for checked guests (see `checkStay`, `checkCapacity`).
 * `included`: the rental's included items contain the tourist tax.
 */
export function touristTax(
  rates: readonly TouristTaxRate[],
  stay: Stay,
  guests: Guests,
  included: boolean,
): TouristTax | Refusal<'tourist_tax_unknown'> {
  const found = segments(rates, stay)
  const gap = uncoveredNight(found, stay)
  if (gap !== null) return refusal('tourist_tax_unknown', gap)
  const nights = daysBetween(stay.arrival, stay.departure)
  const counted = found[0] ? countGuests(guests, found[0].rate) : { adult: 0, child: 0, free: 0 }
  if (included) return { ok: true, included, nights, guests: counted, lines: [], total: 0 }
  const lines = found.flatMap((segment) => linesOf(segment, guests))
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  return { ok: true, included, nights, guests: counted, lines, total }
}
