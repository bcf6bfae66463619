/**
 * What the quote API and the booking box say about a stay: the breakdown of `quoteStay` with the
 * rental and period it is for, or a refusal whose message names the weeks at fault. Also the
 * choices of the booking box (arrival and departure days) from a rental's price weeks. Pure and
 * browser-safe; the server computes every price (domain/booking/stay-price.server.ts).
 */
import { formatDate } from '../format/date'
import type { Bilingual } from '../i18n/bilingual'
import { freeNightsOf, stayDates } from './rules/stay-dates'
import type { StayQuote } from './rules/stay-quote'
import { DEFAULT_STAY_RULES, stayRulesOf, type StayRules } from './rules/stay-rules'

/**
 * GET /api/locations/{id}/price → `price`: the stay quote (weeks with their regular and charged
 * price, rent, tourist tax, VAT contained, total = rent + tourist tax), and, for the clients of the
 * former answer, `locationId`, `from`, `to` and `persons` (every guest, children included).
 */
export type StayPrice = Omit<StayQuote, 'ok'> & { locationId: number; from: string; to: string; persons: number }

/** A refused stay: the rule's code, its texts naming the weeks at fault, and those weeks. */
export type StayPriceRefusal = { code: string; messages: Bilingual; weeks: string[] }

/**
 * A rental's stay rules from its `locations.stay_rules` column: null (or absent) is the defaults
 * (Saturday to Saturday, 1 to 12 weeks), set by the back office's sheet (decision 034).
 */
export function rentalStayRules(stored: unknown): StayRules {
  return stored === null || stored === undefined ? DEFAULT_STAY_RULES : stayRulesOf(stored)
}

function weeksNamed(weeks: readonly string[]): Bilingual {
  const dates = weeks.map((week) => formatDate(week)).join(', ')
  return weeks.length === 1
    ? { fr: `semaine du ${dates}`, en: `week of ${dates}` }
    : { fr: `semaines du ${dates}`, en: `weeks of ${dates}` }
}

/**
 * A rule's refusal as the visitor reads it: its texts, followed by the weeks at fault when it has
 * some ("No availability: week of 19.12.2026.").
 */
export function stayRefusal(refusal: { code: string; messages: Bilingual; weeks?: readonly string[] }): StayPriceRefusal {
  const weeks = [...(refusal.weeks ?? [])]
  if (weeks.length === 0) return { code: refusal.code, messages: refusal.messages, weeks }
  const named = weeksNamed(weeks)
  return {
    code: refusal.code,
    messages: { fr: `${refusal.messages.fr} : ${named.fr}.`, en: `${refusal.messages.en}: ${named.en}.` },
    weeks,
  }
}

/** A price week as the catalogue gives it (`PriceWeekView`), enough to know which nights are free. */
type WeekOfGrid = { startDate: string; endDate: string; available: boolean }

/**
 * The days the booking box offers: every arrival from which a stay fits in the rental's available
 * weeks, and every day one of those stays can end on (the departure list of the form without
 * JavaScript, which cannot follow the chosen arrival). Both sorted.
 */
export function stayChoices(rules: StayRules, weeks: readonly WeekOfGrid[]): { arrivals: string[]; departures: string[] } {
  if (weeks.length === 0) return { arrivals: [], departures: [] }
  const sorted = [...weeks].sort((a, b) => a.startDate.localeCompare(b.startDate))
  return stayDates(rules, { from: sorted[0].startDate, to: sorted[sorted.length - 1].endDate }, freeNightsOf(sorted))
}
