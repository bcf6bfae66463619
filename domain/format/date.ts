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

/** YYYY-MM-DD in Europe/Zurich: made once, as making a formatter costs far more than using it. */
const ZURICH_ISO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar date of an instant in Europe/Zurich, as YYYY-MM-DD. */
export function toZurichIsoDate(instant: Date): string {
  return ZURICH_ISO_DATE.format(instant)
}

const SHORT_DATE_TIME = new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', dateStyle: 'short', timeStyle: 'short' })
const LONG_DATE_TIME = {
  fr: new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', dateStyle: 'long', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', dateStyle: 'long', timeStyle: 'short' }),
}

/** An instant in Europe/Zurich as the back office's lists show it: "24.11.26 19:13". */
export function formatDateTime(instant: string | Date): string {
  return SHORT_DATE_TIME.format(new Date(instant))
}

/** An instant in Europe/Zurich written out for a customer: "29 novembre 2026 à 19:13", "29 November 2026 at 19:13". */
export function formatLongDateTime(instant: string | Date, locale: 'fr' | 'en'): string {
  return LONG_DATE_TIME[locale].format(new Date(instant))
}
