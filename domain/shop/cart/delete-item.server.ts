import { releaseHolds } from '../../booking/holds.server'
import type { CartDeps, CartVisitor } from './deps'
import { parseId } from './items.server'
import { CartError, type CartOutcome, itemNotFound } from './outcome'
import { deleteItems, type ItemRow, listItems } from './repository.server'
import { changeVisitorCart } from './transaction.server'

/** The item and every item hanging under it: options hang under a rental (options of options too). */
function withDependents(items: readonly ItemRow[], id: number): number[] {
  const gone = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const item of items) {
      if (item.linkedToItemId !== null && gone.has(item.linkedToItemId) && !gone.has(item.id)) {
        gone.add(item.id)
        grew = true
      }
    }
  }
  return [...gone]
}

/** DELETE /cart/delete/{itemId} and the cart's remove buttons: an item of the visitor's cart goes, with its options. */
export function deleteItem(deps: CartDeps, visitor: CartVisitor, input: { itemId: unknown; locale: string }): Promise<CartOutcome> {
  const id = parseId(input.itemId)
  return changeVisitorCart(deps, visitor, { locale: input.locale, create: false }, async (tx, cart) => {
    const items = await listItems(tx, cart.id)
    if (id === null || !items.some((i) => i.id === id)) throw new CartError(itemNotFound(input.locale))
    const gone = withDependents(items, id)
    // A held rental frees its weeks at once (its row would otherwise outlive the item, set null).
    await releaseHolds({ db: tx }, { orderItemIds: gone })
    await deleteItems(tx, cart.id, gone)
  })
}
