import { MAX_QUANTITY } from '../context'
import { QUANTITY } from '../context/model'
import { quantity as quantityRule, validate } from '../../validation'
import { quantityAllowed } from '../../booking/one-per-stay'
import { deleteItem } from './delete-item.server'
import type { CartDeps, CartVisitor } from './deps'
import { checkAndPrice, parseId, quantityOf, storedPrice } from './items.server'
import { CartError, type CartOutcome, itemNotFound, refusal } from './outcome'
import { listItems, updateItem } from './repository.server'
import { changeVisitorCart } from './transaction.server'

export type ChangeQuantityInput = {
  /** The item id as the route or the form got it. */
  itemId: unknown
  /** The new quantity as sent (a number or its text); 0 removes the item. */
  quantity: unknown
  locale: string
}

/** "3" or 3 → 3; the text of anything else, for the quantity rule to refuse with its message. */
function quantityText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'x'
  return typeof value === 'string' ? value.trim() : 'x'
}

/**
 * PUT /cart/quantity/{itemId} and the cart's quantity fields: how many of an item the visitor wants,
 * from 1 to MAX_QUANTITY; 0 removes it (with its options, as the remove button). The server checks
 * and prices the item again with its stored configuration; nothing else the client sends is read.
 * A rental is one stay (its party changes on its page) and a line of several entries (a bulk product)
 * has a quantity per entry: neither takes one here; an option sold once per stay stays at 1.
 */
export async function changeQuantity(deps: CartDeps, visitor: CartVisitor, input: ChangeQuantityInput): Promise<CartOutcome> {
  const { locale } = input
  const text = quantityText(input.quantity)
  if (text === '0') return deleteItem(deps, visitor, { itemId: input.itemId, locale })
  const errors = validate({ [QUANTITY]: [quantityRule(MAX_QUANTITY)] }, { [QUANTITY]: text || 'x' }, locale)
  if (errors[QUANTITY]) return refusal(400, 'form_errors', 'formErrors', locale, {}, { errors })
  const wanted = Number(text)
  const id = parseId(input.itemId)
  return changeVisitorCart(deps, visitor, { locale, create: false }, async (tx, cart, on) => {
    const item = (await listItems(tx, cart.id)).find((i) => i.id === id)
    if (id === null || !item) throw new CartError(itemNotFound(locale))
    // The cancellation insurance is one per stay (issue 26): its quantity stays 1.
    if (item.product.category === 'rental' || item.context.length !== 1 || !quantityAllowed(item.reference, wanted)) {
      throw new CartError(refusal(400, 'quantity_not_changeable', 'quantityNotChangeable', locale))
    }
    const entries = [{ ...item.context[0], [QUANTITY]: wanted }]
    const checked = await checkAndPrice({ ...deps, db: tx }, { product: item.product, raw: entries, locale, on })
    if (!checked.ok) throw new CartError(checked.failure)
    await updateItem(tx, item.id, { context: checked.entries, quantity: quantityOf(checked.entries), ...storedPrice(checked.price) })
  })
}
