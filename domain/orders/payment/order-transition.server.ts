/**
 * The order's status change a paid payment makes (DESIGN §3: 1 cart, 2 paid, 3 deposit paid), each
 * one conditional `UPDATE … WHERE status = … RETURNING`: the order moves only from where the payment
 * found it and only when the amount paid is what it owes, so a cart changed in another tab after
 * the payment began, or a second payment of another kind, moves nothing and is refunded instead.
 */
import { and, eq, sql } from 'drizzle-orm'
import { orders } from '../../../db/schema'
import { addDays } from '../../booking/rules/calendar'
import { GRADED_PAYMENT_TERMS } from '../../booking/rules/graded-payment'
import { shareOf } from '../../booking/rules/amounts'
import type { DbOrTx } from '../../../db/types'
import type { OrderRow } from '../access.server'
import type { PaymentRow } from './payments.repository.server'

/** The cart session leaves the order (a new cart for the next shopping) but stays as its owner's mark. */
const detachSession = { ownerSession: sql`coalesce(${orders.session}, ${orders.ownerSession})`, session: null }

export async function markOrderPaid(tx: DbOrTx, payment: PaymentRow, earliestArrival: string | null): Promise<OrderRow | null> {
  const base = { payedAt: sql`now()`, updatedAt: sql`now()` }
  if (payment.kind === 'full') {
    const [row] = await tx
      .update(orders)
      .set({ ...base, ...detachSession, status: 2, reportedTotal: 0, gradedPayment: false })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 1), eq(orders.total, payment.amount)))
      .returning()
    return row ?? null
  }
  if (payment.kind === 'deposit') {
    if (earliestArrival === null) return null
    // The deposit is worked out here, by the one rule the checkout used, on the total read under the
    // order's lock (docs/decisions/037): no arithmetic on amounts in SQL, where `total * 3000` ran
    // past a 32-bit integer for any order above CHF 7'158.27.
    const [locked] = await tx.select({ total: orders.total }).from(orders).where(and(eq(orders.id, payment.orderId), eq(orders.status, 1))).for('update')
    if (!locked || depositOf(locked.total) !== payment.amount) return null
    const due = addDays(earliestArrival, -GRADED_PAYMENT_TERMS.balanceDaysBeforeArrival)
    const [row] = await tx
      .update(orders)
      .set({ ...base, ...detachSession, status: 3, gradedPayment: true, gradedToPayAt: due, reportedTotal: locked.total - payment.amount })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 1), eq(orders.total, locked.total)))
      .returning()
    return row ?? null
  }
  // The balance keeps the first payment's date: payedAt says when the order was placed.
  const [row] = await tx
    .update(orders)
    .set({ updatedAt: sql`now()`, status: 2, reportedTotal: 0 })
    .where(and(eq(orders.id, payment.orderId), eq(orders.status, 3), eq(orders.reportedTotal, payment.amount)))
    .returning()
  return row ?? null
}

/** The deposit a total asks (30 %, rounded half up as the booking rules round it). */
export const depositOf = (total: number) => shareOf(total, GRADED_PAYMENT_TERMS.depositShare)
