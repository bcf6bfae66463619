import type { AppContext } from '../../server/context'
import { toZurichIsoDate } from '../format/date'
import { vatIncluded, vatRateOn } from '../vat/rates'
import { MAX_ITEM_TOTAL } from './cart/limits'
import type { ContextEntry } from './context'
import { checkProductContext } from './context/check.server'
import { priceContext, serviceDate } from './pricing'
import { findPricedProduct } from './products.repository.server'

export type PriceCheck =
  | { status: 'not_found' }
  /** A bulk context of more than MAX_LINES lines. */
  | { status: 'too_many_lines' }
  /** A context priced above the largest amount of an item (cart/limits.ts). */
  | { status: 'too_high'; currency: string }
  | { status: 'invalid'; entries: ContextEntry[]; errors: Array<Record<string, string>> }
  | {
      status: 'priced'
      entries: ContextEntry[]
      /** Centimes VAT included; null when the context cannot be priced ("Unavailable price"). */
      total: number | null
      totalExcludingTax: number | null
      currency: string
      /** Basis points in force on the service date (today when the context has none). */
      vatRate: number
      serviceDate: string | null
    }

/** The VAT rate in force on the service date; today's when the date is unknown or before any rate. */
function rateOn(kind: 'accommodation' | 'standard', date: string | null, today: string): number {
  try {
    return vatRateOn(kind, date ?? today)
  } catch {
    return vatRateOn(kind, today)
  }
}

/**
 * The server's price for a context sent for a product: the context is normalized and checked
 * first (an invalid one is not priced), then the product's formula gives the total. Whatever
 * total the body carries is never read.
 */
export async function checkPrice(
  context: AppContext,
  productId: number,
  raw: unknown,
  locale: string,
  today: string = toZurichIsoDate(new Date()),
): Promise<PriceCheck> {
  const product = await findPricedProduct(context.db, productId)
  if (!product) return { status: 'not_found' }
  const checked = await checkProductContext(context, product, raw, locale)
  if (checked.problem === 'too_many_lines') return { status: 'too_many_lines' }
  if (!checked.valid) return { status: 'invalid', entries: checked.entries, errors: checked.errors }
  const total = priceContext(product, checked.entries)
  if (total !== null && total > MAX_ITEM_TOTAL) return { status: 'too_high', currency: product.currency }
  const date = serviceDate(checked.entries)
  const vatRate = rateOn(product.vatKind, date, today)
  return {
    status: 'priced',
    entries: checked.entries,
    total,
    totalExcludingTax: total === null ? null : total - vatIncluded(total, vatRate),
    currency: product.currency,
    vatRate,
    serviceDate: date,
  }
}

/** The field errors of a checked context as one map: each field's first message over the lines. */
export function firstErrors(errors: ReadonlyArray<Record<string, string>>): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const line of errors) for (const [field, message] of Object.entries(line)) merged[field] ??= message
  return merged
}
