/**
 * Holds expire on their own (DESIGN §1: background work is the jobs table). Each new hold enqueues,
 * in the transaction that places it, a job due just after its expiry. The job marks `expired` every
 * hold whose time has run out (this one and any other, e.g. one whose job was lost with an older
 * version); when its own hold was renewed meanwhile, it enqueues itself again for the new expiry.
 * Availability never waits for the job: a hold counts only while `expires_at > now()` at read time.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { bookings } from '../../db/schema'
import { enqueue, type JobHandlers } from '../jobs/jobs.server'
import type { DbOrTx } from '../../db/types'
import { expireStaleHolds } from './calendar.server'

export const HOLD_EXPIRY_JOB = 'booking.expire-holds'

/** A second after the expiry, so the database clock has passed it when the job runs. */
const AFTER_EXPIRY_MS = 1_000

type HoldExpiryPayload = { bookingId: number }

export async function scheduleHoldExpiry(tx: DbOrTx, bookingId: number, minutes: number): Promise<void> {
  await enqueue(tx, HOLD_EXPIRY_JOB, { bookingId } satisfies HoldExpiryPayload, { delayMs: minutes * 60_000 + AFTER_EXPIRY_MS })
}

function bookingIdOf(payload: unknown): number | null {
  const id = (payload as Partial<HoldExpiryPayload> | null)?.bookingId
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/** Marks the stale holds expired; reschedules itself while its own hold is still running. */
export async function runHoldExpiry(db: Db, payload: unknown): Promise<{ expired: number; rescheduled: boolean }> {
  const expired = await expireStaleHolds(db)
  const id = bookingIdOf(payload)
  if (id === null) return { expired, rescheduled: false }
  const [live] = await db
    .select({ msLeft: sql<string>`ceil(extract(epoch from ${bookings.expiresAt} - now()) * 1000)` })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.status, 'hold'), sql`${bookings.expiresAt} > now()`))
  if (!live) return { expired, rescheduled: false }
  await enqueue(db, HOLD_EXPIRY_JOB, { bookingId: id } satisfies HoldExpiryPayload, {
    delayMs: Number(live.msLeft) + AFTER_EXPIRY_MS,
  })
  return { expired, rescheduled: true }
}

/** The job handlers of the booking module, for the worker of server/index.ts. */
export function bookingJobHandlers(db: Db): JobHandlers {
  return {
    [HOLD_EXPIRY_JOB]: async (payload) => {
      await runHoldExpiry(db, payload)
    },
  }
}
