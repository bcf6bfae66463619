import { mergeGuestCart } from '../shop/cart/merge.server'
import type { Tx } from '../jobs/jobs.server'

export type SignInEvent = {
  userId: number
  /** The request that signed in (its cookies name the guest's cart). */
  request: Request
}

/**
 * Runs inside the transaction of every successful login and sign-up, through the API and the pages
 * alike. Use `tx`, never the pool: the sign-in commits or rolls back with whatever is done here.
 * The guest's cart is merged into the account's cart (DESIGN §3).
 */
export async function afterSignIn(tx: Tx, event: SignInEvent): Promise<void> {
  await mergeGuestCart(tx, event)
}
