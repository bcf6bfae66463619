import type { Tx } from '../../jobs/jobs.server'
import type { CartDeps, CartVisitor } from './deps'
import { todayOf } from './deps'
import { checkAndPrice, newItem, parseId, productOf } from './items.server'
import { CartError, type CartOutcome, itemNotFound } from './outcome'
import { type CartRow, insertItems, listItems } from './repository.server'
import { changeVisitorCart } from './transaction.server'

export type AddItemInput = {
  /** The product id as the route got it (a path segment) or a number. */
  productId: unknown
  /** The context data: a list of entries from the body or the form (undefined: none sent). */
  entries: unknown
  /** The item of the same cart an option hangs under (a rental), as sent; absent or empty: none. */
  linkedToItem?: unknown
  locale: string
}

/** An item of the cart a new option may hang under (`linkedToItem`); another id is ITEM_NOT_FOUND. */
async function linkedItemId(tx: Tx, cart: CartRow, linked: unknown, locale: string): Promise<number | null> {
  if (linked === undefined || linked === null || linked === '') return null
  const id = parseId(linked)
  const items = await listItems(tx, cart.id)
  if (id === null || !items.some((i) => i.id === id)) throw new CartError(itemNotFound(locale))
  return id
}

/**
 * PUT /cart/add/{productId} and the product page: one item with the context the visitor configured,
 * checked and priced by the server. The cart is created on the first addition.
 */
export async function addItem(deps: CartDeps, visitor: CartVisitor, input: AddItemInput): Promise<CartOutcome> {
  const { locale } = input
  const found = await productOf(deps, input.productId)
  if ('failure' in found) return found.failure
  const checked = await checkAndPrice(deps, { product: found.product, raw: input.entries, locale, on: todayOf(deps) })
  if (!checked.ok) return checked.failure
  return changeVisitorCart(deps, visitor, { locale, create: true }, async (tx, cart) => {
    const linkedTo = await linkedItemId(tx, cart, input.linkedToItem, locale)
    await insertItems(tx, cart.id, [newItem(found.product, checked.entries, checked.price, linkedTo)])
  })
}
