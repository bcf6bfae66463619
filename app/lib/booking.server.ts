import type { AppContext } from '../../server/context'
import { newCartCookie } from '../../server/shop/cart-cookie'
import { cartVisitor, shopDeps } from '../../server/shop/visitor.server'
import type { Guests } from '../../domain/booking/rules/capacity'
import type { Stay } from '../../domain/booking/rules/stay-rules'
import type { StayPrice } from '../../domain/booking/stay-price'
import { addStay } from '../../domain/shop/cart/add-stay.server'
import { CartError } from '../../domain/shop/cart/outcome'
import type { Locale } from '../i18n/config'

/** A stay the rental page's booking box asks to book, already checked and priced by the server. */
export type BookStayInput = {
  locationId: number
  stay: Stay
  guests: Guests
  /** The server's quote of this stay, just computed (priceStay): what the visitor saw. */
  price: StayPrice
  /** The options ticked in the box (product ids). */
  optionIds?: readonly number[]
  locale: Locale
}

/**
 * Puts a stay in the visitor's cart (a rental item, with the options ticked, in one transaction), as
 * `addToCart` does for a product: the cart's item count after it, and the cart cookie to set when the
 * cart was created. The cart prices the stay again (its verdict counts). A refusal of the cart is a
 * `CartError` (domain/shop/cart/outcome.ts), shown in the booking box.
 */
export async function bookStay(context: AppContext, request: Request, input: BookStayInput): Promise<{ cartCount: number; setCookie?: string }> {
  const { locationId, stay, guests, locale } = input
  const outcome = await addStay(shopDeps(context), await cartVisitor(context, request), { locationId, stay, guests, optionIds: input.optionIds ?? [], locale })
  if (!outcome.ok) throw new CartError(outcome)
  const setCookie = newCartCookie(outcome, context.auth.secureCookies)
  return { cartCount: outcome.cart.orderItems.length, ...(setCookie ? { setCookie } : {}) }
}
