import type { AppContext } from '../../server/context'
import { messageIn } from '../../domain/booking/rules/messages'
import { rentalStayRules, stayChoices } from '../../domain/booking/stay-price'
import { priceStay } from '../../domain/booking/stay-price.server'
import { fieldOfRefusal, hasPeriod, readStayFields } from '../../domain/booking/stay-request'
import { todayInResort } from '../../domain/catalogue/availability.repository.server'
import type { LocationDetail } from '../../domain/catalogue/types'
import { type ServerQuote, withDefaultAdults } from '../components/booking/booking-state'
import type { Locale } from '../i18n/config'

/**
 * What the rental page's booking box starts with: the rental's stay rules, the arrival and departure
 * days of its free weeks (the lists of the form without JavaScript), the stay the address asks for
 * and, when it names a period, the server's quote of it in the page's language.
 */
export async function bookingOf(context: AppContext, location: LocationDetail, search: URLSearchParams, locale: Locale) {
  const rules = rentalStayRules()
  const fields = withDefaultAdults(readStayFields(search), location.persons)
  let serverQuote: ServerQuote | null = null
  if (hasPeriod(fields)) {
    const answer = await priceStay({ db: context.db, today: todayInResort() }, { locale }, { locationId: location.id, fields })
    serverQuote = answer.ok
      ? { fields, answer: { ok: true, price: answer.price } }
      : { fields, answer: { ok: false, code: answer.refusal.code, message: messageIn(answer.refusal.messages, locale), field: fieldOfRefusal(answer.refusal.code) } }
  }
  return { rules, choices: stayChoices(rules, location.priceWeeks), fields, serverQuote }
}
