/**
 * Cancellation by the tenant from My latest bookings (SPEC §9, DESIGN §3): a paid or deposit-paid
 * order with rentals. First what it would cost today under the booking rules' tiers (weighed against
 * what was paid), then, confirmed, in one transaction: the order 2|3 → 4 (conditional, so only once),
 * its weeks freed, the code's use given back, the refund rows written and the cancellation e-mail
 * queued; the provider is asked for the refunds after the commit (refund.server.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { orders } from '../../db/schema'
import { cancelBooking } from '../booking/confirm.server'
import { CANCELLATION_TERMS, cancellation } from '../booking/rules/cancellation'
import { todayInResort } from '../booking/rules/calendar'
import type { Tx } from '../../db/types'
import { cancellationMail } from '../mail/templates/orders/index.server'
import { giveBackReductionUse } from '../shop/cart/reduction-uses.server'
import { listItems } from '../shop/cart/repository.server'
import { findOwnedOrder, lockOrder, type OrderRow, type OrderVisitor } from './access.server'
import { buildOrderDocument } from './build-document.server'
import type { OrderDeps } from './deps'
import { orderFailure, type OrderFailure } from './messages'
import { insertPayment, type PaymentRow, paymentsOfOrder } from './payment/payments.repository.server'
import { netPaid, refundPlan } from './payment/refund-plan'
import { sendRefund } from './payment/refund.server'

export type CancellationQuote = {
  ok: true
  number: string
  paid: number
  due: number
  refund: number
  owed: number
  rentShare: number
}

type Figures = {
  order: OrderRow
  quote: CancellationQuote
  payments: PaymentRow[]
}

/** Finds the order to cancel among the paid and deposit-paid ones: the tenant's own, or any for the agency. */
export type FindOrder = (db: OrderDeps['db'] | Tx, number: unknown) => Promise<OrderRow | null>

const visitorsOrder =
  (visitor: OrderVisitor): FindOrder =>
  (db, number) =>
    findOwnedOrder(db, visitor, { number, statuses: [2, 3] })

/** How the agency cancels: the policy's fee, or none (`waiveFee`: everything paid goes back). */
export type CancelOptions = { waiveFee?: boolean }

async function figures(
  deps: OrderDeps,
  db: OrderDeps['db'] | Tx,
  find: FindOrder,
  input: { number: unknown; locale: string },
  options: CancelOptions = {},
  lock = false,
): Promise<Figures | OrderFailure> {
  const found = await find(db, input.number)
  // Cancelling, the order's row is locked before its payments are read: a refund by the agency at the
  // same moment (which locks it too) either waits for this one or is read with its refund rows, so the
  // two never plan more than was paid (docs/decisions/037).
  const order = found && lock ? await lockOrder(db, found.id) : found
  if (!order || (order.status !== 2 && order.status !== 3)) return orderFailure('orderNotFound', input.locale)
  const rentals = (await listItems(db, order.id)).filter((i) => i.product.category === 'rental' && i.startPeriod)
  const arrival = rentals.map((i) => i.startPeriod as string).sort()[0]
  const waived = options.waiveFee === true
  // Without a rental the policy's tiers have nothing to weigh: only a cancellation at no cost applies.
  if (!arrival && !waived) return orderFailure('orderNotFound', input.locale)
  const payments = await paymentsOfOrder(db, order.id)
  const paid = netPaid(payments)
  if (!arrival) return { order, payments, quote: { ok: true, number: order.number, paid, due: 0, refund: paid, owed: 0, rentShare: 0 } }
  const rent = rentals.reduce((s, i) => s + i.total, 0)
  const terms = cancellation(CANCELLATION_TERMS, {
    cancelledOn: todayInResort(deps.now()),
    arrival,
    rent,
    paid,
  })
  if (!terms.ok) return orderFailure('orderNotFound', input.locale)
  return {
    order,
    payments,
    quote: {
      ok: true,
      number: order.number,
      paid,
      due: waived ? 0 : terms.due,
      refund: waived ? paid : terms.refund,
      owed: waived ? 0 : terms.owed,
      rentShare: waived ? 0 : terms.rentShare,
    },
  }
}

/** What cancelling today would cost and give back: the first step, nothing changes. */
export async function quoteCancellation(
  deps: OrderDeps,
  visitor: OrderVisitor,
  input: { number: unknown; locale: string },
): Promise<CancellationQuote | OrderFailure> {
  return quoteCancellationOf(deps, visitorsOrder(visitor), input)
}

/** The same for any finder (the agency's back office finds any paid order). */
export async function quoteCancellationOf(
  deps: OrderDeps,
  find: FindOrder,
  input: { number: unknown; locale: string },
  options: CancelOptions = {},
): Promise<CancellationQuote | OrderFailure> {
  const found = await figures(deps, deps.db, find, input, options)
  return 'quote' in found ? found.quote : found
}

/** The second step: cancels the order once, and refunds what the terms give back. */
export async function cancelOrder(
  deps: OrderDeps,
  visitor: OrderVisitor,
  input: { number: unknown; locale: string },
): Promise<CancellationQuote | OrderFailure> {
  return cancelOrderOf(deps, visitorsOrder(visitor), input)
}

/**
 * The cancellation itself, whoever asks: `inTransaction` runs inside the cancellation's transaction
 * (the back office writes its audit entry there, so a cancellation never lacks its entry).
 */
export async function cancelOrderOf(
  deps: OrderDeps,
  find: FindOrder,
  input: { number: unknown; locale: string },
  options: CancelOptions & { inTransaction?: (tx: Tx, order: OrderRow, quote: CancellationQuote) => Promise<void> } = {},
): Promise<CancellationQuote | OrderFailure> {
  const today = todayInResort(deps.now())
  const done = await deps.db.transaction(async (tx) => {
    const found = await figures(deps, tx, find, input, options, true)
    if (!('quote' in found)) return found
    const [moved] = await tx
      .update(orders)
      .set({ status: 4, reportedTotal: 0, updatedAt: sql`now()` })
      .where(and(eq(orders.id, found.order.id), inArray(orders.status, [2, 3])))
      .returning()
    if (!moved) return orderFailure('orderNotFound', input.locale)
    await options.inTransaction?.(tx, found.order, found.quote)
    for (const item of await listItems(tx, moved.id)) await cancelBooking({ db: tx }, { orderItemId: item.id })
    await giveBackReductionUse(tx, moved)
    const refunds = []
    const plan = refundPlan(found.payments, found.quote.refund)
    for (const part of plan) {
      const row = await insertPayment(tx, {
        orderId: moved.id,
        provider: part.payment.provider,
        kind: 'refund',
        amount: part.amount,
        currency: part.payment.currency,
        refundOf: part.payment.id,
      })
      refunds.push({ row, paid: part.payment })
    }
    const document = await buildOrderDocument(tx, moved, deps)
    // The e-mail announces the refunds asked of the provider, never more.
    const refunded = plan.reduce((sum, part) => sum + part.amount, 0)
    const refund = refunded > 0 ? { amount: refunded, method: 'card' as const, expectedBy: null } : null
    await deps.mail.enqueue(
      tx,
      await cancellationMail(document, {
        cancelledOn: today,
        due: found.quote.due,
        rentShare: found.quote.rentShare,
        refund,
      }),
    )
    return { quote: found.quote, refunds, number: moved.number }
  })
  if (!('refunds' in done)) return done
  for (const r of done.refunds) await sendRefund(deps, r.row, r.paid, done.number)
  return done.quote
}
