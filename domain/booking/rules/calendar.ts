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

export function weekdayOf(iso: string): Weekday {
  return new Date(toUtc(iso)).getUTCDay() as Weekday
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
