/**
 * The seed's own date helpers on 'YYYY-MM-DD' strings, computed in UTC so no time zone can shift a
 * day. Days, weekdays, Saturdays and today in the resort come from domain/booking/rules/calendar.
 */

const DAY_MS = 86_400_000

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
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
