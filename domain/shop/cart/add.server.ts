/**
 * Adding to the cart from a page's action (the product page): the same service as
 * PUT /cart/add/{productId}, with the result a page needs.
 */
import type { AppContext } from '../../../server/context'
import type { ContextEntry } from '../context'
import { addItem, type CartFailure } from './service.server'

/** A refused addition: status, stable code, message and the field errors of each context line. */
export class CartError extends Error {
  readonly status: CartFailure['status']
  readonly code: string
  readonly errors: Record<string, string>
  readonly entries: Array<Record<string, string>>
  constructor(failure: CartFailure) {
    super(failure.message)
    this.name = 'CartError'
    this.status = failure.status
    this.code = failure.code
    this.errors = failure.errors ?? {}
    this.entries = failure.entries ?? []
  }
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
  productId: number,
  entries: ContextEntry[],
  locale: string,
): Promise<{ cartCount: number; setCookie?: string }> {
  const outcome = await addItem(context, request, productId, entries, locale)
  if (!outcome.ok) throw new CartError(outcome)
  return { cartCount: outcome.cart.items.length, ...(outcome.setCookie ? { setCookie: outcome.setCookie } : {}) }
}
