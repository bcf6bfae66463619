import { releaseHolds } from '../../booking/holds.server'
import type { ContextEntry } from '../context'
import type { ItemPrice } from '../pricing/price-item.server'
import type { CartDeps, CartVisitor } from './deps'
import { todayInResort } from '../../booking/rules/calendar'
import { checkAndPrice, parseId, quantityOf, storedPrice } from './items.server'
import { cartMessage, SPEC_MESSAGES } from './messages'
import { CartError, type CartFailure, type CartOutcome, cartFailure, cartNotFound, itemNotFound, refusal } from './outcome'
import { listItems, updateCart, updateItem } from './repository.server'
import { optionContextUnder } from './rental-items.server'
import { changeVisitorCart, findVisitorCart } from './transaction.server'

const REMARKS_MAX = 2000

export type UpdateCartInput = {
  /** The cart id as the route got it. */
  cartId: unknown
  /** The visitor's remarks as sent (undefined: unchanged). */
  remarks?: unknown
  /** Items of the cart with a new context (`context` as sent: a list of entries). */
  items: ReadonlyArray<{ id: unknown; context: unknown }>
  locale: string
}

/** Remarks a cart takes: text of at most REMARKS_MAX characters; null when they are fine. */
function remarksFailure(remarks: unknown, locale: string): CartFailure | null {
  if (remarks === undefined || (typeof remarks === 'string' && remarks.length <= REMARKS_MAX)) return null
  const message = typeof remarks === 'string' ? cartMessage('remarksTooLong', locale, { max: REMARKS_MAX }) : cartMessage('badBody', locale)
  return refusal(400, 'form_errors', 'formErrors', locale, {}, { errors: { remarks: message } })
}

type ItemUpdate = { id: number; entries: ContextEntry[]; price: ItemPrice }

/**
 * POST /cart/update/{id}: the visitor's remarks and, for items of the cart, a new context (checked
 * and priced again). Amounts in the body are never read.
 */
export async function updateVisitorCart(deps: CartDeps, visitor: CartVisitor, input: UpdateCartInput): Promise<CartOutcome> {
  const { locale, remarks } = input
  const id = parseId(input.cartId)
  if (id === null) return cartFailure(404, 'MISSING_ORDER_ID', SPEC_MESSAGES.missingOrderId)
  const badRemarks = remarksFailure(remarks, locale)
  if (badRemarks) return badRemarks
  const on = todayInResort(deps.now())
  // Contexts are checked before the transaction: a rule may look things up (addresses).
  const current = await findVisitorCart(deps.db, visitor)
  if (!current || current.id !== id) return cartNotFound()
  const known = await listItems(deps.db, current.id)
  const updates: ItemUpdate[] = []
  for (const wanted of input.items) {
    const itemId = parseId(wanted.id)
    const item = known.find((i) => i.id === itemId)
    if (!item) return itemNotFound(locale)
    // An option under a rental keeps the rental's period and rooms (docs/decisions/023).
    const parent = item.linkedToItemId === null ? undefined : known.find((i) => i.id === item.linkedToItemId)
    const raw = parent?.product.category === 'rental' ? await optionContextUnder(deps.db, parent, item.product.reference, wanted.context) : wanted.context
    const checked = await checkAndPrice(deps, { product: item.product, raw, locale, on })
    if (!checked.ok) return checked.failure
    updates.push({ id: item.id, entries: checked.entries, price: checked.price })
  }
  return changeVisitorCart(deps, visitor, { locale, create: false, expectId: id }, async (tx, cart) => {
    const items = await listItems(tx, cart.id)
    for (const update of updates) {
      if (!items.some((i) => i.id === update.id)) throw new CartError(itemNotFound(locale))
      await updateItem(tx, update.id, { context: update.entries, quantity: quantityOf(update.entries), ...storedPrice(update.price) })
    }
    // A changed stay is held again at the payment step: its former weeks are free at once.
    await releaseHolds({ db: tx }, { orderItemIds: updates.map((u) => u.id) })
    if (typeof remarks === 'string') await updateCart(tx, cart.id, { remarks: remarks.trim() })
  })
}
