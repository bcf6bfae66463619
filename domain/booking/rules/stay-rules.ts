/**
 * Stay rules of a weekly rental (SPEC §5 "Rental period", DESIGN §3 "Rentals"): on which weekdays
 * guests may arrive and leave, and how many nights a stay lasts at least and at most. They are data,
 * per rental, with defaults: Saturday to Saturday, 7 to 84 nights (docs/decisions/015).
 * domain/catalogue/period.ts `checkPeriod` is `checkStay` with the defaults.
 */
import { daysBetween, isIsoDate, SATURDAY, weekdayOf, type Weekday } from './calendar'
import { refusal, type Refusal } from './messages'

export type StayRules = {
  /** Fewest nights of a stay, 1 or more. */
  minNights: number
  /** Most nights of a stay, minNights or more. */
  maxNights: number
  /** Days a stay may begin on (0 = Sunday … 6 = Saturday), at least one. */
  arrivalWeekdays: readonly Weekday[]
  /** Days a stay may end on, at least one. */
  departureWeekdays: readonly Weekday[]
}

/**
 * Twelve weeks: a holiday flat let for three months at most is outside the rules of residential
 * leases (Swiss Code of Obligations, art. 253a para. 2), and 84 nights stay under three months
 * whatever the arrival day. Longer stays are agreed with the agency (a rental's own maxNights).
 */
export const DEFAULT_MAX_NIGHTS = 84

export const DEFAULT_STAY_RULES: StayRules = Object.freeze({
  minNights: 7,
  maxNights: DEFAULT_MAX_NIGHTS,
  arrivalWeekdays: Object.freeze([SATURDAY]),
  departureWeekdays: Object.freeze([SATURDAY]),
})

/** No rental's data may ask the date picker to look further than two years ahead. */
export const LONGEST_STAY_NIGHTS = 731

export type Stay = { arrival: string; departure: string }

export type StayCheck = { ok: true; arrival: string; departure: string; nights: number }

export type StayRefusal = Refusal<
  'invalid_date' | 'arrival_weekday' | 'departure_weekday' | 'end_before_start' | 'too_short' | 'too_long'
>

/**
 * Checks a stay against a rental's rules, in this order: real dates, arrival weekday, departure
 * weekday, departure after arrival, at least minNights, at most maxNights. A stay ending on its
 * arrival day is too short (0 nights), not "before its start".
 */
export function checkStay(rules: StayRules, stay: Stay): StayCheck | StayRefusal {
  const { arrival, departure } = stay
  if (!isIsoDate(arrival) || !isIsoDate(departure)) return refusal('invalid_date')
  if (!isArrivalDay(rules, arrival)) return refusal('arrival_weekday', rules)
  if (!isDepartureDay(rules, departure)) return refusal('departure_weekday', rules)
  const nights = daysBetween(arrival, departure)
  if (nights < 0) return refusal('end_before_start')
  if (nights < rules.minNights) return refusal('too_short', rules.minNights)
  if (nights > rules.maxNights) return refusal('too_long', rules.maxNights)
  return { ok: true, arrival, departure, nights }
}

/** Whether a stay may begin on this date (weekday only: availability is the caller's data). */
export function isArrivalDay(rules: StayRules, date: string): boolean {
  return isIsoDate(date) && arrivesOn(rules, weekdayOf(date))
}

/** Whether a stay may end on this date (weekday only). */
export function isDepartureDay(rules: StayRules, date: string): boolean {
  return isIsoDate(date) && leavesOn(rules, weekdayOf(date))
}

/** Whether a stay may begin on this weekday. */
export function arrivesOn(rules: StayRules, weekday: Weekday): boolean {
  return rules.arrivalWeekdays.includes(weekday)
}

/** Whether a stay may end on this weekday. */
export function leavesOn(rules: StayRules, weekday: Weekday): boolean {
  return rules.departureWeekdays.includes(weekday)
}

const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

function weekdays(value: unknown): Weekday[] | null {
  if (!Array.isArray(value) || value.length === 0) return null
  if (!value.every((day) => isWholeNumber(day, 0, 6))) return null
  return [...new Set(value as Weekday[])].sort((a, b) => a - b)
}

/**
 * A rental's stay rules from its stored data (e.g. a JSON column; absent means the defaults).
 * A field that is missing or not understood takes its default, so a typo never blocks bookings
 * or lets a stay of one night through; a maximum below the minimum is raised to the minimum.
 */
export function stayRulesOf(data: unknown): StayRules {
  const given = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const minNights = isWholeNumber(given.minNights, 1, LONGEST_STAY_NIGHTS) ? given.minNights : DEFAULT_STAY_RULES.minNights
  const maxNights = isWholeNumber(given.maxNights, 1, LONGEST_STAY_NIGHTS) ? given.maxNights : DEFAULT_STAY_RULES.maxNights
  return {
    minNights,
    maxNights: Math.max(minNights, maxNights),
    arrivalWeekdays: weekdays(given.arrivalWeekdays) ?? DEFAULT_STAY_RULES.arrivalWeekdays,
    departureWeekdays: weekdays(given.departureWeekdays) ?? DEFAULT_STAY_RULES.departureWeekdays,
  }
}
