/**
 * A guest's cart at sign-in (DESIGN §3 "A guest's cart is merged into the account's cart at
 * sign-in"). Called by the login action inside its transaction, with the session of the visitor's
 * cart cookie as server/ read it (server/shop/visitor.server.ts).
 */
import { todayInResort } from '../../booking/rules/calendar'
import type { Tx } from '../../../db/types'
import {
  type CartRow,
  deleteCart,
  findCartBySession,
  findCartOfUser,
  lockCart,
  moveItems,
  updateCart,
} from './repository.server'
import { recomputeCart } from './recompute.server'

/**
 * Moves the guest cart of `cartSession` (the hash of the cart cookie's token) to the account `userId`:
 * - the account has no open cart: the guest cart becomes the account's;
 * - it has one: the guest's items move into it, with the guest's contact and reduction code when the
 *   account's cart has none (otherwise the account's code stays; a cart holds no use of a code), and
 *   the guest cart is deleted.
 * Answers the id of the account's cart, or null when the visitor had no guest cart.
 */
export async function mergeGuestCart(tx: Tx, { userId, cartSession }: { userId: number; cartSession: string | null }): Promise<number | null> {
  if (!cartSession) return null
  const found = await findCartBySession(tx, cartSession, null)
  if (!found) return null
  const guest = await lockCart(tx, found.id)
  if (!guest || guest.userId !== null) return null
  const on = todayInResort()
  const existing = await findCartOfUser(tx, userId)
  const account = existing ? await lockCart(tx, existing.id) : null
  if (!account) {
    await updateCart(tx, guest.id, { userId })
    return guest.id
  }
  await moveItems(tx, guest.id, account.id)
  const changes: Partial<CartRow> = {}
  if (account.shippingContactId === null && guest.shippingContactId !== null) changes.shippingContactId = guest.shippingContactId
  if (guest.reductionCodeId !== null && account.reductionCodeId === null) changes.reductionCodeId = guest.reductionCodeId
  if (Object.keys(changes).length > 0) await updateCart(tx, account.id, changes)
  await deleteCart(tx, guest.id)
  await recomputeCart(tx, { ...account, ...changes }, on)
  return account.id
}
