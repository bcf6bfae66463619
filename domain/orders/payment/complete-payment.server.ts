/**
 * Payment completion, exactly once (DESIGN §3, docs/decisions/024). The provider's notification,
 * the browser's return and the re-check job may each bring a transaction's state, in any order,
 * several times, or not at all; each is recorded as an event, then `settlePayment` decides. A paid
 * state whose amount, currency and order number match the payment is completed in one transaction:
 * the payment becomes paid (only from pending, and the partial unique index allows one paid payment
 * per order and kind), the order moves (a conditional update), the holds become bookings, the
 * reduction code's use is taken and one e-mail is queued with the PDF. Whatever of that cannot
 * happen (the week was lost, the code has no use left, the order moved or was already paid by
 * another attempt) rolls it all back, and the payment is refunded whole instead (refund.server.ts).
 */
import { eq } from 'drizzle-orm'
import { orders } from '../../../db/schema'
import { confirmOrderBookings } from '../../booking/confirm.server'
import type { Tx } from '../../../db/types'
import { depositReceivedMail, orderConfirmationMail } from '../../mail/templates/orders/index.server'
import { mailAttachment } from '../../mail/attachments'
import type { TransactionState } from '../../payments/provider'
import { takeReductionUse } from '../../shop/cart/reduction-uses.server'
import { listItems } from '../../shop/cart/repository.server'
import type { OrderRow } from '../access.server'
import { buildOrderDocument } from '../build-document.server'
import type { OrderDeps } from '../deps'
import { renderConfirmationPdf } from '../pdf/confirmation.server'
import { scheduleBalanceReminder } from './balance-reminder.server'
import { scheduleArrivalInformation } from '../../stays/arrival/send.server'
import { scheduleReviewRequests } from '../../reviews/request-job.server'
import { markOrderPaid } from './order-transition.server'
import { type EventSource, findPayment, LATE_PAID, MONEY_MAY_BE_TAKEN, moveStatus, type PaymentRow, recordEvent } from './payments.repository.server'
import { type RefundReason, refundWholePayment } from './refund.server'

export type SettleResult = 'paid' | 'already_settled' | 'refused' | 'failed' | 'cancelled' | 'pending' | 'refunded'

/** Why the paid state cannot complete the order: the payment is refunded for this reason. */
class NotCompleted extends Error {
  constructor(readonly reason: RefundReason) {
    super(reason.kind)
  }
}

/** What does not match between the provider's word and the payment: an empty list when all does. */
function mismatches(payment: PaymentRow, order: OrderRow, state: TransactionState): string[] {
  const found: string[] = []
  if (state.amount !== payment.amount) found.push(`amount ${state.amount} instead of ${payment.amount}`)
  if (state.currency !== payment.currency) found.push(`currency ${state.currency} instead of ${payment.currency}`)
  if (state.orderNumber !== null && state.orderNumber !== order.number) found.push(`order ${state.orderNumber} instead of ${order.number}`)
  return found
}

async function orderOf(deps: Pick<OrderDeps, 'db'>, id: number): Promise<OrderRow> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw new Error(`Payment of a missing order ${id}`)
  return row
}

async function earliestArrival(tx: Tx, orderId: number): Promise<string | null> {
  const rentals = (await listItems(tx, orderId)).filter((i) => i.product.category === 'rental' && i.startPeriod)
  return rentals.map((i) => i.startPeriod as string).sort()[0] ?? null
}

export async function queueConfirmation(deps: OrderDeps, tx: Tx, order: OrderRow, payment: PaymentRow): Promise<void> {
  const document = await buildOrderDocument(tx, order, deps)
  const pdf = mailAttachment(`${order.number}.pdf`, 'application/pdf', await renderConfirmationPdf(document))
  const message =
    payment.kind === 'deposit' ? await depositReceivedMail(document, { attachments: [pdf] }) : await orderConfirmationMail(document, { attachments: [pdf] })
  await deps.mail.enqueue(tx, message)
}

/**
 * The one transaction that completes a paid payment; throws NotCompleted to roll it back. A payment
 * marked failed or cancelled completes too: a genuine paid state came after (LATE_PAID).
 */
