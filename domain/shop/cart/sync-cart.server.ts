import type { CartDeps, CartVisitor } from './deps'
import type { CartOutcome } from './outcome'
import { changeVisitorCart } from './transaction.server'

/** POST /cart: creates the visitor's cart or brings it up to date (amounts, language). */
export function syncCart(deps: CartDeps, visitor: CartVisitor, input: { locale: string }): Promise<CartOutcome> {
  return changeVisitorCart(deps, visitor, { locale: input.locale, create: true }, async () => {})
}
