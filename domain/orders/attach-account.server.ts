/**
 * An account created from the confirmation of a guest's order (SPEC §2, §7 PUT /order/{number}/user/add):
 * the account's own rules (e-mail, password strength, confirmation, rate limit) through the
 * accounts' sign-up, the contact the order was placed with, then the order attached to the new
 * account, which is signed in. Only the guest who placed the order can do it, once: one account per
 * order, however many calls arrive at once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { orders } from '../../db/schema'
import { type AccountDeps, type AccountLocale, signUp, type SignUpResult } from '../accounts/accounts.server'
import { todayInResort } from '../booking/rules/calendar'
import { cartView } from '../shop/cart/view.server'
import { savedContact } from '../shop/cart/placeholders'
import { type OrderVisitor, ownsOrder, placedFrom } from './access.server'
import { isOrderNumber, orderFailure, type OrderFailure } from './messages'

export type AttachAccountInput = {
  number: unknown
  username: unknown
  password: unknown
  password_confirm: unknown
  locale: AccountLocale
  clientAddress: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Creates the account and attaches the order in one transaction that holds the order's row: calls
 * made at once (a double click, a retry) queue on it, the first creates the account and the others
 * find the order attached and are told so (409), never a second account.
 */
export async function attachNewAccount(deps: AccountDeps, visitor: OrderVisitor, input: AttachAccountInput): Promise<SignUpResult | OrderFailure> {
  if (!isOrderNumber(input.number)) return orderFailure('orderNotFound', input.locale)
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.number, input.number), inArray(orders.status, [2, 3])))
  // The browser that placed the order is told when an account took it (it made that account, a
  // moment ago in another tab or click); anyone else learns nothing of the number.
  if (!order || !(ownsOrder(visitor, order) || placedFrom(visitor, order))) return orderFailure('orderNotFound', input.locale)
  if (order.userId !== null) return orderFailure('accountAlreadyCreated', input.locale)
  const shippingContact = savedContact(await cartView(deps.db, order, input.locale, todayInResort()))
  const values = {
    ...(shippingContact ?? {}),
    cg: 'true',
    dataUse: shippingContact?.dataUse ? 'true' : 'false',
    username: text(input.username).trim(),
    password: text(input.password),
    password_confirm: text(input.password_confirm),
  }
  const result = await deps.db.transaction(async (tx): Promise<SignUpResult | OrderFailure> => {
    const [held] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.id, order.id), inArray(orders.status, [2, 3])))
      .for('update')
    if (!held) return orderFailure('orderNotFound', input.locale)
    if (held.userId !== null) return orderFailure('accountAlreadyCreated', input.locale)
    // The sign-up's own transaction is a savepoint of this one; the mail worker is woken after the commit.
    const created = await signUp({ ...deps, db: tx, jobs: undefined }, {
      values: values as Record<string, string>,
      locale: input.locale,
      clientAddress: input.clientAddress,
      cartSession: visitor.session,
    })
    if (created.status !== 'created') return created
    await tx.update(orders).set({ userId: created.user.id, updatedAt: sql`now()` }).where(eq(orders.id, order.id))
    return created
  })
  if ('status' in result && result.status === 'created') deps.jobs?.wake()
  return result
}
