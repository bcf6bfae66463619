/**
 * What every cart command takes, `(deps, visitor, input)` (DESIGN §5, as domain/accounts does): the
 * dependencies, who asks, and the typed input. Reading the visitor from cookies and tokens, and
 * parsing bodies, is the job of server/ (server/shop/visitor.server.ts) and of the route actions.
 */
import type { Db } from '../../../db/client.server'
import type { AddressProvider } from '../../address/types'

export type CartDeps = {
  db: Db
  /** Suggestions that judge the fullAddress fields of a context. */
  address: AddressProvider
  /** The clock: today's date sets the VAT rate of a context without one and the codes' validity. */
  now: () => Date
}

/** Who asks. Nothing else about the request reaches the cart. */
export type CartVisitor = {
  /** SHA-256 of the cart cookie's token (orders.session), or null without a valid cookie. */
  session: string | null
  /** The signed-in account (a valid access token), or null. */
  userId: number | null
  /** The visitor's address, for the rate limits (hashed before it is stored). */
  clientAddress: string
}
