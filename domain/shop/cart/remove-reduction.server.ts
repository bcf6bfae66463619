import type { CartDeps, CartVisitor } from './deps'
import type { CartOutcome } from './outcome'
import { updateCart } from './repository.server'
import { changeVisitorCart } from './transaction.server'

/** DELETE /cart/reduction: takes the code off the cart (a cart holds no use to give back). */
export function removeReduction(deps: CartDeps, visitor: CartVisitor, input: { locale: string }): Promise<CartOutcome> {
  return changeVisitorCart(deps, visitor, { locale: input.locale, create: false }, async (tx, cart) => {
    if (cart.reductionCodeId === null) return
    await updateCart(tx, cart.id, { reductionCodeId: null })
  })
}
