/**
 * What staff do to an order from its page (issue: the back office's orders). Each action goes through
 * the shop's own rules — the cancellation policy and its refunds (domain/orders/cancel-order), the
 * provider's refunds (refund.server), the bank transfer (record-transfer), the confirmation e-mail
 * (complete-payment) — and writes its audit entry in the change's own transaction.
 */
import { eq, sql } from 'drizzle-orm'
import { orders } from '../../db/schema'
import type { OrderRow } from './access.server'
import { cancelOrderOf, type FindOrder, quoteCancellationOf } from './cancel-order.server'
import type { OrderDeps } from './deps'
import { isOrderNumber } from './messages'
import { queueConfirmation } from './payment/complete-payment.server'
import { insertPayment, paymentsOfOrder } from './payment/payments.repository.server'
import { netPaid, refundPlan } from './payment/refund-plan'
import { recordTransferPayment } from './payment/record-transfer.server'
import { sendRefund } from './payment/refund.server'
import { recordChange, type Staff } from '../staff/audit.server'
import { type OrderActionRefusal, refusal } from './staff-messages'

export type Done<T extends object = object> = ({ ok: true } & T) | OrderActionRefusal

/** The agency sees every order, whoever placed it. */
const anyOrder: FindOrder = async (db, number) => {
  if (!isOrderNumber(number)) return null
  const [row] = await db.select().from(orders).where(eq(orders.number, number))
  return row ?? null
}

async function orderByNumber(deps: Pick<OrderDeps, 'db'>, number: string): Promise<OrderRow | null> {
  return anyOrder(deps.db, number)
}

/** What cancelling today would cost under the policy (the page shows it before staff confirm). */
export async function cancellationTerms(deps: OrderDeps, input: { number: string; locale: string }) {
  const quote = await quoteCancellationOf(deps, anyOrder, input)
  return quote.ok ? quote : null
}

/** Cancels under the policy, or with its fee waived; the weeks are freed and the refund sent. */
export async function cancelAsAgency(deps: OrderDeps, staff: Staff, input: { number: string; waiveFee: boolean; locale: string }): Promise<Done<{ refund: number; due: number }>> {
  const done = await cancelOrderOf(deps, anyOrder, input, {
    waiveFee: input.waiveFee,
    inTransaction: (tx, order, quote) =>
      recordChange(tx, staff, {
        action: input.waiveFee ? 'cancel_fee_waived' : 'cancel',
        entity: 'order',
        entityId: order.number,
        before: { status: order.status },
        after: { status: 4, due: quote.due, refund: quote.refund },
      }),
  })
  if (!done.ok) return refusal((await orderByNumber(deps, input.number)) ? 'not_cancellable' : 'not_found', input.locale)
  return { ok: true, refund: done.refund, due: done.due }
}

/**
 * Gives back `amount` centimes (at most what remains paid) through the provider. `expectedPaid` is
 * what the page showed as paid: the order row is locked and a refund is written only if the
 * payments are still as shown, so a form sent twice refunds once.
 */
export async function refundAsAgency(deps: OrderDeps, staff: Staff, input: { number: string; amount: number; expectedPaid: number; locale: string }): Promise<Done<{ refunded: number }>> {
  const written = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, input.number)).for('update')
    if (!order) return refusal('not_found', input.locale)
    const rows = await paymentsOfOrder(tx, order.id)
    const paid = netPaid(rows)
    if (paid !== input.expectedPaid) return refusal('stale', input.locale)
    if (paid <= 0) return refusal('nothing_to_refund', input.locale)
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > paid) return refusal('amount_invalid', input.locale, 'amount')
    const refunds = []
    for (const part of refundPlan(rows, input.amount)) {
      const row = await insertPayment(tx, { orderId: order.id, provider: part.payment.provider, kind: 'refund', amount: part.amount, currency: part.payment.currency, refundOf: part.payment.id })
      refunds.push({ row, paid: part.payment })
    }
    await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, order.id))
    await recordChange(tx, staff, { action: 'refund', entity: 'order', entityId: order.number, before: { paid }, after: { paid: paid - input.amount, refunded: input.amount } })
    return { ok: true as const, refunds, number: order.number }
  })
  if (!written.ok) return written
  for (const r of written.refunds) await sendRefund(deps, r.row, r.paid, written.number)
  return { ok: true, refunded: input.amount }
}

/** The balance (or the whole order) received by bank transfer: paid through the shop's own completion. */
export async function recordTransferAsAgency(deps: OrderDeps, staff: Staff, input: { number: string; locale: string }): Promise<Done> {
  const order = await orderByNumber(deps, input.number)
  if (!order) return refusal('not_found', input.locale)
  const due = order.status === 3 ? order.reportedTotal : order.status === 1 ? order.total : 0
  if (due <= 0) return refusal('no_balance_due', input.locale)
  const recorded = await recordTransferPayment(deps, { number: order.number, amount: due, currency: order.currency, note: `recorded by ${staff.name}`, locale: input.locale })
  if (!recorded.ok || recorded.result !== 'paid') return refusal('no_balance_due', input.locale)
  await recordChange(deps.db, staff, { action: 'record_transfer', entity: 'order', entityId: order.number, before: { status: order.status }, after: { status: 2, amount: due } })
  return { ok: true }
}

/** The confirmation (or deposit) e-mail queued again, with its PDF, to the order's contact. */
export async function resendConfirmation(deps: OrderDeps, staff: Staff, input: { number: string; locale: string }): Promise<Done> {
  return deps.db.transaction(async (tx) => {
    const order = await anyOrder(tx, input.number)
    if (!order) return refusal('not_found', input.locale)
    const paid = (await paymentsOfOrder(tx, order.id)).find((p) => p.kind !== 'refund' && p.status === 'paid')
    if (!paid || (order.status !== 2 && order.status !== 3)) return refusal('not_confirmed', input.locale)
    await queueConfirmation(deps, tx, order, paid)
    await recordChange(tx, staff, { action: 'resend_confirmation', entity: 'order', entityId: order.number })
    return { ok: true as const }
  })
}

/** The agency's remarks on an order (never shown to the customer). */
export async function saveRemarks(deps: Pick<OrderDeps, 'db'>, staff: Staff, input: { number: string; remarks: string; locale: string }): Promise<Done> {
  const remarks = input.remarks.replace(/\r\n/g, '\n').trim()
  if (remarks.length > 5000) return refusal('remarks_too_long', input.locale, 'remarks')
  return deps.db.transaction(async (tx) => {
    const order = await anyOrder(tx, input.number)
    if (!order) return refusal('not_found', input.locale)
    if (order.remarks === remarks) return { ok: true as const }
    await tx.update(orders).set({ remarks, updatedAt: sql`now()` }).where(eq(orders.id, order.id))
    await recordChange(tx, staff, { action: 'update', entity: 'order', entityId: order.number, before: { remarks: order.remarks }, after: { remarks } })
    return { ok: true as const }
  })
}
