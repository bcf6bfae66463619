/**
 * The rentals at the payment step (docs/decisions/023): entering the summary holds every rental of
 * the cart for 20 minutes (renewing the visitor's own holds), in the cart's transaction.
 */
import type { AppContext } from '../../server/context'
import { cartVisitor, shopDeps } from '../../server/shop/visitor.server'
import { holdRentals } from '../../domain/shop/cart/hold-rentals.server'
import type { CartView } from '../../domain/shop/cart/types'

/** The cart with its holds placed (or its rentals marked taken); a cart without rentals as it was. */
export async function holdAtPaymentStep(context: AppContext, request: Request, locale: string, cart: CartView): Promise<CartView> {
  if (!cart.orderItems.some((item) => item.product.category === 'rental')) return cart
  const outcome = await holdRentals(shopDeps(context), await cartVisitor(context, request), { locale })
  return outcome.ok ? outcome.cart : (outcome.cart ?? cart)
}
