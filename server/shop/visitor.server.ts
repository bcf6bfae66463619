/**
 * Who asks the cart, read from the request: the one place the cart cookie and the access token
 * become a `CartVisitor` (domain/shop/cart/deps.ts), for the shop API and the pages' loaders and
 * actions alike. The domain never sees the request.
 */
import type { CartDeps, CartVisitor } from '../../domain/shop/cart/deps'
import { hashCartToken } from '../../domain/shop/cart/session.server'
import { userFromRequest } from '../auth/identity.server'
import { type AppContext, noteVisitorRead } from '../context'
import { clientAddress } from '../input/client-address'
import { readCartToken } from './cart-cookie'

/** The session of the request's cart cookie (the hash the database keeps), or null without a valid one. */
export function cartSessionOf(request: Request): string | null {
  const token = readCartToken(request)
  return token ? hashCartToken(token) : null
}

/**
 * The visitor of a request: their cart cookie's session, the account a valid access token names (no
 * refresh here: pages are refreshed before they run), and their address for the rate limits.
 */
export async function cartVisitor(context: Pick<AppContext, 'auth' | 'trustProxy' | 'visitorRead'>, request: Request): Promise<CartVisitor> {
  noteVisitorRead(context)
  const user = await userFromRequest(request, context)
  return {
    session: cartSessionOf(request),
    userId: user?.id ?? null,
    clientAddress: clientAddress(request, { trustProxy: context.trustProxy }),
  }
}

/** What the shop's domain functions need (the cart commands, the price check), from the app's context. */
export function shopDeps(context: Pick<AppContext, 'db' | 'address'>): CartDeps {
  return { db: context.db, address: context.address, now: () => new Date() }
}
