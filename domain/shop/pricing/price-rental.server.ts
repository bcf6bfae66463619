/**
 * The price of a rental item: the stay quote of the location the product sells (`priceStay`, the
 * one quote of the booking box and the quote API), so the cart re-checks the stay rules, the party,
 * the price weeks with their special offers, the availability and the tourist tax at every pricing.
 * The item's total is rent + tourist tax; the tourist tax is given apart (it carries no VAT).
 */
import { eq } from 'drizzle-orm'
import { locations } from '../../../db/schema'
import { stayFieldsOf } from '../../booking/rental-product'
import { priceStay } from '../../booking/stay-price.server'
import type { DbOrTx } from '../../../db/types'
import { priceContext } from './index'
import type { ItemPriceInput, PricerAnswer, PricingDeps } from './price-item.server'

/** The weekly location a rental product sells, or null. */
export async function locationOfProduct(db: DbOrTx, productId: number): Promise<number | null> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.productId, productId)).limit(1)
  return row?.id ?? null
}

/**
 * A rental product sells its weekly location's stays; one that sells none (the agency's own rental
 * priced by a formula in products.pricing) keeps its formula.
 */
export async function priceRental(deps: PricingDeps, input: ItemPriceInput): Promise<PricerAnswer> {
  const locationId = await locationOfProduct(deps.db, input.product.id)
  if (locationId === null) {
    const amount = priceContext(input.product, input.entries)
    return amount === null ? null : { amount, touristTax: 0, stay: null }
  }
  const fields = stayFieldsOf(input.entries[0])
  const answer = await priceStay({ db: deps.db, today: input.on, ownItemId: input.itemId }, { locale: 'fr' }, { locationId, fields })
  if (!answer.ok) {
    if (answer.status === 404) return null
    return { status: 'refused', code: answer.refusal.code, messages: answer.refusal.messages }
  }
  return { amount: answer.price.total, touristTax: answer.price.touristTax.total, stay: answer.price }
}
