/**
 * What the rental page's booking box shows and sends: the quote the server gave (from the page's
 * loader or from the quote API), and the answers of the page's booking action. Browser-safe.
 */
import { fieldOfRefusal, type StayField, type StayFields } from '../../../domain/booking/stay-request'
import type { StayPrice } from '../../../domain/booking/stay-price'

/** The id of the booking box: links from the price grid and the calendar open the page on it. */
export const BOOKING_ANCHOR = 'reservation'

/** The id of the booking form. */
export const BOOKING_FORM_ID = 'booking-form'

/** The id of the box's guests: the mobile bar's "Book" leads there, to the guests and options. */
export const BOOKING_GUESTS_ANCHOR = 'reservation-voyageurs'

/** A child's age as the box keeps its use (decision 041: no error before it could be chosen). */
export const childAgeField = (index: number) => `children.${index}`

/** The fetcher the box posts through with JavaScript; the cart's status listens to it. */
export const BOOKING_FETCHER_KEY = 'booking-box'

/** Field the box sends when JavaScript posts it: the action then answers data, not a redirect. */
export const BOOKING_JS_FIELD = '_js'

/** A quote as the box shows it: the breakdown, or the refusal's message beside its field. */
export type QuoteAnswer =
  | { ok: true; price: StayPrice }
  | { ok: false; code: string; message: string | null; field: StayField }

/** The quote the page was rendered with, and the fields it was computed for. */
export type ServerQuote = { fields: StayFields; answer: QuoteAnswer }

/** What the booking action answers; without JavaScript the page shows it again. */
export type BookingActionData =
  | { status: 'added'; cartCount: number }
  | {
      /** invalid: the quote refused the stay; error: the cart could not take it. */
      status: 'invalid' | 'error'
      fields: StayFields
      /** field → message in the page's language. */
      errors: Partial<Record<StayField, string>>
      message: string | null
    }

/** The quote API's answer read as a quote (a network failure or a 5xx is `unavailable`). */
export function quoteAnswerOf(status: number, body: unknown): QuoteAnswer {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (status === 200 && answer.success === true && typeof answer.price === 'object' && answer.price !== null) {
    return { ok: true, price: answer.price as StayPrice }
  }
  const code = typeof answer.code === 'string' ? answer.code : 'unavailable'
  const message = status < 500 && typeof answer.message === 'string' ? answer.message : null
  return { ok: false, code, message, field: fieldOfRefusal(code) }
}

/** Whether two sets of fields ask for the same stay. */
export function sameStay(a: StayFields, b: StayFields): boolean {
  return a.from === b.from && a.to === b.to && a.adults === b.adults && a.children.join(',') === b.children.join(',')
}

/** Adults the box starts with when the address names none: two, or one in a rental for one. */
export function withDefaultAdults(fields: StayFields, persons: number): StayFields {
  return fields.adults ? fields : { ...fields, adults: String(Math.max(1, Math.min(2, persons))) }
}
