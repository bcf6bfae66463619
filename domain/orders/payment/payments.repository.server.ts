/**
 * The payments table and its events (db/schema.ts, migration 0008): one row per attempt and per
 * refund, every answer of a provider recorded as an event. Queries only; every function takes `db`
 * or the caller's transaction.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { type PaymentKind, type PaymentStatus, paymentEvents, payments } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'

export type PaymentRow = typeof payments.$inferSelect
export type EventSource = 'create' | 'notification' | 'return' | 'recheck' | 'refund' | 'agency'

/**
 * Where a payment may stand when the provider says it is paid: still waiting, or marked failed or
 * cancelled by an earlier answer (a declined first card, a cancelled page, then paid after all).
 * A paid state completes or refunds it from any of these, never from `paid` or `refunded`.
 */
export const MONEY_MAY_BE_TAKEN: readonly PaymentStatus[] = ['pending', 'failed', 'cancelled']

/**
 * The note an event starts with when a paid state came after the payment was marked failed or
 * cancelled ("late_paid after failed"): the payment then stands `paid` (its order completed) or
 * `refunded` (given back whole, with its `refund` row), never dropped (docs/decisions/037).
 */
export const LATE_PAID = 'late_paid'

export async function insertPayment(
  tx: DbOrTx,
  values: {
    orderId: number
    provider: string
    kind: PaymentKind
    amount: number
    currency: string
    returnUrls?: PaymentRow['returnUrls']
    refundOf?: number
    status?: PaymentStatus
    reference?: string
  },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning()
  return row as PaymentRow
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id))
  return row ?? null
}

export async function findPaymentByReference(db: DbOrTx, provider: string, reference: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
  return row ?? null
}

export async function setReference(db: DbOrTx, id: number, reference: string): Promise<void> {
  await db
    .update(payments)
    .set({ reference, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
}

/**
 * Moves a payment from one status to another in one conditional statement: the row changes only
 * while it still stands where the caller read it, so of two callers at once exactly one wins.
 */
export async function moveStatus(tx: DbOrTx, id: number, from: readonly PaymentStatus[], to: PaymentStatus): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: to, updatedAt: sql`now()`, ...(to === 'paid' ? { paidAt: sql`now()` } : {}) })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning({ id: payments.id })
  return rows.length === 1
}

export async function recordEvent(
  db: DbOrTx,
  event: { paymentId: number; source: EventSource; status: string; amount?: number | null; currency?: string | null; note?: string; raw?: unknown },
): Promise<void> {
  await db.insert(paymentEvents).values({ ...event, amount: event.amount ?? null, currency: event.currency ?? null, raw: event.raw ?? null })
}

/** The order's payments and refunds, newest first. */
export async function paymentsOfOrder(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id))
}

/** Pending payments created at least `minutes` ago and less than an hour ago: the re-check job's. */
export async function stalePendingPayments(db: DbOrTx, olderThanMinutes: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        sql`${payments.reference} is not null`,
        sql`${payments.createdAt} < now() - make_interval(mins => ${olderThanMinutes})`,
        sql`${payments.createdAt} > now() - interval '1 hour'`,
      ),
    )
    .limit(100)
}
