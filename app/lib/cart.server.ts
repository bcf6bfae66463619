/**
 * The cart for the pages' loaders and actions: the visitor is read from the request here
 * (server/shop/visitor.server.ts), then the domain's cart commands run, as the shop API runs them.
 */
import type { AppContext } from '../../server/context'
import { newCartCookie } from '../../server/shop/cart-cookie'
import { cartVisitor, shopDeps } from '../../server/shop/visitor.server'
import { addItem } from '../../domain/shop/cart/add-item.server'
import { CartError } from '../../domain/shop/cart/outcome'
import { readCart } from '../../domain/shop/cart/read-cart.server'
import type { CartView } from '../../domain/shop/cart/types'
import type { ContextEntry } from '../../domain/shop/context'

/** The visitor's cart for a page, or null when they have none (none is created). */
export async function pageCart(context: AppContext, request: Request, locale: string): Promise<CartView | null> {
  return readCart(shopDeps(context), await cartVisitor(context, request), { locale })
}

/**
 * Adds a product with its context to the visitor's cart (created on the first add). Answers the
 * number of items now in the cart and, when the cart was just created, the Set-Cookie header value
 * the action must send with its answer. Throws CartError when the context is invalid (form_errors),
 * the product is unknown or cannot be priced.
 */
export async function addToCart(
  context: AppContext,
  request: Request,
  input: { productId: number; entries: ContextEntry[]; locale: string },
): Promise<{ cartCount: number; setCookie?: string }> {
  const outcome = await addItem(shopDeps(context), await cartVisitor(context, request), input)
  if (!outcome.ok) throw new CartError(outcome)
  const setCookie = newCartCookie(outcome, context.auth.secureCookies)
  return { cartCount: outcome.cart.orderItems.length, ...(setCookie ? { setCookie } : {}) }
}
