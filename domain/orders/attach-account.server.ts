/**
 * An account created from the confirmation of a guest's order (SPEC §2, §7 PUT /order/{number}/user/add):
 * the account's own rules (e-mail, password strength, confirmation, rate limit) through the
 * accounts' sign-up, the contact the order was placed with, then the order attached to the new
 * account, which is signed in. Only the guest who placed the order can do it, once.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { orders } from '../../db/schema'
import { type AccountDeps, type AccountLocale, signUp, type SignUpResult } from '../accounts/accounts.server'
import { toZurichIsoDate } from '../format/date'
import { cartView } from '../shop/cart/view.server'
import { findOwnedOrder, type OrderVisitor } from './access.server'
import { orderFailure, type OrderFailure } from './messages'

export type AttachAccountInput = {
  number: unknown
  username: unknown
  password: unknown
  password_confirm: unknown
  locale: AccountLocale
  clientAddress: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export async function attachNewAccount(deps: AccountDeps, visitor: OrderVisitor, input: AttachAccountInput): Promise<SignUpResult | OrderFailure> {
  const order = await findOwnedOrder(deps.db, visitor, {
    number: input.number,
    statuses: [2, 3],
  })
  if (!order || order.userId !== null) return orderFailure('orderNotFound', input.locale)
  const { shippingContact } = await cartView(deps.db, order, input.locale, toZurichIsoDate(new Date()))
  const values = {
    ...(shippingContact ?? {}),
    cg: 'true',
    dataUse: shippingContact?.dataUse ? 'true' : 'false',
    username: text(input.username).trim(),
    password: text(input.password),
    password_confirm: text(input.password_confirm),
  }
  const created = await signUp(deps, {
    values: values as Record<string, string>,
    locale: input.locale,
    clientAddress: input.clientAddress,
    cartSession: visitor.session,
  })
  if (created.status !== 'created') return created
  await deps.db
    .update(orders)
    .set({ userId: created.user.id, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.userId), inArray(orders.status, [2, 3])))
  return created
}
