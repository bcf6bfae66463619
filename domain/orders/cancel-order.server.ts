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
import { toZurichIsoDate } from '../format/date'
import type { Tx } from '../jobs/jobs.server'
import { cancellationMail } from '../mail/templates/orders'
import { giveBackReductionUse } from '../shop/cart/reduction-uses.server'
import { listItems } from '../shop/cart/repository.server'
import { findOwnedOrder, type OrderRow, type OrderVisitor } from './access.server'
import { buildOrderDocument } from './build-document.server'
import type { OrderDeps } from './deps'
import { orderFailure, type OrderFailure } from './messages'
import { insertPayment, type PaymentRow, paymentsOfOrder } from './payment/payments.repository.server'
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
  paidRows: PaymentRow[]
}

/** Paid card or transfer payments, newest first, and what they came to net of refunds. */
function paidOf(rows: PaymentRow[]) {
  const paidRows = rows.filter((p) => p.kind !== 'refund' && p.status === 'paid')
  const refunded = rows.filter((p) => p.kind === 'refund' && p.status !== 'failed').reduce((s, p) => s + p.amount, 0)
  return {
    paidRows,
    paid: paidRows.reduce((s, p) => s + p.amount, 0) - refunded,
  }
}

async function figures(
  deps: OrderDeps,
  db: OrderDeps['db'] | Tx,
  visitor: OrderVisitor,
  input: { number: unknown; locale: string },
): Promise<Figures | OrderFailure> {
  const order = await findOwnedOrder(db, visitor, {
    number: input.number,
    statuses: [2, 3],
  })
  if (!order) return orderFailure('orderNotFound', input.locale)
  const rentals = (await listItems(db, order.id)).filter((i) => i.product.category === 'rental' && i.startPeriod)
  const arrival = rentals.map((i) => i.startPeriod as string).sort()[0]
  if (!arrival) return orderFailure('orderNotFound', input.locale)
  const { paidRows, paid } = paidOf(await paymentsOfOrder(db, order.id))
  const rent = rentals.reduce((s, i) => s + i.total, 0)
  const terms = cancellation(CANCELLATION_TERMS, {
    cancelledOn: toZurichIsoDate(deps.now()),
    arrival,
    rent,
    paid,
  })
  if (!terms.ok) return orderFailure('orderNotFound', input.locale)
  return {
    order,
    paidRows,
    quote: {
      ok: true,
      number: order.number,
      paid,
      due: terms.due,
      refund: terms.refund,
      owed: terms.owed,
      rentShare: terms.rentShare,
    },
  }
}

/** What cancelling today would cost and give back: the first step, nothing changes. */
export async function quoteCancellation(
  deps: OrderDeps,
  visitor: OrderVisitor,
  input: { number: unknown; locale: string },
): Promise<CancellationQuote | OrderFailure> {
  const found = await figures(deps, deps.db, visitor, input)
  return 'quote' in found ? found.quote : found
}

/** The refund spread over the paid payments, newest first (a balance, then its deposit). */
function refundPlan(paidRows: PaymentRow[], amount: number): Array<{ payment: PaymentRow; amount: number }> {
  const plan: Array<{ payment: PaymentRow; amount: number }> = []
  let left = amount
  for (const payment of [...paidRows].sort((a, b) => b.id - a.id)) {
    if (left <= 0) break
    const part = Math.min(left, payment.amount)
    plan.push({ payment, amount: part })
    left -= part
  }
  return plan
}

/** The second step: cancels the order once, and refunds what the terms give back. */
export async function cancelOrder(
  deps: OrderDeps,
  visitor: OrderVisitor,
  input: { number: unknown; locale: string },
): Promise<CancellationQuote | OrderFailure> {
  const today = toZurichIsoDate(deps.now())
  const done = await deps.db.transaction(async (tx) => {
    const found = await figures(deps, tx, visitor, input)
    if (!('quote' in found)) return found
    const [moved] = await tx
      .update(orders)
      .set({ status: 4, reportedTotal: 0, updatedAt: sql`now()` })
      .where(and(eq(orders.id, found.order.id), inArray(orders.status, [2, 3])))
      .returning()
    if (!moved) return orderFailure('orderNotFound', input.locale)
    for (const item of await listItems(tx, moved.id)) await cancelBooking({ db: tx }, { orderItemId: item.id })
    await giveBackReductionUse(tx, moved)
    const refunds = []
    for (const part of refundPlan(found.paidRows, found.quote.refund)) {
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
    const refund =
      found.quote.refund > 0
        ? {
            amount: found.quote.refund,
            method: 'card' as const,
            expectedBy: null,
          }
        : null
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
