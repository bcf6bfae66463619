import type { ContextEntry } from '../context'
import { readAnyDate } from '../../validation'
import { parsePricing, priceLine, unitCount } from './formulas'

export { type AddOn, isRoundTrip, parsePricing, priceLine, type PricingFormula, unitCount } from './formulas'

/**
 * The price of a context in centimes, VAT included: the product's formula (products.pricing) over
 * each line, times the line's quantity, summed over the lines of a bulk product (one line
 * otherwise). null means "Unavailable price": an unknown formula, a missing or invalid count, no
 * line. Computed on the server only; a total sent by a browser is never read.
 */
export function priceContext(
  product: { basePrice: number; pricing: unknown; bulk: boolean },
  entries: readonly ContextEntry[],
): number | null {
  const formula = parsePricing(product.pricing)
  if (formula === null || !Number.isSafeInteger(product.basePrice) || product.basePrice < 0) return null
  const lines = product.bulk ? entries : entries.slice(0, 1)
  if (lines.length === 0) return null
  let total = 0
  for (const line of lines) {
    const price = priceLine(formula, product.basePrice, line)
    if (price === null) return null
    total += price * (unitCount(line.quantity) ?? 1)
  }
  // The largest amount an order takes is the cart's rule (cart/limits.ts), refused there with a message.
  return Number.isSafeInteger(total) ? total : null
}

/**
 * The ISO date of the service (dateFrom, else startPeriod, of the first entry), which sets the VAT
 * rate in force; null when the context has none or it cannot be read.
 */
export function serviceDate(entries: readonly ContextEntry[]): string | null {
  const first = entries[0]
  if (!first) return null
  for (const name of ['dateFrom', 'startPeriod']) {
    const value = first[name]
    if (typeof value === 'string') {
      const iso = readAnyDate(value)
      if (iso) return iso
    }
  }
  return null
}
