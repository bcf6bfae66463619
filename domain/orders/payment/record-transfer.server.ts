/**
 * A bank transfer the agency received (the back office will call this): it is a payment like a
 * card one, provider `transfer`, completed by the same `settlePayment`, so the order moves, its
 * weeks are confirmed, its code's use is taken and its e-mail goes out exactly as for a card. Only
 * the amount still due is taken: the whole order (status 1) or the balance (status 3).
 */
import { eq } from 'drizzle-orm'
import { orders } from '../../../db/schema'
import type { OrderDeps } from '../deps'
import { isOrderNumber, orderFailure, type OrderFailure } from '../messages'
import { type SettleResult, settlePayment } from './complete-payment.server'
import { insertPayment, setReference } from './payments.repository.server'

export const TRANSFER_PROVIDER = 'transfer'

export type TransferInput = { number: string; amount: number; currency: string; note: string; locale: string }

export async function recordTransferPayment(deps: OrderDeps, input: TransferInput): Promise<{ ok: true; result: SettleResult } | OrderFailure> {
  if (!isOrderNumber(input.number)) return orderFailure('orderNotFound', input.locale)
  const [order] = await deps.db.select().from(orders).where(eq(orders.number, input.number))
  if (!order || (order.status !== 1 && order.status !== 3)) return orderFailure('orderNotFound', input.locale)
  const kind = order.status === 3 ? 'balance' : 'full'
  const due = order.status === 3 ? order.reportedTotal : order.total
  if (input.amount !== due || input.currency !== order.currency) return orderFailure('transferMismatch', input.locale)
  const payment = await insertPayment(deps.db, { orderId: order.id, provider: TRANSFER_PROVIDER, kind, amount: input.amount, currency: input.currency })
  const reference = `transfer-${payment.id}`
  await setReference(deps.db, payment.id, reference)
  const state = { reference, status: 'paid' as const, amount: input.amount, currency: input.currency, orderNumber: order.number, raw: { note: input.note } }
  return { ok: true, result: await settlePayment(deps, { payment: { ...payment, reference }, state, source: 'agency' }) }
}
