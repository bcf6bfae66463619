/**
 * One configuration, one cart line: a product added again with the same context (every field of
 * every entry equal, the quantity aside) adds to the line already there. Pure, for add-item and its tests.
 */
import type { ContextEntry } from '../context'
import { QUANTITY } from '../context/model'

/** An entry without its quantity, keys sorted: two entries that differ only in order compare equal. */
function configurationOf(entry: ContextEntry): string {
  const keys = Object.keys(entry)
    .filter((key) => key !== QUANTITY)
    .sort()
  return JSON.stringify(keys.map((key) => [key, entry[key] ?? null]))
}

/** Whether two contexts describe the same configuration (same entries in the same order, quantities aside). */
export function sameConfiguration(a: readonly ContextEntry[], b: readonly ContextEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => configurationOf(entry) === configurationOf(b[i] as ContextEntry))
}

const countOf = (entry: ContextEntry): number => {
  const n = Number(entry[QUANTITY])
  return Number.isSafeInteger(n) && n > 0 ? n : 1
}

/** `existing` with each entry's quantity raised by the matching entry of `added`. */
export function withAddedQuantities(existing: readonly ContextEntry[], added: readonly ContextEntry[]): ContextEntry[] {
  return existing.map((entry, i) => {
    const more = added[i]
    return { ...entry, [QUANTITY]: countOf(entry) + (more ? countOf(more) : 0) }
  })
}
