import type { CartDeps, CartVisitor } from './deps'
import { todayInResort } from '../../booking/rules/calendar'
import { changeVisitorCart, findVisitorCart } from './transaction.server'
import type { CartView } from './types'
import { cartView } from './view.server'

/**
 * GET /cart and every page that shows the cart: the visitor's cart, or null when there is none (none
 * is created). A signed-in customer who uses a guest's cart (their cookie's, filled while their access
 * token had lapsed) makes it theirs (orders.userId), as any change to it would.
 */
export async function readCart(deps: CartDeps, visitor: CartVisitor, input: { locale: string }): Promise<CartView | null> {
  if (visitor.session === null && visitor.userId === null) return null
  const cart = await findVisitorCart(deps.db, visitor)
  if (cart && visitor.userId !== null && cart.userId === null) {
    const claimed = await changeVisitorCart(deps, visitor, { locale: input.locale, create: false, expectId: cart.id }, async () => {})
    if (claimed.ok) return claimed.cart
  }
  return cart ? cartView(deps.db, cart, input.locale, todayInResort(deps.now())) : null
}
