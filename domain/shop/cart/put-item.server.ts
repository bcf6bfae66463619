/**
 * Puts a checked and priced item (not a rental, not an option under one) in a locked cart: the same
 * product with the same configuration already there gets the added quantity instead of a second
 * line, checked and priced again (a sum above the maximum quantity is the field's error).
 */
import type { Tx } from '../../../db/types'
import type { ContextEntry } from '../context'
import type { ItemPrice } from '../pricing/price-item.server'
import type { CartDeps } from './deps'
import { checkAndPrice, newItem, quantityOf, storedPrice } from './items.server'
import { CartError } from './outcome'
import { type CartRow, insertItems, listItems, type ProductRow, updateItem } from './repository.server'
import { sameConfiguration, withAddedQuantities } from './same-configuration'

export type ItemToPut = { product: ProductRow; entries: ContextEntry[]; price: ItemPrice; locale: string; on: string }

export async function putItem(tx: Tx, deps: CartDeps, cart: CartRow, input: ItemToPut): Promise<void> {
  const { product, entries, locale, on } = input
  const items = await listItems(tx, cart.id)
  const same = items.find((item) => item.productId === product.id && item.linkedToItemId === null && sameConfiguration(item.context, entries))
  if (!same) {
    await insertItems(tx, cart.id, [newItem(product, entries, input.price, null)])
    return
  }
  const merged = await checkAndPrice({ ...deps, db: tx }, { product, raw: withAddedQuantities(same.context, entries), locale, on })
  if (!merged.ok) throw new CartError(merged.failure)
  await updateItem(tx, same.id, { context: merged.entries, quantity: quantityOf(merged.entries), ...storedPrice(merged.price) })
}
