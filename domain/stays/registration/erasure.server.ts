/**
 * The erasure of the guest register (docs/decisions/055): a job that runs once a day deletes the
 * travellers of stays past their retention (retention.ts: the end of the year after the departure)
 * and those of cancelled orders, then comes back the next day. The server's start makes sure one
 * such job is waiting; a run that finds another one waiting does not add its own, so instances
 * started together settle on one.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.server'
import { jobs, orderItems, orders, travellers } from '../../../db/schema'
import { todayInResort } from '../../booking/rules/calendar'
import { enqueue, type JobHandlers } from '../../jobs/jobs.server'
import { erasableBefore } from './retention'

export const REGISTER_ERASURE_JOB = 'stays.erase-travellers'
const EVERY_MS = 24 * 3_600_000

/** Deletes the travellers past retention on `today`; answers how many. */
export async function eraseExpiredTravellers(db: Db, today: string): Promise<number> {
  const before = erasableBefore(today)
  const expired = db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // A rental item always has its end date; without one, its creation stands for it.
    .where(or(eq(orders.status, 4), sql`coalesce(${orderItems.endPeriod}, ${orderItems.createdAt}::date) < ${before}::date`))
  const deleted = await db.delete(travellers).where(inArray(travellers.orderItemId, expired)).returning({ id: travellers.id })
  return deleted.length
}

async function waitingRuns(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, REGISTER_ERASURE_JOB), isNull(jobs.doneAt), isNull(jobs.failedAt)))
  return Number(row?.n ?? 0)
}

/** At the server's start: a run now, unless one is already waiting. */
export async function scheduleRegisterErasure(db: Db): Promise<void> {
  if ((await waitingRuns(db)) === 0) await enqueue(db, REGISTER_ERASURE_JOB, {}, { maxAttempts: 3 })
}

export function registerErasureHandlers(db: Db, now: () => Date = () => new Date()): JobHandlers {
  return {
    [REGISTER_ERASURE_JOB]: async () => {
      await eraseExpiredTravellers(db, todayInResort(now()))
      // This run's own job is still leased (not done): it counts as the one waiting.
      if ((await waitingRuns(db)) <= 1) await enqueue(db, REGISTER_ERASURE_JOB, {}, { delayMs: EVERY_MS, maxAttempts: 3 })
    },
  }
}
