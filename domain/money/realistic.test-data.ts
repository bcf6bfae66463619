/**
 * Orders as a real season makes them, for the property tests of the money rules (docs/decisions/037):
 * weeks of CHF 800 to 60'000 (some on special offer), stays of one to four weeks, parties of 1 to 12
 * guests with children of every age, services and packages, and reduction codes of every kind.
 * Each cart stays within the shop's limits (an item at most CHF 1'000'000).
 */
import fc from 'fast-check'
import { addDays } from '../booking/rules/calendar'
import type { StayWeek } from '../booking/rules/rent'
import { quoteStay, type StayQuote } from '../booking/rules/stay-quote'
import { DEFAULT_STAY_RULES } from '../booking/rules/stay-rules'
import { TOURIST_TAX_RATES } from '../booking/rules/tourist-tax'
import { vatRateOn } from '../vat/rates'

/** A week's price in centimes: CHF 800 to CHF 60'000. */
export const weekPrice = fc.integer({ min: 80_000, max: 6_000_000 })

/** 1 to 12 guests: at least one adult, children of 0 to 17. */
export const party = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 11 }))
  .map(([adults, ages]) => ({ adults, childAges: ages.slice(0, 12 - adults) }))

const ARRIVAL = '2027-01-02'

/** A stay of 1 to 4 weeks, each week its price and perhaps a special offer, quoted by the booking rules. */
export const stayQuote: fc.Arbitrary<StayQuote> = fc
  .tuple(fc.array(fc.tuple(weekPrice, fc.option(fc.integer({ min: 5_000, max: 9_500 }))), { minLength: 1, maxLength: 4 }), party, fc.boolean())
  .map(([prices, guests, taxIncluded]) => {
    const weeks: StayWeek[] = prices.map(([price, offer], i) => ({
      startDate: addDays(ARRIVAL, 7 * i),
      endDate: addDays(ARRIVAL, 7 * (i + 1)),
      price,
      // A special offer: 50 to 95 % of the week's price.
      specialPrice: offer === null ? null : Math.max(1, Math.floor((price * offer) / 10_000)),
      available: true,
    }))
    const quote = quoteStay({
      rental: { stayRules: DEFAULT_STAY_RULES, persons: 12, included: { touristTax: taxIncluded } },
      stay: { arrival: ARRIVAL, departure: addDays(ARRIVAL, 7 * weeks.length) },
      weeks,
      guests,
      rates: { touristTax: TOURIST_TAX_RATES, accommodationVat: vatRateOn('accommodation', ARRIVAL) },
    })
    if (!quote.ok) throw new Error(`A realistic stay was refused: ${quote.code}`)
    return quote
  })

export type CartLine = { total: number; vatRate: number; touristTax: number }

/** A rental's line in the cart, as the cart prices it (the stay's total, its tourist tax). */
export const rentalLine = (quote: StayQuote): CartLine => ({ total: quote.total, vatRate: quote.vat.rate, touristTax: quote.touristTax.total })

/** A service or a package at the standard rate: CHF 0.50 to CHF 20'000. */
export const serviceLine: fc.Arbitrary<CartLine> = fc
  .integer({ min: 50, max: 2_000_000 })
  .map((total) => ({ total, vatRate: vatRateOn('standard', ARRIVAL), touristTax: 0 }))

/** A cart: one to three stays and up to five services. */
export const cartLines = fc
  .tuple(fc.array(stayQuote, { minLength: 1, maxLength: 3 }), fc.array(serviceLine, { maxLength: 5 }))
  .map(([stays, services]) => [...stays.map(rentalLine), ...services])

/** A reduction code: a percentage (0.01 % to 100 %) or a fixed amount (CHF 0.01 to CHF 20'000). */
export const reductionCode = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map((value) => ({ kind: 'percent' as const, value })),
  fc.integer({ min: 1, max: 2_000_000 }).map((value) => ({ kind: 'fixed' as const, value })),
)
