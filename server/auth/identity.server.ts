/**
 * PLACEHOLDER — replaced by the accounts module at merge. Only the names and signatures the cart
 * calls; do not add logic here.
 */
import type { AppContext } from '../context'

export type SessionUser = { id: number; username: string; firstName: string; lastName: string; roles: string[] }

/** Placeholder: nobody is signed in. */
export async function userFromRequest(_request: Request, _context: AppContext): Promise<SessionUser | null> {
  return null
}
