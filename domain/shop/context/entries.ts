import { isTicked } from '../../validation'
import { entryValues, hasImplicitPeople, isFieldActive, isNumberSelect, PEOPLE, QUANTITY } from './model'
import type { ContextEntry, ContextField, ContextModel, ContextValue } from './types'

/** Bulk lines a context may hold; a longer list is refused (check.server.ts), never cut silently. */
export const MAX_LINES = 20
/** The largest quantity of one entry; a larger one is refused by the rules (check.ts). */
export const MAX_QUANTITY = 99
/** The longest text kept in a field. */
export const MAX_TEXT = 500

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A whole number from a number or a numeric text, else null. */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) ? number : null
}

/**
 * A count of at least 1 (quantity, people): anything missing, zero or invalid becomes 1 (SPEC §3).
 * A larger count is kept as sent (beyond safe integers: the largest one), so that the rules refuse
 * it with a message instead of the count being cut to the maximum.
 */
function count(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isInteger(number) && number >= 1 ? Math.min(number, Number.MAX_SAFE_INTEGER) : 1
}

function coerce(field: ContextField, value: unknown): ContextValue {
  if (field.type === 'checkbox') return value === true || (typeof value === 'string' && isTicked(value.trim())) || value === 1
  if (isNumberSelect(field)) return wholeNumber(value)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  // A list of numbers or words, as a text (a rental's children ages: [4, 9] → "4,9").
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string')) return value.join(',').slice(0, MAX_TEXT) || null
  if (typeof value !== 'string') return null
  const text = value.trim().slice(0, MAX_TEXT)
  return text === '' ? null : text
}

/** The entries of a body: a list, one entry, or {data: [...]} / {entries: [...]}. */
function rawEntries(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw
  if (isRecord(raw)) {
    if (Array.isArray(raw.data)) return raw.data
    if (Array.isArray(raw.entries)) return raw.entries
    return [raw]
  }
  return []
}

/**
 * A new context: one entry with every model field empty and quantity 1 (SPEC §3). Empty is null,
 * or false for a checkbox (a box is unticked until ticked).
 */
export function seedContext(model: ContextModel): ContextEntry[] {
  const entry: ContextEntry = {}
  for (const field of model.fields) entry[field.name] = field.type === 'checkbox' ? false : null
  if (hasImplicitPeople(model)) entry[PEOPLE] = 1
  entry[QUANTITY] = 1
  return [entry]
}

function normalizeEntry(model: ContextModel, raw: Record<string, unknown>): ContextEntry {
  const entry: ContextEntry = {}
  for (const field of model.fields) entry[field.name] = coerce(field, raw[field.name])
  // A field that does not apply (the return of a one-way trip) keeps no stale value.
  const values = entryValues(entry)
  for (const field of model.fields) {
    if (!isFieldActive(field, values)) entry[field.name] = field.type === 'checkbox' ? false : null
  }
  for (const name of model.carried) {
    const value = raw[name]
    if (typeof value === 'string' && value.trim() !== '') entry[name] = value.trim().slice(0, 40)
  }
  if (hasImplicitPeople(model)) entry[PEOPLE] = count(raw[PEOPLE])
  entry[QUANTITY] = count(raw[QUANTITY])
  return entry
}

/** How many lines (entries) a context sent as a body or a form holds. */
export function lineCount(raw: unknown): number {
  return rawEntries(raw).filter(isRecord).length
}

/**
 * The entries of a context as a visitor or a client sent them, cleaned: only the model's fields,
 * its carried values, quantity (and people on a bulk line); values of the field's type; a missing,
 * zero or invalid quantity becomes 1 (SPEC §3). One entry for a product without bulk; for a bulk
 * one at most one line more than MAX_LINES, so that the check refuses a longer list without this
 * keeping all of it. Anything unreadable gives the empty first entry. Never throws.
 */
export function normalizeEntries(model: ContextModel, raw: unknown): ContextEntry[] {
  const records = rawEntries(raw).filter(isRecord)
  const kept = records.slice(0, model.bulk ? MAX_LINES + 1 : 1)
  if (kept.length === 0) return seedContext(model)
  return kept.map((record) => normalizeEntry(model, record))
}
