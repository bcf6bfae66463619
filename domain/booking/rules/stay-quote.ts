/**
 * The quote of one stay in one weekly rental: every booking rule in one pure call, shared by the
 * booking box (live breakdown), the cart and the server's quote (the authority). It checks, in this
 * order, the stay rules, the party against the capacity, the rent (a price and an available week for
 * each week) and the tourist tax, and returns either the breakdown or the first refusal.
 */
import { vatIncluded } from '../../vat/rates'
import type { QuotedWeek } from '../../catalogue/pricing'
import { checkCapacity, type CapacityRefusal, type Guests } from './capacity'
import type { Refusal } from './messages'
import { rentOf, type RentRefusal, type StayWeek } from './rent'
import { checkStay, type Stay, type StayRefusal, type StayRules } from './stay-rules'
import { touristTax, type TouristTax, type TouristTaxRate } from './tourist-tax'

/** What the quote needs to know of the rental (from its catalogue row). */
export type QuotedRental = {
  /** Its stay rules (`stayRulesOf` of its data; DEFAULT_STAY_RULES when it has none). */
  stayRules: StayRules
  /** How many persons it sleeps. */
  persons: number
  /** Its included items; only `touristTax` is read (true: the tax is in the rent). null: none. */
  included: { touristTax: boolean } | null
}

export type StayQuoteInput = {
  rental: QuotedRental
  /** Arrival and departure, ISO dates of Europe/Zurich. */
  stay: Stay
  /**
   * The rental's price weeks around the stay, each flagged available (no booking, hold or block)
   * or not; weeks outside the stay are ignored, so all the rental's upcoming weeks may be given.
   */
  weeks: readonly StayWeek[]
  guests: Guests
  rates: {
    /** TOURIST_TAX_RATES, or the agency's own list. */
    touristTax: readonly TouristTaxRate[]
    /**
     * The accommodation VAT rate in basis points, the one in force on the service date:
     * `vatRateOn('accommodation', stay.arrival)` (domain/vat/rates.ts), as the cart uses.
     */
    accommodationVat: number
  }
}

export type StayQuote = {
  ok: true
  arrival: string
  departure: string
  nights: number
  guests: { adults: number; childAges: readonly number[]; total: number }
  /** Each week: `regularPrice` its list price, `price` what is charged (the special offer if any). */
  weeks: QuotedWeek[]
  /** Sum of the weeks' charged prices, VAT included. */
  rent: number
  touristTax: TouristTax
  /** The VAT contained in the rent (the tourist tax carries none). */
  vat: { rate: number; amount: number }
  /** rent + tourist tax, what the visitor pays for this stay. */
  total: number
  currency: 'CHF'
}

export type StayQuoteRefusal = StayRefusal | CapacityRefusal | RentRefusal | Refusal<'tourist_tax_unknown'>

/** The breakdown of a stay, or the first rule that refuses it. Amounts in centimes. */
export function quoteStay(input: StayQuoteInput): StayQuote | StayQuoteRefusal {
  const { rental, guests, rates } = input
  const stay = checkStay(rental.stayRules, input.stay)
  if (!stay.ok) return stay
  const party = checkCapacity(rental.persons, guests)
  if (!party.ok) return party
  const rent = rentOf(stay, input.weeks)
  if (!rent.ok) return rent
  const tax = touristTax(rates.touristTax, stay, party, rental.included?.touristTax === true)
  if (!tax.ok) return tax
  return {
    ok: true,
    arrival: stay.arrival,
    departure: stay.departure,
    nights: stay.nights,
    guests: { adults: party.adults, childAges: party.childAges, total: party.total },
    weeks: rent.weeks,
    rent: rent.rent,
    touristTax: tax,
    vat: { rate: rates.accommodationVat, amount: vatIncluded(rent.rent, rates.accommodationVat) },
    total: rent.rent + tax.total,
    currency: 'CHF',
  }
}
