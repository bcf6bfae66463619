/**
 * "Re-check with the provider", from the order page or "Today" (docs/decisions/040): asks the
 * provider where a payment stands and hands its answer to the shop's one completion,
 * `settlePayment`, as the re-check job does (recheck.server.ts) — but for any payment with a
 * reference, not only a pending one, so staff also see what the provider now says of a payment
 * marked failed. The answer is recorded as an event (source `agency`) and the check audited.
 */
import { eq } from 'drizzle-orm'
import { orders } from '../../db/schema'
import type { OrderDeps } from './deps'
import { isOrderNumber } from './messages'
import { type SettleResult, settlePayment } from './payment/complete-payment.server'
import { findPayment } from './payment/payments.repository.server'
import type { ProviderStatus, TransactionState } from '../payments/provider'
import { recordChange, type Staff } from '../staff/audit.server'
import type { Done } from './actions.server'
import { refusal } from './staff-messages'

export type Rechecked = { state: ProviderStatus; result: SettleResult }

export async function recheckAsAgency(deps: OrderDeps, staff: Staff, input: { number: string; paymentId: number; locale: string }): Promise<Done<Rechecked>> {
  const [order] = isOrderNumber(input.number) ? await deps.db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, input.number)) : []
  const payment = order && Number.isSafeInteger(input.paymentId) ? await findPayment(deps.db, input.paymentId) : null
  if (!order || !payment || payment.orderId !== order.id) return refusal('not_found', input.locale)
  const provider = deps.payments.byName(payment.provider)
  if (payment.kind === 'refund' || payment.reference === null || !provider) return refusal('not_recheckable', input.locale)
  let state: TransactionState
  try {
    state = await provider.fetchStatus(payment.reference)
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'payment re-check: the provider did not answer')
    return refusal('provider_unreachable', input.locale)
  }
  const result = await settlePayment(deps, { payment, state, source: 'agency' })
  const after = (await findPayment(deps.db, payment.id)) ?? payment
  await recordChange(deps.db, staff, {
    action: 'recheck_payment',
    entity: 'order',
    entityId: order.number,
    before: { payment: payment.id, status: payment.status },
    after: { payment: payment.id, status: after.status, provider: state.status, result },
  })
  return { ok: true, state: state.status, result }
}
