/**
 * Calendar dates of the resort (DESIGN §3: "All dates are calendar dates in Europe/Zurich; no
 * time-zone arithmetic on date-only values"). A date travels as an ISO string YYYY-MM-DD and is
 * computed as a UTC midnight, a clock without summer time, so adding 7 days to the Saturday before
 * the last Sunday of March gives the next Saturday, never a Friday at 23:00.
 * Pure and browser-safe; domain/catalogue/period.ts re-exports these helpers.
 */
import { isRealDate, toZurichIsoDate } from '../../format/date'

const DAY_MS = 86_400_000
const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** 0 = Sunday, 1 = Monday … 6 = Saturday (as `Date.getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export const SATURDAY: Weekday = 6

/** A real calendar date written exactly YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return typeof value === 'string' && ISO_DATE_ONLY.test(value) && isRealDate(value)
}

/**
 * A date as a whole number of days since 1970-01-01, for loops over many days: they count in
 * integers and write a date only for what they answer (`dateOfDay`).
 */
export function dayNumber(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n))

/** The ISO date of a day number (`dayNumber`), without the cost of `Date.toISOString`. */
export function dateOfDay(day: number): string {
  // As toISOString, a date that is not one is an error, never "NaN-NaN-NaN".
  if (!Number.isFinite(day)) throw new RangeError(`Not a day: ${day}`)
  const date = new Date(day * DAY_MS)
  const year = date.getUTCFullYear()
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`
}

export function addDays(iso: string, days: number): string {
  return dateOfDay(dayNumber(iso) + days)
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

/** The weekday of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): Weekday {
  return (((day + 4) % 7) + 7) % 7 as Weekday
}

export function weekdayOf(iso: string): Weekday {
  return weekdayOfDay(dayNumber(iso))
}

export function isSaturday(iso: string): boolean {
  return isIsoDate(iso) && weekdayOf(iso) === SATURDAY
}

/** The Saturday on or before the given date (the date itself when it is a Saturday): the start of its rental week. */
export function saturdayOnOrBefore(iso: string): string {
  return addDays(iso, -((weekdayOf(iso) + 1) % 7))
}

/** The start dates of the weeks of a period: every 7th day from `from`, before `to`. */
export function weekStarts(from: string, to: string): string[] {
  const weeks: string[] = []
  for (let day = from; day < to; day = addDays(day, 7)) weeks.push(day)
  return weeks
}

/** The earlier of two ISO dates. */
export function earlier(a: string, b: string): string {
  return a <= b ? a : b
}

/** The later of two ISO dates. */
export function later(a: string, b: string): string {
  return a >= b ? a : b
}

/**
 * The resort's calendar date of a day given either as an ISO date (taken as it is) or as an
 * instant (read on the clock of Europe/Zurich: 23:30 UTC on 31 December is 1 January). An invalid
 * instant gives "", which no rule takes for a date.
 */
export function resortDate(day: string | Date): string {
  if (typeof day === 'string') return day
  return Number.isNaN(day.getTime()) ? '' : toZurichIsoDate(day)
}

/** Today in the resort (Europe/Zurich), YYYY-MM-DD, on the given clock (the machine's by default; tests and commands pass theirs). */
export function todayInResort(now: Date = new Date()): string {
  return toZurichIsoDate(now)
}
