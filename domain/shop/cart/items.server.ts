/** What the commands that add or change items share: ids, the product, the checked and priced context. */
import { textIn } from '../../i18n/bilingual'
import type { DbOrTx } from '../../../db/types'
import { checkItem } from '../price-check.server'
import type { ContextEntry } from '../context'
import { PRODUCT_ERRORS, shopMessage } from '../messages'
import type { ItemPrice } from '../pricing/price-item.server'
import type { CartDeps } from './deps'
import { MAX_ITEM_TOTAL } from './limits'
import { SPEC_MESSAGES } from './messages'
import { type CartFailure, cartFailure, formErrors, refusal } from './outcome'
import { findProduct, type NewItem, type ProductRow } from './repository.server'

/** "12" → 12; anything but a positive integer → null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return null
  const id = Number(text)
  return id > 0 ? id : null
}

/** The published product an id names (a path segment, a number), or the SPEC §5 failure. */
export async function productOf(deps: Pick<CartDeps, 'db'>, productId: unknown): Promise<{ product: ProductRow } | { failure: CartFailure }> {
  const id = parseId(productId)
  if (id === null) return { failure: cartFailure(404, 'MISSING_PRODUCT_ID', SPEC_MESSAGES.missingProductId) }
  const product = await findProduct(deps.db, id)
  return product ? { product } : { failure: cartFailure(404, 'PRODUCT_NOT_FOUND', SPEC_MESSAGES.productNotFound) }
}

/** The number of items a context stands for: the lines' quantities summed (1 for a missing one). */
export function quantityOf(entries: readonly ContextEntry[]): number {
  return entries.reduce((sum, e) => sum + (Number(e.quantity) > 0 ? Math.floor(Number(e.quantity)) : 1), 0) || 1
}

export function newItem(product: ProductRow, entries: ContextEntry[], price: ItemPrice, linkedToItemId: number | null): NewItem {
  return {
    productId: product.id,
    linkedToItemId,
    quantity: quantityOf(entries),
    reference: product.reference,
    title: product.title,
    subTitle: product.categoryLabel,
    context: entries,
    ...storedPrice(price),
  }
}

/** An item's price as its row stores it (the stay quote as JSON). */
export function storedPrice(price: ItemPrice): Omit<NewItem, 'productId' | 'linkedToItemId' | 'quantity' | 'reference' | 'title' | 'subTitle' | 'context'> {
  return { ...price, stay: price.stay as Record<string, unknown> | null }
}

export const tooManyLines = (locale: string): CartFailure =>
  cartFailure(400, PRODUCT_ERRORS.tooManyLines.code, shopMessage('tooManyLines', locale))

export type CheckedAndPriced = { ok: true; entries: ContextEntry[]; price: ItemPrice } | { ok: false; failure: CartFailure }

/**
 * A context the cart takes: checked by the product's rules (the server's verdict) and priced, as the
 * price check does (checkItem); a context it cannot take is the cart's failure for it.
 */
export async function checkAndPrice(
  deps: Omit<CartDeps, 'db'> & { db: DbOrTx },
  input: { product: ProductRow; raw: unknown; locale: string; on: string },
): Promise<CheckedAndPriced> {
  const { raw, locale } = input
  if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) return { ok: false, failure: formErrors(locale, [{}]) }
  const checked = await checkItem(deps, input)
  switch (checked.status) {
    case 'too_many_lines':
      return { ok: false, failure: tooManyLines(locale) }
    case 'invalid':
      return { ok: false, failure: formErrors(locale, checked.errors) }
    case 'unavailable':
      return { ok: false, failure: refusal(400, 'price_unavailable', 'priceUnavailable', locale) }
    case 'refused':
      // The booking rules' own refusal of a stay (a week taken: 409, as the quote API answers).
      return { ok: false, failure: cartFailure(checked.code === 'no_availability' ? 409 : 400, checked.code, textIn(checked.messages, locale)) }
    case 'too_high':
      return { ok: false, failure: refusal(400, 'item_amount_too_high', 'itemAmountTooHigh', locale, { amount: MAX_ITEM_TOTAL }) }
    case 'priced':
      return { ok: true, entries: checked.entries, price: checked.price }
  }
}
