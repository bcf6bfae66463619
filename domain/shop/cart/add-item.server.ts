import type { CartDeps, CartVisitor } from './deps'
import { todayInResort } from '../../booking/rules/calendar'
import { checkAndPrice, productOf } from './items.server'
import { type CartOutcome, refusal } from './outcome'
import { putOption, putRental, rentalParent } from './rental-items.server'
import { putItem } from './put-item.server'
import { changeVisitorCart } from './transaction.server'

export type AddItemInput = {
  /** The product id as the route got it (a path segment) or a number. */
  productId: unknown
  /** The context data: a list of entries from the body or the form (undefined: none sent). */
  entries: unknown
  /** The rental item of the same cart an option hangs under, as sent; absent or empty: none. */
  linkedToItem?: unknown
  locale: string
}

const isLinked = (linked: unknown) => linked !== undefined && linked !== null && linked !== ''

/**
 * PUT /cart/add/{productId} and the product page: one item with the context the visitor configured,
 * checked and priced by the server. The cart is created on the first addition. A rental (a stay:
 * startPeriod, endPeriod, adults, children) is priced by the stay quote and put once; a product
 * added again with the same configuration raises the quantity of its line (put-item); an option
 * with `linkedToItem` goes under a rental item of the cart (docs/decisions/023).
 */
export async function addItem(deps: CartDeps, visitor: CartVisitor, input: AddItemInput): Promise<CartOutcome> {
  const { locale } = input
  const found = await productOf(deps, input.productId)
  if ('failure' in found) return found.failure
  const { product } = found
  if (isLinked(input.linkedToItem)) {
    if (product.category === 'rental') return refusal(400, 'rental_not_linked', 'rentalOnItsOwn', locale)
    // create: the parent is then not found and the refusal rolls the new cart back with it.
    return changeVisitorCart(deps, visitor, { locale, create: true }, async (tx, cart, on) => {
      const parent = await rentalParent(tx, cart, input.linkedToItem, locale)
      await putOption(tx, deps, { cart, parent, product, raw: input.entries, locale, on })
    })
  }
  const checked = await checkAndPrice(deps, { product, raw: input.entries, locale, on: todayInResort(deps.now()) })
  if (!checked.ok) return checked.failure
  return changeVisitorCart(deps, visitor, { locale, create: true }, async (tx, cart, on) => {
    if (product.category === 'rental') await putRental(tx, cart, product, checked.entries, checked.price)
    else await putItem(tx, deps, cart, { product, entries: checked.entries, price: checked.price, locale, on })
  })
}
