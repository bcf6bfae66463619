import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.server'
import { bookings, jobs } from '../../db/schema'
import { createJobWorker } from '../jobs/jobs.server'
import { ageHold, bookingDatabases, newOrder, newWeeklyRental, rowsOf, saturdayIn, weeksFrom } from './fixtures.test-data'
import { bookingJobHandlers, HOLD_EXPIRY_JOB, runHoldExpiry } from './hold-expiry.server'
import { placeHold } from './holds.server'

/** Holds expire on their own: the job each hold schedules marks it, and follows it when it is renewed. */

let close: () => Promise<void>
let db: Db

beforeAll(async () => {
  const opened = await bookingDatabases('expiry')
  db = opened.all[0].db
  close = opened.close
}, 120_000)
afterAll(async () => {
  await close?.()
})

async function hold(locationId: number, orderItemId: number, arrival: string, minutes?: number): Promise<number> {
  const answer = await placeHold({ db }, { orderItemId, locationId, period: weeksFrom(arrival), minutes })
  if (!answer.ok) throw new Error(answer.code)
  return answer.bookingId
}

const pendingJobsOf = (bookingId: number) =>
  db
    .select({ id: jobs.id, inMs: sql<string>`extract(epoch from ${jobs.runAt} - now()) * 1000` })
    .from(jobs)
    .where(and(eq(jobs.kind, HOLD_EXPIRY_JOB), sql`(${jobs.payload}->>'bookingId')::int = ${bookingId}`, sql`${jobs.doneAt} is null`))

/** Makes the expiry jobs of these holds due now, as if their minutes had gone by. */
async function makeDue(ids: number[]): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, HOLD_EXPIRY_JOB), sql`(${jobs.payload}->>'bookingId')::int in ${ids}`))
}

describe('the hold expiry job', () => {
  it('is worked by the job worker: it marks every hold whose time has run out, and only those', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 3)
    const ids = [await hold(locationId, itemIds[0], saturdayIn(1)), await hold(locationId, itemIds[1], saturdayIn(2)), await hold(locationId, itemIds[2], saturdayIn(3))]
    await ageHold(db, ids[0])
    await ageHold(db, ids[1])
    await makeDue([ids[0]])
    const worker = createJobWorker({ db, handlers: bookingJobHandlers(db), log: pino({ level: 'silent' }), batchSize: 50 })
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1)
    expect((await rowsOf(db, locationId)).map((r) => r.status)).toEqual(['expired', 'expired', 'hold'])
    expect(await pendingJobsOf(ids[0])).toEqual([])
    expect(await pendingJobsOf(ids[2])).toHaveLength(1)
  })

  it('follows a renewed hold: due again at its new expiry instead of ending it early', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    const id = await hold(locationId, itemIds[0], saturdayIn(4), 20)
    await hold(locationId, itemIds[0], saturdayIn(4), 40)
    await makeDue([id])
    const [job] = await pendingJobsOf(id)
    expect(await runHoldExpiry(db, { bookingId: id })).toMatchObject({ rescheduled: true })
    await db.update(jobs).set({ doneAt: sql`now()` }).where(eq(jobs.id, job.id))
    const [status] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id))
    expect(status.status).toBe('hold')
    const [next] = await pendingJobsOf(id)
    // 40 minutes from the hold, one second after its expiry.
    expect(Number(next.inMs) / 60_000).toBeGreaterThan(39.5)
    expect(Number(next.inMs) / 60_000).toBeLessThan(40.5)
  })

  it('does nothing for a hold that is gone, and takes any payload without failing', async () => {
    expect(await runHoldExpiry(db, { bookingId: 987_654 })).toMatchObject({ rescheduled: false })
    expect(await runHoldExpiry(db, null)).toMatchObject({ rescheduled: false })
    expect(await runHoldExpiry(db, { bookingId: 'x' })).toMatchObject({ rescheduled: false })
  })
})
