/**
 * Entering the payment step (docs/decisions/023, DESIGN §3 "Rentals"): every rental of the cart is
 * held for HOLD_MINUTES (`placeHold`, inside the cart's transaction; an item coming back renews its
 * own hold). Rentals are held in ascending location id, so two carts lock the rentals in one order.
 * A rental whose weeks someone else holds or booked meanwhile is refused with "No availability"
 * and shows `hold: {status: 'taken'}`: the answer is then a 409 carrying the cart, and there is no
 * way to the payment until the visitor removes it or changes its dates. The holds placed for the
 * other rentals stay (they are the visitor's until they expire or the items leave the cart).
 */
import { placeHold } from '../../booking/holds.server'
import { locationOfProduct } from '../pricing/price-rental.server'
import type { CartDeps, CartVisitor } from './deps'
import { CartError, type CartOutcome, refusal } from './outcome'
import { priceCartItem } from './recompute.server'
import { listItems } from './repository.server'
import { changeVisitorCart } from './transaction.server'
import type { CartView } from './types'

/** Whether every rental of the cart is held now (none taken, none without a hold). */
export function rentalsHeld(cart: CartView): boolean {
  return cart.orderItems.every((item) => item.product.category !== 'rental' || item.hold?.status === 'held')
}

/** POST /cart/hold and the summary page: holds the cart's rentals; answers the cart with each hold. */
export async function holdRentals(deps: CartDeps, visitor: CartVisitor, input: { locale: string }): Promise<CartOutcome> {
  const { locale } = input
  const outcome = await changeVisitorCart(deps, visitor, { locale, create: false }, async (tx, cart, on) => {
    const rentals = (await listItems(tx, cart.id)).filter((item) => item.product.category === 'rental')
    if (rentals.length === 0) throw new CartError(refusal(400, 'no_rental', 'noRentalToHold', locale))
    const located = []
    for (const item of rentals) located.push({ item, locationId: await locationOfProduct(tx, item.productId) })
    located.sort((a, b) => (a.locationId ?? 0) - (b.locationId ?? 0))
    for (const { item, locationId } of located) {
      // A stay the rules refuse now (taken, begun, no price) is not held: the cart shows why.
      if (locationId === null || !item.startPeriod || !item.endPeriod || !(await priceCartItem(tx, item, on))) continue
      await placeHold({ db: tx }, { orderItemId: item.id, locationId, period: { arrival: item.startPeriod, departure: item.endPeriod } })
    }
  })
  if (!outcome.ok || rentalsHeld(outcome.cart)) return outcome
  return { ...refusal(409, 'no_availability', 'rentalTaken', locale), cart: outcome.cart }
}
