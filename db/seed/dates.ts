/** Date-only helpers on 'YYYY-MM-DD' strings, computed in UTC so no time zone can shift a day. */

const DAY_MS = 86_400_000

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}

export function addDays(iso: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(iso).getTime() + days * DAY_MS))
}

/** Today's calendar date in Europe/Zurich (the resort's calendar), as 'YYYY-MM-DD'. */
export function todayInZurich(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return parseIsoDate(iso).getUTCDay()
}

/** The Saturday on or before the given date. */
export function saturdayOnOrBefore(iso: string): string {
  return addDays(iso, -((weekday(iso) + 1) % 7))
}

/** The first day of the month after the given date, shifted by `months` more. */
export function firstOfMonthAfter(iso: string, months = 0): string {
  const d = parseIsoDate(iso)
  return toIsoDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1 + months, 1)))
}

/** A timestamp `days` days before `now`, at a fixed hour of that day (UTC), for published dates. */
export function daysAgo(now: Date, days: number, hour = 9): Date {
  const d = new Date(now.getTime() - days * DAY_MS)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, 0, 0))
}
