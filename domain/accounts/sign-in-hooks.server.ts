import { mergeGuestCart } from '../shop/cart/merge.server'
import type { Tx } from '../../db/types'

export type SignInEvent = {
  userId: number
  /** The session of the visitor's cart cookie (the hash server/ read from it), or null: the guest's cart. */
  cartSession: string | null
}

/**
 * Runs inside the transaction of every successful login and sign-up, through the API and the pages
 * alike. Use `tx`, never the pool: the sign-in commits or rolls back with whatever is done here.
 * The guest's cart is merged into the account's cart (DESIGN §3).
 */
export async function afterSignIn(tx: Tx, event: SignInEvent): Promise<void> {
  await mergeGuestCart(tx, event)
}
