/**
 * PLACEHOLDER — replaced by the product pricing module at merge. Only the names and signatures the
 * cart calls; do not add logic here.
 */
import type { ContextEntry } from '../context'

/** Placeholder: basePrice × the sum of (people ?? quantity ?? 1) over the entries. */
export function priceContext(
  product: { basePrice: number; pricing: unknown; bulk: boolean },
  entries: readonly ContextEntry[],
): number | null {
  if (entries.length === 0) return null
  const units = entries.reduce((sum, e) => sum + Number(e.people ?? e.quantity ?? 1), 0)
  return Number.isFinite(units) ? product.basePrice * units : null
}

/** Placeholder: the first entry's dateFrom, else its startPeriod, when it is an ISO date. */
export function serviceDate(entries: readonly ContextEntry[]): string | null {
  const value = entries[0]?.dateFrom ?? entries[0]?.startPeriod
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
}