async function complete(deps: OrderDeps, payment: PaymentRow): Promise<'paid' | 'already_settled'> {
  return deps.db.transaction(async (tx) => {
    if (!(await moveStatus(tx, payment.id, MONEY_MAY_BE_TAKEN, 'paid'))) return 'already_settled' as const
    const order = await markOrderPaid(tx, payment, await earliestArrival(tx, payment.orderId))
    if (!order) throw new NotCompleted({ kind: 'order_moved' })
    if (payment.kind !== 'balance') {
      const booked = await confirmOrderBookings({ db: tx }, { orderId: order.id })
      if (booked.lost.length > 0) throw new NotCompleted({ kind: 'lost_week', lost: booked.lost.map((l) => l.orderItemId) })
      if ((await takeReductionUse(tx, order)) === 'exhausted') throw new NotCompleted({ kind: 'code_exhausted' })
    }
    await queueConfirmation(deps, tx, order, payment)
    if (order.status === 3 && order.gradedToPayAt) await scheduleBalanceReminder(deps, tx, order)
    // Paid in full (at once, or its balance now): the stays' arrival information goes out on its day (docs/decisions/057).
    if (order.status === 2) await scheduleArrivalInformation(deps, tx, order.id)
    // …and the review request the day after each departure (docs/decisions/056).
    await scheduleReviewRequests(deps, tx, order)
    return 'paid' as const
  })
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * Takes a transaction's state, as the provider gave it, for a payment of the shop. Safe to call
 * again with the same state, from any process, at any time: it completes at most once. The outcome
 * is told to `deps.onSettled` (the metrics).
 */
export async function settlePayment(deps: OrderDeps, input: { payment: PaymentRow; state: TransactionState; source: EventSource }): Promise<SettleResult> {
  const result = await settle(deps, input)
  deps.onSettled?.(result)
  return result
}

async function settle(deps: OrderDeps, input: { payment: PaymentRow; state: TransactionState; source: EventSource }): Promise<SettleResult> {
  const { payment, state, source } = input
  const order = await orderOf(deps, payment.orderId)
  const wrong = state.status === 'paid' ? mismatches(payment, order, state) : []
  // The caller read the payment a moment ago; where it stands now decides whether a paid state is late.
  const was = (await findPayment(deps.db, payment.id))?.status ?? payment.status
  const late = state.status === 'paid' && (was === 'failed' || was === 'cancelled')
  await recordEvent(deps.db, {
    paymentId: payment.id,
    source,
    status: state.status,
    amount: state.amount,
    currency: state.currency,
    note: [...(late ? [`${LATE_PAID} after ${was}`] : []), ...wrong].join('; '),
    raw: state.raw,
  })
  if (late) deps.log.warn({ paymentId: payment.id, order: order.number, was, mismatches: wrong }, 'a paid state came after the payment was marked failed or cancelled')
  if (state.status === 'pending') return 'pending'
  if (state.status === 'failed' || state.status === 'cancelled') {
    await moveStatus(deps.db, payment.id, ['pending'], state.status)
    return state.status
  }
  if (wrong.length > 0) {
    deps.log.warn({ paymentId: payment.id, order: order.number, mismatches: wrong }, 'payment refused: it does not match the order')
    await moveStatus(deps.db, payment.id, ['pending'], 'failed')
    return 'refused'
  }
  try {
    const done = await complete(deps, payment)
    if (done === 'paid') deps.log.info({ paymentId: payment.id, order: order.number, kind: payment.kind }, 'payment completed')
    return done
  } catch (error) {
    if (error instanceof NotCompleted) return refundWholePayment(deps, payment, error.reason)
    // Another payment of this kind was paid first (two tabs, two attempts): this one goes back.
    if (isUniqueViolation(error)) return refundWholePayment(deps, payment, { kind: 'already_paid' })
    throw error
  }
}

/** Asks the provider where a payment stands and settles it (the browser's return, the re-check job). */
export async function recheckPayment(
  deps: OrderDeps,
  paymentId: number,
  source: 'return' | 'recheck',
): Promise<{ payment: PaymentRow; result: SettleResult } | null> {
  const payment = await findPayment(deps.db, paymentId)
  if (!payment || payment.kind === 'refund') return null
  // A failed or cancelled payment is asked about again too: its money may have been taken after all.
  if (!MONEY_MAY_BE_TAKEN.includes(payment.status) || payment.reference === null) return { payment, result: 'already_settled' }
  const provider = deps.payments.byName(payment.provider)
  if (!provider) return { payment, result: 'pending' }
  const state = await provider.fetchStatus(payment.reference)
  const result = await settlePayment(deps, { payment, state, source })
  return { payment: (await findPayment(deps.db, paymentId)) ?? payment, result }
}
