/**
 * Dates are calendar dates in Europe/Zurich. Date-only values travel as ISO
 * strings (YYYY-MM-DD) and are never shifted through time zones.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/
const SWISS_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/

/** "2026-01-05" (or a Date, read in Europe/Zurich) → "05.01.2026" */
export function formatDate(value: string | Date): string {
  const iso = typeof value === 'string' ? value : toZurichIsoDate(value)
  const match = ISO_DATE.exec(iso)
  if (!match) throw new RangeError(`Not a date: ${String(value)}`)
  const [, year, month, day] = match
  return `${day}.${month}.${year}`
}

/** "05.01.2026" → "2026-01-05", or null when it is not a real calendar date. */
export function parseSwissDate(text: string): string | null {
  const match = SWISS_DATE.exec(text.trim())
  if (!match) return null
  const [, day, month, year] = match
  const iso = `${year}-${month}-${day}`
  return isRealDate(iso) ? iso : null
}

export function isRealDate(iso: string): boolean {
  const match = ISO_DATE.exec(iso)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * A formatter made on its first use, then kept: making one costs far more than using it, and in the
 * browser its time zone data took milliseconds of every page's start, for formatters most pages
 * never use (decision 036).
 */
function once(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined
  return () => (made ??= make())
}

const zurich = (locale: string, options: Intl.DateTimeFormatOptions) => once(() => new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Zurich', ...options }))
const ZURICH_ISO_DATE = zurich('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' })
const SHORT_DATE_TIME = zurich('fr-CH', { dateStyle: 'short', timeStyle: 'short' })
const LONG_DATE_TIME = {
  fr: zurich('fr-CH', { dateStyle: 'long', timeStyle: 'short' }),
  en: zurich('en-GB', { dateStyle: 'long', timeStyle: 'short' }),
}

/** The calendar date of an instant in Europe/Zurich, as YYYY-MM-DD. */
export function toZurichIsoDate(instant: Date): string {
  return ZURICH_ISO_DATE().format(instant)
}

/** An instant in Europe/Zurich as the back office's lists show it: "24.11.26 19:13". */
export function formatDateTime(instant: string | Date): string {
  return SHORT_DATE_TIME().format(new Date(instant))
}

/** An instant in Europe/Zurich written out for a customer: "29 novembre 2026 à 19:13", "29 November 2026 at 19:13". */
export function formatLongDateTime(instant: string | Date, locale: 'fr' | 'en'): string {
  return LONG_DATE_TIME[locale]().format(new Date(instant))
}
