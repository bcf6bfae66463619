/**
 * Rental periods (SPEC §5 "Rental period", DESIGN §3 "Rentals"): Saturday to Saturday, at least one week.
 * Pure and browser-safe. Dates are ISO calendar dates (YYYY-MM-DD), computed in UTC as date-only
 * values so no time zone can shift a day.
 */
import { isRealDate } from '../format/date'

const DAY_MS = 86_400_000
const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** The longest period that can be asked for: the length of the price grid (18 months). */
export const MAX_PERIOD_WEEKS = 78

export const PERIOD_MESSAGES = {
  invalid_date: 'The dates of the period must be real dates written YYYY-MM-DD.',
  not_saturday: 'You can only select periods from Saturday to Saturday.',
  end_before_start: 'The end of the period must come after its start.',
  too_short: 'The period selected is less than 1 week.',
  too_long: `The period selected is longer than ${MAX_PERIOD_WEEKS} weeks.`,
} as const

export type PeriodErrorCode = keyof typeof PERIOD_MESSAGES

export type PeriodCheck =
  | { ok: true; from: string; to: string; weeks: string[] }
  | { ok: false; code: PeriodErrorCode; message: string }

/** A real calendar date written exactly YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE_ONLY.test(value) && isRealDate(value)
}

function toUtc(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d)
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(toUtc(iso)).getUTCDay()
}

export function isSaturday(iso: string): boolean {
  return isIsoDate(iso) && weekdayOf(iso) === 6
}

/** The Saturday on or before the given date (the date itself when it is a Saturday). */
export function saturdayOnOrBefore(iso: string): string {
  return addDays(iso, -((weekdayOf(iso) + 1) % 7))
}

/** The start dates of the weeks of a period: every 7th day from `from`, before `to`. */
export function weekStarts(from: string, to: string): string[] {
  const weeks: string[] = []
  for (let day = from; day < to; day = addDays(day, 7)) weeks.push(day)
  return weeks
}

/**
 * Checks a rental period, in this order: real dates, both Saturdays, end after start, at least
 * one week, at most MAX_PERIOD_WEEKS weeks. A period ending on its start day is less than 1 week.
 */
export function checkPeriod(from: string, to: string): PeriodCheck {
  const fail = (code: PeriodErrorCode): PeriodCheck => ({ ok: false, code, message: PERIOD_MESSAGES[code] })
  if (!isIsoDate(from) || !isIsoDate(to)) return fail('invalid_date')
  if (weekdayOf(from) !== 6 || weekdayOf(to) !== 6) return fail('not_saturday')
  const days = daysBetween(from, to)
  if (days < 0) return fail('end_before_start')
  if (days < 7) return fail('too_short')
  if (days > MAX_PERIOD_WEEKS * 7) return fail('too_long')
  return { ok: true, from, to, weeks: weekStarts(from, to) }
}
