/**
 * A context checked and priced by the server: the price check (POST /product/check/price/{id}, the
 * product page's live price) and the cart (adding, bulk lines, a changed context) both ask here, so
 * they refuse the same contexts and give the same amounts (pricing/price-item.server.ts).
 */
import type { Db } from '../../db/client.server'
import type { Bilingual } from '../i18n/bilingual'
import { todayInResort } from '../booking/rules/calendar'
import type { ContextEntry } from './context'
import { type ContextCheckDeps, checkProductContext } from './context/check.server'
import { type ItemPrice, type PricingDeps, type PricingProduct, priceItem } from './pricing/price-item.server'
import { findPricedProduct } from './products.repository.server'

export type ItemCheckDeps = PricingDeps & ContextCheckDeps

/**
 * `too_many_lines`: a bulk context of more than MAX_LINES lines, refused whole; `invalid`: the field
 * errors per line; then the pricing's verdict (`priced`, `too_high`, `unavailable`) with the entries
 * as normalized (the price and the cart use them, never the raw body).
 */
export type CheckedItem =
  | { status: 'too_many_lines' }
  | { status: 'invalid'; entries: ContextEntry[]; errors: Array<Record<string, string>> }
  | { status: 'unavailable'; entries: ContextEntry[] }
  | { status: 'refused'; entries: ContextEntry[]; code: string; messages: Bilingual }
  | { status: 'priced' | 'too_high'; entries: ContextEntry[]; price: ItemPrice }

/** The context normalized and checked by the product's rules (the server's verdict), then priced. */
export async function checkItem(
  deps: ItemCheckDeps,
  input: { product: PricingProduct & { contextModel: unknown }; raw: unknown; locale: string; on: string },
): Promise<CheckedItem> {
  const checked = await checkProductContext(deps, { contextModel: input.product.contextModel }, input.raw, input.locale)
  if (checked.problem === 'too_many_lines') return { status: 'too_many_lines' }
  if (!checked.valid) return { status: 'invalid', entries: checked.entries, errors: checked.errors }
  const pricing = await priceItem(deps, { product: input.product, entries: checked.entries, on: input.on })
  if (pricing.status === 'unavailable') return { status: 'unavailable', entries: checked.entries }
  if (pricing.status === 'refused') return { status: 'refused', entries: checked.entries, code: pricing.code, messages: pricing.messages }
  return { status: pricing.status, entries: checked.entries, price: pricing.price }
}

export type PriceCheckDeps = ContextCheckDeps & { db: Db; now: () => Date }

/** `not_found`: no such published product; otherwise the checked item and the product's currency. */
export type PriceCheck = { status: 'not_found' } | (CheckedItem & { currency: string })

/**
 * The server's price for a context sent for a product: the context is normalized and checked first
 * (an invalid one is not priced), then priced as the cart would price it. Whatever total the body
 * carries is never read.
 */
export async function checkPrice(deps: PriceCheckDeps, input: { productId: number; raw: unknown; locale: string }): Promise<PriceCheck> {
  const product = await findPricedProduct(deps.db, input.productId)
  if (!product) return { status: 'not_found' }
  const on = todayInResort(deps.now())
  const checked = await checkItem(deps, { product: { ...product, published: true }, raw: input.raw, locale: input.locale, on })
  return { ...checked, currency: product.currency }
}
