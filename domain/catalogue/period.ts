/**
 * Rental periods of the catalogue (SPEC §5 "Rental period", DESIGN §3 "Rentals"): the default stay
 * rules of domain/booking/rules (Saturday to Saturday, 1 to 12 weeks), which the list's period
 * filter and the price quote use. Pure and browser-safe. The date-only helpers live in
 * domain/booking/rules/calendar.ts and are re-exported here for the catalogue's callers.
 */
import { weekStarts } from '../booking/rules/calendar'
import { bookingMessages } from '../booking/rules/messages'
import type { Bilingual } from '../i18n/bilingual'
import { checkStay, DEFAULT_STAY_RULES } from '../booking/rules/stay-rules'

export { addDays, daysBetween, isIsoDate, isSaturday, saturdayOnOrBefore, weekdayOf, weekStarts } from '../booking/rules/calendar'

/** The longest price grid that can be asked for (GET /api/prices): 78 weeks, 18 months of prices. */
export const MAX_PERIOD_WEEKS = 78

const rules = DEFAULT_STAY_RULES

const MESSAGES = {
  invalid_date: bookingMessages('invalid_date'),
  not_saturday: bookingMessages('arrival_weekday', rules),
  end_before_start: bookingMessages('end_before_start'),
  too_short: bookingMessages('too_short', rules.minNights),
  too_long: bookingMessages('too_long', rules.maxNights),
} as const satisfies Record<string, Bilingual>

export type PeriodErrorCode = keyof typeof MESSAGES

/** The English messages, as the catalogue API answers them. */
export const PERIOD_MESSAGES: Readonly<Record<PeriodErrorCode, string>> = Object.fromEntries(
  Object.entries(MESSAGES).map(([code, texts]) => [code, texts.en]),
) as Record<PeriodErrorCode, string>

/** `message` is English (the catalogue API's); `messages` has French and English. */
export type PeriodCheck =
  | { ok: true; from: string; to: string; weeks: string[] }
  | { ok: false; code: PeriodErrorCode; message: string; messages: Bilingual }

/**
 * Checks a rental period with the default stay rules, in this order: real dates, both Saturdays,
 * end after start, at least one week, at most twelve. A period ending on its start day is less than
 * 1 week. A wrong weekday at either end is `not_saturday`.
 */
export function checkPeriod(from: string, to: string): PeriodCheck {
  const check = checkStay(rules, { arrival: from, departure: to })
  if (check.ok) return { ok: true, from, to, weeks: weekStarts(from, to) }
  const code = check.code === 'arrival_weekday' || check.code === 'departure_weekday' ? 'not_saturday' : check.code
  return { ok: false, code, message: check.messages.en, messages: check.messages }
}
