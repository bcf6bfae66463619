/**
 * The rent of a stay: the sum of its weeks' prices, a special-offer week at its reduced price
 * (`quoteWeeks` of domain/catalogue/pricing.ts, the one implementation). Every week of the stay
 * needs a price ("Unavailable price") and must be available ("No availability"); which weeks are
 * available is the caller's data (bookings, holds and blocks live in the database). Amounts in centimes.
 */
import { proportionOf } from '../../money/proportion'
import { chargedPrice, quoteWeeks, type PricedWeek, type QuotedWeek } from '../../catalogue/pricing'
import { addDays, daysBetween, weekStarts } from './calendar'
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
 * stay's are ignored). A stay of whole price weeks costs their prices; any other stay (a rental whose
 * own rules allow other days or lengths, decision 034) costs, for each price week it touches, a
 * seventh of the week's charged price per night spent in it.
 */
export function rentOf(stay: Stay, weeks: readonly StayWeek[]): Rent | RentRefusal {
  const starts = weekStarts(stay.arrival, stay.departure)
  // Whole price weeks: whole weeks long, and no price week of the rental cut by the stay's ends.
  const cut = weeks.some((w) => w.startDate < stay.departure && w.endDate > stay.arrival && !starts.includes(w.startDate))
  const wholeWeeks = daysBetween(stay.arrival, stay.departure) % 7 === 0 && !cut
  if (!wholeWeeks) return nightlyRent(stay, weeks)
  const quote = quoteWeeks(weeks, starts)
  if (!quote.ok) return { ...refusal('price_unavailable'), weeks: quote.missing }
  const available = new Map(weeks.map((w) => [w.startDate, w.available]))
  const taken = starts.filter((start) => available.get(start) !== true)
  if (taken.length > 0) return { ...refusal('no_availability'), weeks: taken }
  return { ok: true, rent: quote.total, weeks: quote.weeks }
}

type Part = { week: StayWeek | null; from: string; to: string }

/** The stay's nights grouped by the price week each falls in (null: a night no week prices). */
function partsOf(stay: Stay, weeks: readonly StayWeek[]): Part[] {
  const parts: Part[] = []
  for (let night = stay.arrival; night < stay.departure; night = addDays(night, 1)) {
    const week = weeks.find((w) => w.startDate <= night && night < w.endDate) ?? null
    const last = parts[parts.length - 1]
    if (last && last.week === week) last.to = addDays(night, 1)
    else parts.push({ week, from: night, to: addDays(night, 1) })
  }
  return parts
}

/** Night by night: each part costs its nights' sevenths of its week's price, rounded to the centime. */
function nightlyRent(stay: Stay, weeks: readonly StayWeek[]): Rent | RentRefusal {
  const parts = partsOf(stay, weeks)
  const unpriced = parts.filter((part) => part.week === null).map((part) => part.from)
  if (unpriced.length > 0) return { ...refusal('price_unavailable'), weeks: unpriced }
  const priced = parts as { week: StayWeek; from: string; to: string }[]
  const taken = priced.filter((part) => part.week.available !== true).map((part) => part.week.startDate)
  if (taken.length > 0) return { ...refusal('no_availability'), weeks: taken }
  const quoted: QuotedWeek[] = priced.map(({ week, from, to }) => {
    const nights = daysBetween(from, to)
    const share = (amount: number) => proportionOf(amount, nights, 7)
    return { startDate: from, endDate: to, price: share(chargedPrice(week)), regularPrice: share(week.price) }
  })
  return { ok: true, rent: quoted.reduce((sum, w) => sum + w.price, 0), weeks: quoted }
}
