/**
 * Refunds through the provider (DESIGN §3): a payment that cannot complete its order — its week was
 * lost after the hold ran out, the code's last use went to another order, another attempt paid the
 * order first, or the order changed while it was being paid — is given back whole; a cancellation
 * gives back part. Each refund is a row of its own (kind `refund`, `refundOf` the payment), written
 * before the provider is asked, so a refund whose answer never came is still known and retried.
 */
import { and, eq, sql } from 'drizzle-orm'
import { orders, payments } from '../../../db/schema'
import { todayInResort } from '../../booking/rules/calendar'
import type { Tx } from '../../../db/types'
import { lostWeekRefundMail } from '../../mail/templates/orders/index.server'
import { recomputeCart } from '../../shop/cart/recompute.server'
import { lockCart } from '../../shop/cart/repository.server'
import type { OrderRow } from '../access.server'
import { buildOrderDocument } from '../build-document.server'
import type { OrderDeps } from '../deps'
import { insertPayment, MONEY_MAY_BE_TAKEN, moveStatus, type PaymentRow, recordEvent } from './payments.repository.server'
import { siteAddress } from '../../navigation/addresses'

export type RefundReason = { kind: 'order_moved' } | { kind: 'already_paid' } | { kind: 'code_exhausted' } | { kind: 'lost_week'; lost: number[] }

async function orderIn(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id))
  return row as OrderRow
}

/** The code's last use went to another order: this cart loses it, and shows its full price again. */
async function dropExhaustedCode(tx: Tx, order: OrderRow, on: string): Promise<void> {
  const cart = await lockCart(tx, order.id)
  if (!cart) return
  await tx
    .update(orders)
    .set({ reductionCodeId: null, updatedAt: sql`now()` })
    .where(eq(orders.id, cart.id))
  await recomputeCart(tx, { ...cart, reductionCodeId: null }, on)
}

async function tellLostWeek(deps: OrderDeps, tx: Tx, order: OrderRow, amount: number): Promise<void> {
  const document = await buildOrderDocument(tx, order, deps)
  const rebookUrl = siteAddress(deps.publicUrl, '/location', order.locale)
  await deps.mail.enqueue(tx, await lostWeekRefundMail(document, { refund: { amount, method: 'card', expectedBy: null }, rebookUrl }))
}

/** Asks the provider for a refund row's money and records its answer; an unanswered one stays pending. */
export async function sendRefund(deps: OrderDeps, refund: PaymentRow, paid: PaymentRow, orderNumber: string): Promise<boolean> {
  const provider = deps.payments.byName(paid.provider)
  if (!provider || paid.reference === null) {
    deps.log.error({ refundId: refund.id, provider: paid.provider }, 'refund: no provider to ask')
    return false
  }
  try {
    const answer = await provider.refund({ reference: paid.reference, amount: refund.amount, currency: refund.currency, orderNumber })
    await recordEvent(deps.db, {
      paymentId: refund.id,
      source: 'refund',
      status: answer.ok ? 'paid' : 'failed',
      amount: answer.ok ? answer.amount : null,
      note: answer.ok ? '' : answer.message,
      raw: answer.raw,
    })
    if (!answer.ok) {
      deps.log.error({ refundId: refund.id, message: answer.message }, 'refund refused by the provider')
      await moveStatus(deps.db, refund.id, ['pending'], 'failed')
      return false
    }
    await deps.db
      .update(payments)
      .set({ status: 'paid', reference: answer.reference, paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, refund.id), eq(payments.status, 'pending')))
    return true
  } catch (error) {
    deps.log.error({ err: error, refundId: refund.id }, 'refund: the provider did not answer')
    await recordEvent(deps.db, { paymentId: refund.id, source: 'refund', status: 'pending', note: 'no answer from the provider' })
    return false
  }
}

/**
 * Gives a payment back whole. The payment moves to refunded (from pending, or failed or cancelled when
 * its paid state came late) in one conditional statement, so of two callers at once only one writes
 * the refund; the other answers as already settled.
 */
export async function refundWholePayment(deps: OrderDeps, payment: PaymentRow, reason: RefundReason): Promise<'refunded' | 'already_settled'> {
  const today = todayInResort(deps.now())
  const written = await deps.db.transaction(async (tx) => {
    if (!(await moveStatus(tx, payment.id, MONEY_MAY_BE_TAKEN, 'refunded'))) return null
    const refund = await insertPayment(tx, {
      orderId: payment.orderId,
      provider: payment.provider,
      kind: 'refund',
      amount: payment.amount,
      currency: payment.currency,
      refundOf: payment.id,
    })
    await recordEvent(tx, {
      paymentId: payment.id,
      source: 'refund',
      status: 'refunded',
      amount: payment.amount,
      currency: payment.currency,
      note: reason.kind,
    })
    const order = await orderIn(tx, payment.orderId)
    if (reason.kind === 'code_exhausted') await dropExhaustedCode(tx, order, today)
    if (reason.kind === 'lost_week') await tellLostWeek(deps, tx, order, payment.amount)
    return { refund, order }
  })
  if (!written) return 'already_settled'
  deps.log.warn({ paymentId: payment.id, order: written.order.number, reason: reason.kind }, 'payment refunded whole: it could not complete its order')
  await sendRefund(deps, written.refund, payment, written.order.number)
  return 'refunded'
}
