import { data, redirect } from 'react-router'
import type { AppContext } from '../../server/context'
import { textIn } from '../../domain/i18n/bilingual'
import { rentalStayRules, type StayPrice, stayChoices } from '../../domain/booking/stay-price'
import { priceStay, type StayPriceAnswer } from '../../domain/booking/stay-price.server'
import { fieldOfRefusal, hasPeriod, readStayFields, type StayFields, staySearch } from '../../domain/booking/stay-request'
import { boxOptions } from '../../domain/booking/box-options.server'
import { todayInResort } from '../../domain/booking/rules/calendar'
import type { LocationRecord } from '../../domain/catalogue/locations.repository.server'
import { CartError } from '../../domain/shop/cart/outcome'
import {
  BOOKING_ANCHOR,
  BOOKING_JS_FIELD,
  type BookingActionData,
  type QuoteAnswer,
  type ServerQuote,
  withDefaultAdults,
} from '../components/booking/booking-state'
import { partyOf } from '../components/booking/guest-choices'
import { CART_STATUS_PARAM, CART_STATUS_VALUES } from '../components/shop/cart-action-data'
import type { Locale } from '../i18n/config'
import { bookStay } from './booking.server'
import { notFound } from './page-data.server'

/** The server's quote as the box shows it, in the page's language. */
function quoteAnswer(answer: StayPriceAnswer, locale: Locale): QuoteAnswer {
  if (answer.ok) return { ok: true, price: answer.price }
  const { code, messages } = answer.refusal
  return { ok: false, code, message: textIn(messages, locale), field: fieldOfRefusal(code) }
}

const priceOf = (context: AppContext, locationId: number | null, fields: StayFields, locale: Locale) =>
  priceStay({ db: context.db, today: todayInResort() }, { locale }, { locationId, fields })

/**
 * What the rental page's booking box starts with: the rental's stay rules, the arrival and departure
 * days of its free weeks (the lists of the form without JavaScript), the stay the address asks for
 * and, when it names a period, the server's quote of it in the page's language.
 */
export async function bookingOf(context: AppContext, location: LocationRecord, search: URLSearchParams, locale: Locale) {
  const rules = rentalStayRules(location.stayRules ?? null)
  const fields = withDefaultAdults(readStayFields(search), location.persons)
  const serverQuote: ServerQuote | null = hasPeriod(fields)
    ? { fields, answer: quoteAnswer(await priceOf(context, location.id, fields, locale), locale) }
    : null
  const options = await boxOptions(context.db, { included: location.included, rooms: location.number_of_rooms, persons: partyOf(fields, location.persons) }, locale)
  return { rules, choices: stayChoices(rules, location.priceWeeks), fields, serverQuote, options }
}

/** The options ticked in the box: product ids (anything else is dropped; the cart refuses unknown ones). */
function optionIdsOf(form: FormData): number[] {
  return form
    .getAll('option')
    .filter((value): value is string => typeof value === 'string' && /^\d{1,9}$/.test(value))
    .map(Number)
    .slice(0, 10)
}

/** Back to the rental page on its box, with the stay and `?panier=ajoute` (a plain form post). */
function addedRedirect(request: Request, fields: StayFields, headers: HeadersInit | undefined) {
  const search = new URLSearchParams(staySearch(fields))
  search.set(CART_STATUS_PARAM, CART_STATUS_VALUES.added)
  return redirect(`${new URL(request.url).pathname}?${search.toString()}#${BOOKING_ANCHOR}`, { status: 303, headers })
}

/** Puts a priced stay in the cart with `bookStay`; a refusal of the cart is shown in the box. */
async function book(context: AppContext, request: Request, form: FormData, fields: StayFields, price: StayPrice, locale: Locale) {
  const { arrival, departure, guests } = price
  const input = {
    locationId: price.locationId,
    stay: { arrival, departure },
    guests: { adults: guests.adults, childAges: guests.childAges },
    price,
    optionIds: optionIdsOf(form),
    locale,
  }
  try {
    const { cartCount, setCookie } = await bookStay(context, request, input)
    const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
    if (form.get(BOOKING_JS_FIELD) !== '1') return addedRedirect(request, fields, headers)
    return data<BookingActionData>({ status: 'added', cartCount }, { headers })
  } catch (error) {
    if (error instanceof CartError) {
      return data<BookingActionData>({ status: 'error', fields, errors: error.errors, message: error.message }, { status: error.status })
    }
    context.log.error({ err: error, locationId: price.locationId }, 'the stay could not be added to the cart')
    return data<BookingActionData>({ status: 'error', fields, errors: {}, message: null }, { status: 503 })
  }
}

/**
 * The rental page's action, POST `intent=book` (the booking box, with or without JavaScript): the
 * stay is checked and priced again by the server (its quote counts, not what the page showed), then
 * put in the cart by `bookStay`. Without JavaScript a success is a 303 back to the page with
 * `?panier=ajoute`, as the product page does; a fetcher gets data that opens the cart slide-in.
 * A refusal comes back beside its field (400, or 409 for a week taken meanwhile).
 */
export async function bookingAction(context: AppContext, request: Request, target: { locationId: number | null; locale: Locale }) {
  const form = await request.formData()
  const fields = readStayFields(form)
  if (form.get('intent') !== 'book') {
    return data<BookingActionData>({ status: 'invalid', fields, errors: {}, message: null }, { status: 400 })
  }
  const answer = await priceOf(context, target.locationId, fields, target.locale)
  if (answer.ok) return book(context, request, form, fields, answer.price, target.locale)
  if (answer.status === 404) notFound()
  const message = textIn(answer.refusal.messages, target.locale)
  const errors = { [fieldOfRefusal(answer.refusal.code)]: message }
  return data<BookingActionData>({ status: 'invalid', fields, errors, message }, { status: answer.status })
}
