import type { AppContext } from '../../../server/context'
import type { ContextEntry } from '../context'

/** Adds a product with its checked context to the visitor's cart (written with the cart). */
export async function addToCart(
  _context: AppContext,
  _request: Request,
  _productId: number,
  _entries: ContextEntry[],
  _locale: string,
): Promise<{ cartCount: number }> {
  throw new Error('The cart is not yet available')
}
