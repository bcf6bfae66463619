/**
 * The one way a cart changes (docs/decisions/019): find the visitor's cart (or create it), lock its
 * row, apply the change, compute every amount again and answer the new cart, in one transaction.
 * A command throws a CartError to roll its change back and answer that failure instead.
 */
import type { DbOrTx, Tx } from '../../../db/types'
import { todayInResort } from '../../booking/rules/calendar'
import type { CartDeps, CartVisitor } from './deps'
import { CartError, type CartOutcome, cartNotFound } from './outcome'
import { recomputeCart } from './recompute.server'
import { type CartRow, findCartBySession, findCartOfUser, insertCart, lockCart, updateCart } from './repository.server'
import { hashCartToken, newCartToken } from './session.server'
import { cartView } from './view.server'

/**
 * The visitor's open cart, without creating one: the signed-in account's, else the cookie's when it
 * is a guest's or that account's (a cookie cart of an account is not shown once signed out).
 */
export async function findVisitorCart(db: DbOrTx, visitor: Pick<CartVisitor, 'session' | 'userId'>): Promise<CartRow | null> {
  if (visitor.userId !== null) {
    const own = await findCartOfUser(db, visitor.userId)
    if (own) return own
  }
  return visitor.session ? findCartBySession(db, visitor.session, visitor.userId) : null
}

/** A change to a locked cart; `on` is today (ISO), the same date for the whole change. */
export type CartChange = (tx: Tx, cart: CartRow, on: string) => Promise<void>

export type CartChangeOptions = {
  /** The language of the answer and of the cart's messages (stored on the cart). */
  locale: string
  /** Create the visitor's cart when there is none (the first addition); otherwise "Cart not found". */
  create: boolean
  /** The cart id the client named; another one (someone else's) is "Cart not found". */
  expectId?: number
}

/**
 * Runs `change` on the visitor's cart in one transaction. A signed-in visitor's guest cart becomes
 * theirs. A change that takes the cart above MAX_CART_TOTAL is refused (recomputeCart).
 */
export async function changeVisitorCart(
  deps: CartDeps,
  visitor: CartVisitor,
  options: CartChangeOptions,
  change: CartChange,
): Promise<CartOutcome> {
  const { locale } = options
  const on = todayInResort(deps.now())
  try {
    return await deps.db.transaction(async (tx) => {
      let token: string | undefined
      let found = await findVisitorCart(tx, visitor)
      if (!found && options.create) {
        token = newCartToken()
        found = await insertCart(tx, { session: hashCartToken(token), userId: visitor.userId, locale })
      }
      if (!found || (options.expectId !== undefined && found.id !== options.expectId)) throw new CartError(cartNotFound())
      const cart = await lockCart(tx, found.id)
      if (!cart) throw new CartError(cartNotFound())
      if (visitor.userId !== null && cart.userId === null) {
        await updateCart(tx, cart.id, { userId: visitor.userId })
        cart.userId = visitor.userId
      }
      await change(tx, cart, on)
      const fresh = (await lockCart(tx, cart.id)) as CartRow
      await recomputeCart(tx, fresh, on, { locale, capFrom: cart.subTotal })
      const saved = (await lockCart(tx, cart.id)) as CartRow
      return { ok: true as const, cart: await cartView(tx, saved, locale, on), ...(token ? { newCartToken: token } : {}) }
    })
  } catch (error) {
    if (error instanceof CartError) return error.failure
    throw error
  }
}
