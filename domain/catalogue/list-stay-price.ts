/**
 * The price a list card and a map popup show once the search gives dates (PBV: the price actually
 * payable, the tourist tax on its own line): the stay's rent for those dates and the tourist tax for
 * the guests, from `quoteStay`, the same rules as the booking box and the server's quote (one
 * implementation). The search gives a number of guests only, not their ages: they are counted as
 * adults (the card says so); without a number, the tax is given per adult and night. Pure; the
 * server computes it (list-stay-prices.server.ts) and the page only shows it.
 */
import { quoteStay } from '../booking/rules/stay-quote'
import type { StayWeek } from '../booking/rules/rent'
import type { TouristTaxRate } from '../booking/rules/tourist-tax'
import { rentalStayRules } from '../booking/stay-price'
import { vatRateOn } from '../vat/rates'

/** What a card shows of a stay. Amounts in centimes. */
export type ListStayPrice = {
  from: string
  to: string
  nights: number
  /** The rent of the stay, special offers counted: the headline. */
  rent: number
  /** The rent at the weeks' regular prices (above `rent` when a special offer applies). */
  regularRent: number
  /** The guests the tax is for, counted as adults; null when the search gave none. */
  adults: number | null
  touristTax:
    | { kind: 'included' }
    /** The tax of the stay for `adults` adults. */
    | { kind: 'amount'; amount: number }
    /** No number of guests: the rate per adult and night on the arrival night. */
    | { kind: 'perAdultNight'; amount: number }
  /** rent + tourist tax; null when the tax depends on guests not given. */
  total: number | null
}

/** What the rule needs of a rental: its stay rules column as stored, its capacity, its included items. */
export type ListStayRental = { persons: number; included: { touristTax: boolean } | null; stayRules: unknown }

export type ListStayInput = {
  rental: ListStayRental
  period: { from: string; to: string }
  /** The rental's price weeks around the period, each flagged bookable or not. */
  weeks: readonly StayWeek[]
  /** The search's number of guests, or null. */
  persons: number | null
  touristTaxRates: readonly TouristTaxRate[]
}

function accommodationVat(arrival: string): number | null {
  try {
    return vatRateOn('accommodation', arrival)
  } catch {
    return null
  }
}

/**
 * The stay's price for a card, or null when the booking rules refuse the stay in this rental (its own
 * stay rules, capacity, a week without price or taken, no known VAT or tax rate): the card then shows
 * its "from" price only, and the rental page tells why.
 */
export function listStayPrice(input: ListStayInput): ListStayPrice | null {
  const { rental, period, persons } = input
  const vat = accommodationVat(period.from)
  if (vat === null) return null
  const quote = quoteStay({
    rental: { stayRules: rentalStayRules(rental.stayRules), persons: rental.persons, included: rental.included },
    stay: { arrival: period.from, departure: period.to },
    weeks: input.weeks,
    // Without a number, one adult: enough to check the stay and read the rate per adult.
    guests: { adults: persons ?? 1, childAges: [] },
    rates: { touristTax: input.touristTaxRates, accommodationVat: vat },
  })
  if (!quote.ok) return null
  const regularRent = quote.weeks.reduce((sum, week) => sum + week.regularPrice, 0)
  const base = { from: quote.arrival, to: quote.departure, nights: quote.nights, rent: quote.rent, regularRent: Math.max(regularRent, quote.rent) }
  if (quote.touristTax.included) return { ...base, adults: persons, touristTax: { kind: 'included' }, total: persons === null ? quote.rent : quote.total }
  if (persons === null) {
    const perNight = quote.touristTax.lines.find((line) => line.category === 'adult')?.perNight ?? 0
    return { ...base, adults: null, touristTax: { kind: 'perAdultNight', amount: perNight }, total: null }
  }
  return { ...base, adults: persons, touristTax: { kind: 'amount', amount: quote.touristTax.total }, total: quote.total }
}
