/**
 * The built-in test provider's own book of transactions (test_payment_transactions): what a real
 * provider keeps on its side. Every change is one conditional statement, so two requests at once
 * (a double click, a notification racing a refund) can never both apply: the database decides.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.server'
import { testPaymentTransactions as book } from '../../../db/schema'
import type { ProviderStatus } from '../provider'

export type TestTransaction = typeof book.$inferSelect
export type NewTestTransaction = Omit<typeof book.$inferInsert, 'id' | 'status' | 'refunded' | 'createdAt' | 'updatedAt'>

/** The statuses a test transaction takes; anything else read back is a bug, shown as pending. */
export function statusOf(row: Pick<TestTransaction, 'status'>): ProviderStatus {
  const known: readonly string[] = ['paid', 'pending', 'failed', 'cancelled']
  return known.includes(row.status) ? (row.status as ProviderStatus) : 'pending'
}

export async function insertTestTransaction(db: Db, row: NewTestTransaction): Promise<TestTransaction> {
  const [inserted] = await db.insert(book).values(row).returning()
  return inserted
}

export async function findTestTransaction(db: Db, reference: string): Promise<TestTransaction | null> {
  const [row] = await db.select().from(book).where(eq(book.reference, reference))
  return row ?? null
}

/** Gives a pending transaction its final status; null when it had one already (the first answer stands). */
export async function decideTestTransaction(
  db: Db,
  reference: string,
  status: Exclude<ProviderStatus, 'pending'>,
): Promise<TestTransaction | null> {
  const [row] = await db
    .update(book)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(book.reference, reference), eq(book.status, 'pending')))
    .returning()
  return row ?? null
}

/**
 * Records a refund of a paid transaction, in its currency, if what was refunded so far plus this
 * amount does not pass what was paid; null otherwise. The condition and the sum are one statement:
 * two refunds at once cannot both pass the limit (PostgreSQL re-checks the row it waited for).
 */
export async function addTestRefund(db: Db, input: { reference: string; amount: number; currency: string }): Promise<TestTransaction | null> {
  const [row] = await db
    .update(book)
    .set({ refunded: sql`${book.refunded} + ${input.amount}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(book.reference, input.reference),
        eq(book.status, 'paid'),
        eq(book.currency, input.currency),
        sql`${book.refunded} + ${input.amount} <= ${book.amount}`,
      ),
    )
    .returning()
  return row ?? null
}
