/**
 * The rent of a stay: the sum of its weeks' prices, a special-offer week at its reduced price
 * (`quoteWeeks` of domain/catalogue/pricing.ts, the one implementation). Every week of the stay
 * needs a price ("Unavailable price") and must be available ("No availability"); which weeks are
 * available is the caller's data (bookings, holds and blocks live in the database). Amounts in centimes.
 */
import { quoteWeeks, type PricedWeek, type QuotedWeek } from '../../catalogue/pricing'
import { daysBetween, weekStarts } from './calendar'
import { refusal, type Refusal } from './messages'
import type { Stay } from './stay-rules'

/**
 * A price week of the rental with whether it can still be booked (no booking, hold or block):
 * the catalogue's `PriceWeekView` and `GridPrice` (flag `available`) are StayWeeks as they are.
 */
export type StayWeek = PricedWeek & { available: boolean }

export type Rent = { ok: true; rent: number; weeks: QuotedWeek[] }

/** `weeks`: the start dates of the weeks that refused (no price, or not available). */
export type RentRefusal = Refusal<'price_unavailable' | 'no_availability'> & { weeks: string[] }

/**
 * The rent of a checked stay (see `checkStay`) from the rental's price weeks (others than the
 * stay's are ignored). A stay that is not whole weeks from its arrival has no weekly price.
 */
export function rentOf(stay: Stay, weeks: readonly StayWeek[]): Rent | RentRefusal {
  const starts = weekStarts(stay.arrival, stay.departure)
  if (daysBetween(stay.arrival, stay.departure) % 7 !== 0) {
    return { ...refusal('price_unavailable'), weeks: starts.slice(-1) }
  }
  const quote = quoteWeeks(weeks, starts)
  if (!quote.ok) return { ...refusal('price_unavailable'), weeks: quote.missing }
  const available = new Map(weeks.map((w) => [w.startDate, w.available]))
  const taken = starts.filter((start) => available.get(start) !== true)
  if (taken.length > 0) return { ...refusal('no_availability'), weeks: taken }
  return { ok: true, rent: quote.total, weeks: quote.weeks }
}
