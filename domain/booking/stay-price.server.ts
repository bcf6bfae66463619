/**
 * The price of a stay in a weekly rental, the server's verdict (DESIGN §1: the server is the only
 * authority for prices and availability): the quote API, the rental page without JavaScript and its
 * booking action all ask here. It reads the rental, its stay rules and the weeks of the stay with
 * their availability (the catalogue's `bookableWeek`, which the bookings extend), then asks
 * `quoteStay` of the booking rules, which decides everything else.
 */
import type { DbOrTx } from '../../db/types'
import { findQuotedRental, stayWeeks } from '../catalogue/locations.repository.server'
import { vatRateOn } from '../vat/rates'
import { addDays, isIsoDate } from './rules/calendar'
import { refusal } from './rules/messages'
import type { Bilingual } from '../i18n/bilingual'
import { quoteStay } from './rules/stay-quote'
import { LONGEST_STAY_NIGHTS } from './rules/stay-rules'
import { TOURIST_TAX_RATES } from './rules/tourist-tax'
import { rentalStayRules, type StayPrice, type StayPriceRefusal, stayRefusal } from './stay-price'
import { stayRequestOf, type StayFields } from './stay-request'

/** `ownItemId`: the cart item priced again, whose own hold does not make its weeks unavailable. */
export type StayPriceDeps = { db: DbOrTx; today: string; ownItemId?: number }

/**
 * 404: no such published weekly rental. 409: a week of the stay is taken (booked, held, blocked or
 * already begun): the period was fine, the calendar says no. 400: every other refusal.
 */
export type StayPriceAnswer = { ok: true; price: StayPrice } | { ok: false; status: 400 | 404 | 409; refusal: StayPriceRefusal }

const NOT_FOUND: Bilingual = { fr: 'Location introuvable', en: 'Location not found' }
const ANNUAL: Bilingual = {
  fr: "Les locations à l'année ne se réservent pas en ligne : envoyez une demande d'information ou de visite.",
  en: 'Annual rentals are not booked online: please send an information or visit request.',
}

const refused = (status: 400 | 404 | 409, refusal: StayPriceRefusal): StayPriceAnswer => ({ ok: false, status, refusal })

/** The accommodation VAT in force on the arrival day, or null before the first known rate. */
function accommodationVat(arrival: string): number | null {
  try {
    return vatRateOn('accommodation', arrival)
  } catch {
    return null
  }
}

/**
 * The weeks the rules will look at: none for dates they refuse anyway, never more than the longest
 * stay. From six days before the arrival: a rental whose rules let a stay begin inside a price week
 * (decision 034) sleeps its first nights in that week.
 */
function weeksOf(deps: StayPriceDeps, id: number, arrival: string, departure: string) {
  if (!isIsoDate(arrival) || !isIsoDate(departure) || departure <= arrival) return Promise.resolve([])
  const last = addDays(arrival, LONGEST_STAY_NIGHTS)
  return stayWeeks(deps.db, id, addDays(arrival, -6), departure < last ? departure : last, deps.today, deps.ownItemId)
}

/**
 * The quote of a stay in a rental (`locationId` null: an address that names none), or why it
 * cannot be had, in French and English: the caller answers in the visitor's language.
 */
export async function priceStay(
  deps: StayPriceDeps,
  _visitor: { locale: string },
  input: { locationId: number | null; fields: StayFields },
): Promise<StayPriceAnswer> {
  const rental = input.locationId === null ? null : await findQuotedRental(deps.db, input.locationId)
  if (!rental) return refused(404, { code: 'not_found', messages: NOT_FOUND, weeks: [] })
  if (rental.kind !== 'weekly') return refused(404, { code: 'annual_rental', messages: ANNUAL, weeks: [] })
  const request = stayRequestOf(input.fields)
  if (!request.ok) return refused(400, stayRefusal(request))
  const { stay, guests } = request.value
  const weeks = await weeksOf(deps, rental.id, stay.arrival, stay.departure)
  const vat = accommodationVat(stay.arrival)
  const quote = quoteStay({
    rental: { stayRules: rentalStayRules(rental.stayRules), persons: rental.persons, included: rental.included },
    stay,
    weeks,
    guests,
    rates: { touristTax: TOURIST_TAX_RATES, accommodationVat: vat ?? 0 },
  })
  if (!quote.ok) return refused(quote.code === 'no_availability' ? 409 : 400, stayRefusal(quote))
  // A stay before the first known VAT rate has no price the agency can state.
  if (vat === null) {
    const weeksAtFault = quote.weeks.map((week) => week.startDate)
    return refused(400, stayRefusal({ ...refusal('price_unavailable'), weeks: weeksAtFault }))
  }
  const { ok: _ok, ...breakdown } = quote
  return {
    ok: true,
    price: { ...breakdown, locationId: rental.id, from: quote.arrival, to: quote.departure, persons: quote.guests.total },
  }
}
