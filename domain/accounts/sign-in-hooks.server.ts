import type { DbOrTx } from '../jobs/jobs.server'

export type SignInEvent = {
  userId: number
  /** The request that signed in (its cookies name the guest's cart). */
  request: Request
}

/**
 * Runs inside the transaction of every successful login and sign-up, through the API and the pages
 * alike. Use `tx`, never the pool: the sign-in commits or rolls back with whatever is done here.
 */
export async function afterSignIn(_tx: DbOrTx, _event: SignInEvent): Promise<void> {
  // the guest cart is merged into the account's cart here
}
