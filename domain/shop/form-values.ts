import { isRealDate } from '../format/date'

/**
 * How the shop's back-office forms read what was typed: trimmed texts and amounts in francs. Pure,
 * shared by the product and reduction-code forms.
 */

/** A posted form as plain texts (a missing field is ""). */
export type FormValues = Record<string, string>

export function text(values: FormValues, name: string): string {
  return (values[name] ?? '').trim()
}

/** "120", "120.5", "120,50", "1'200.00" → centimes; null when it is not an amount of francs. */
export { readFrancs } from '../format/francs'

/** Centimes as the amount a form shows again: 12050 → "120.50". */
export function francsText(centimes: number): string {
  return `${Math.floor(centimes / 100)}.${String(centimes % 100).padStart(2, '0')}`
}

/** An ISO date that exists (2026-02-30 does not), else null. */
export function readIsoDate(raw: string): string | null {
  return isRealDate(raw) ? raw : null
}
