import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.server'
import { bookings, jobs, priceWeeks } from '../../db/schema'
import { availableLocationIds, bookableWeek } from '../catalogue/availability.repository.server'
import { todayInResort } from './rules/calendar'
import { blockPeriod } from './blocks.server'
import { ageHold, bookingDatabases, liveRowsOf, newOrder, newWeeklyRental, rowsOf, saturdayIn, weeksFrom } from './fixtures.test-data'
import { HOLD_EXPIRY_JOB } from './hold-expiry.server'
import { HOLD_MINUTES, type HoldAnswer, placeHold, releaseHolds } from './holds.server'

/**
 * Holds (docs/decisions/017): the database refuses two live rows overlapping on one rental, so no race
 * between visitors double-books; on TEST_DATABASE_URL the concurrent holds really run in parallel.
 */

let close: () => Promise<void>
let db: Db

beforeAll(async () => {
  const opened = await bookingDatabases('holds')
  db = opened.all[0].db
  close = opened.close
}, 120_000)
afterAll(async () => {
  await close?.()
})

const held = (answer: HoldAnswer) => answer.ok && answer.outcome === 'held'

/** Whether each week of the rental's grid from `arrival` is bookable, as the catalogue says it. */
async function weekFlags(locationId: number, arrival: string, count: number): Promise<boolean[]> {
  const rows = await db
    .select({ start: priceWeeks.startDate, available: bookableWeek(todayInResort()) })
    .from(priceWeeks)
    .where(and(eq(priceWeeks.locationId, locationId), sql`${priceWeeks.startDate} >= ${arrival}`))
    .orderBy(priceWeeks.startDate)
    .limit(count)
  return rows.map((r) => r.available)
}

describe('placeHold', () => {
  it('gives a week to exactly one of 50 visitors holding it at once; the 49 others are told it is taken', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 50)
    const period = weeksFrom(saturdayIn(2))
    const settled = await Promise.allSettled(itemIds.map((orderItemId) => placeHold({ db }, { orderItemId, locationId, period })))
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([])
    const answers = settled.map((s) => (s as PromiseFulfilledResult<HoldAnswer>).value)
    expect(answers.filter(held)).toHaveLength(1)
    const refused = answers.filter((a) => !a.ok)
    expect(refused).toHaveLength(49)
    for (const answer of refused) {
      expect(answer).toEqual({ ok: false, outcome: 'taken', code: 'no_availability', messages: { fr: 'Pas de disponibilité', en: 'No availability' } })
    }
    expect(await liveRowsOf(db, locationId)).toHaveLength(1)
    expect(await weekFlags(locationId, period.arrival, 2)).toEqual([false, true])
  })

  it('holds for 20 minutes by the database clock and schedules the expiry job just after', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    const answer = await placeHold({ db }, { orderItemId: itemIds[0], locationId, period: weeksFrom(saturdayIn(1)) })
    if (!answer.ok) throw new Error(answer.code)
    const [row] = await db
      .select({ minutes: sql<string>`extract(epoch from ${bookings.expiresAt} - ${bookings.createdAt}) / 60`, status: bookings.status, source: bookings.source })
      .from(bookings)
      .where(eq(bookings.id, answer.bookingId))
    expect(HOLD_MINUTES).toBe(20)
    expect(Number(row.minutes)).toBeCloseTo(20, 1)
    expect(row).toMatchObject({ status: 'hold', source: 'site' })
    const [job] = await db
      .select({ afterExpiry: sql<string>`extract(epoch from ${jobs.runAt} - ${bookings.expiresAt})` })
      .from(jobs)
      .innerJoin(bookings, sql`${bookings.id} = (${jobs.payload}->>'bookingId')::int`)
      .where(and(eq(jobs.kind, HOLD_EXPIRY_JOB), eq(bookings.id, answer.bookingId)))
    expect(Number(job.afterExpiry)).toBeGreaterThanOrEqual(0)
    expect(Number(job.afterExpiry)).toBeLessThan(5)
  })

  it('renews the hold of the visitor who comes back to the payment step, never shortening it', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    const request = { orderItemId: itemIds[0], locationId, period: weeksFrom(saturdayIn(3), 2) }
    const first = await placeHold({ db }, { ...request, minutes: 30 })
    const again = await placeHold({ db }, request)
    expect(again).toMatchObject({ ok: true, outcome: 'renewed', bookingId: first.ok ? first.bookingId : -1 })
    expect(again.ok && first.ok && again.expiresAt?.getTime()).toBe(first.ok ? first.expiresAt?.getTime() : -1)
    const longer = await placeHold({ db }, { ...request, minutes: 45 })
    expect(longer.ok && first.ok && (longer.expiresAt as Date) > (first.expiresAt as Date)).toBe(true)
    expect(await liveRowsOf(db, locationId)).toHaveLength(1)
  })

  it('moves the hold of an item whose period changed, freeing the old weeks', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    await placeHold({ db }, { orderItemId: itemIds[0], locationId, period: weeksFrom(saturdayIn(4)) })
    expect(held(await placeHold({ db }, { orderItemId: itemIds[0], locationId, period: weeksFrom(saturdayIn(6)) }))).toBe(true)
    expect((await rowsOf(db, locationId)).map((r) => r.status)).toEqual(['released', 'hold'])
    expect(await weekFlags(locationId, saturdayIn(4), 3)).toEqual([true, true, false])
  })

  it('refuses a period overlapping a held one without being the same, and takes one that only touches it', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 5)
    const hold = (i: number, arrival: string, weeks: number) =>
      placeHold({ db }, { orderItemId: itemIds[i], locationId, period: weeksFrom(arrival, weeks) })
    expect(held(await hold(0, saturdayIn(5), 2))).toBe(true) // weeks 5 and 6
    expect(await hold(1, saturdayIn(6), 2)).toMatchObject({ ok: false, outcome: 'taken' }) // 6 and 7
    expect(await hold(2, saturdayIn(4), 2)).toMatchObject({ ok: false, outcome: 'taken' }) // 4 and 5
    expect(await hold(3, saturdayIn(4), 4)).toMatchObject({ ok: false, outcome: 'taken' }) // around it
    // Departure on the Saturday the other arrives, arrival on the Saturday the other leaves.
    expect(held(await hold(3, saturdayIn(4), 1))).toBe(true)
    expect(held(await hold(4, saturdayIn(7), 1))).toBe(true)
    expect(await weekFlags(locationId, saturdayIn(3), 6)).toEqual([true, false, false, false, false, true])
  })

  it('lets the next visitor have the week of a hold whose time has run out, which it marks expired', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 2)
    const period = weeksFrom(saturdayIn(8))
    const first = await placeHold({ db }, { orderItemId: itemIds[0], locationId, period })
    if (!first.ok) throw new Error('expected a hold')
    expect(await placeHold({ db }, { orderItemId: itemIds[1], locationId, period })).toMatchObject({ outcome: 'taken' })
    await ageHold(db, first.bookingId)
    // Free at once for the catalogue, before any job has marked it.
    expect(await weekFlags(locationId, period.arrival, 1)).toEqual([true])
    expect(await availableLocationIds(db, period.arrival, period.departure, { locationIds: [locationId] })).toEqual([locationId])
    expect(held(await placeHold({ db }, { orderItemId: itemIds[1], locationId, period }))).toBe(true)
    expect((await rowsOf(db, locationId)).map((r) => r.status)).toEqual(['expired', 'hold'])
    expect(await weekFlags(locationId, period.arrival, 1)).toEqual([false])
  })

  it('refuses the weeks of a block, and a period that is no period or a rental that is not weekly', async () => {
    const locationId = await newWeeklyRental(db)
    const annual = await newWeeklyRental(db, 'annual')
    const { itemIds } = await newOrder(db)
    const period = weeksFrom(saturdayIn(9))
    expect(await blockPeriod({ db }, { locationId, period, source: 'owner' })).toMatchObject({ ok: true })
    expect(await placeHold({ db }, { orderItemId: itemIds[0], locationId, period })).toMatchObject({ ok: false, outcome: 'taken' })
    expect(await placeHold({ db }, { orderItemId: itemIds[0], locationId: annual, period })).toMatchObject({ ok: false, outcome: 'invalid', code: 'not_bookable' })
    expect(await placeHold({ db }, { orderItemId: itemIds[0], locationId: 999_999, period })).toMatchObject({ outcome: 'invalid', code: 'not_bookable' })
    const backwards = { arrival: period.departure, departure: period.arrival }
    expect(await placeHold({ db }, { orderItemId: itemIds[0], locationId, period: backwards })).toMatchObject({ outcome: 'invalid', code: 'invalid_period' })
    expect(await placeHold({ db }, { orderItemId: itemIds[0], locationId, period: { arrival: '2026-02-30', departure: period.departure } })).toMatchObject({
      outcome: 'invalid',
      messages: { en: 'The period must run from a real date written YYYY-MM-DD to a later one.' },
    })
  })

  it('runs inside the caller’s transaction: a taken week leaves it usable, and a rollback takes the hold back', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 3)
    const period = weeksFrom(saturdayIn(10))
    await placeHold({ db }, { orderItemId: itemIds[0], locationId, period })
    const after = await db.transaction(async (tx) => {
      const answer = await placeHold({ db: tx }, { orderItemId: itemIds[1], locationId, period })
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.locationId, locationId))
      return { answer, rows: count.n }
    })
    expect(after).toMatchObject({ answer: { outcome: 'taken' }, rows: 1 })
    const other = weeksFrom(saturdayIn(12))
    await expect(
      db.transaction(async (tx) => {
        expect(held(await placeHold({ db: tx }, { orderItemId: itemIds[2], locationId, period: other }))).toBe(true)
        throw new Error('the cart failed after holding')
      }),
    ).rejects.toThrow('the cart failed after holding')
    expect(await weekFlags(locationId, other.arrival, 1)).toEqual([true])
  })
})

describe('releaseHolds', () => {
  it('frees the weeks of the given items at once and keeps the rows as released', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 3)
    for (const [i, orderItemId] of itemIds.entries()) {
      await placeHold({ db }, { orderItemId, locationId, period: weeksFrom(saturdayIn(13 + i)) })
    }
    expect(await releaseHolds({ db }, { orderItemIds: itemIds.slice(0, 2) })).toBe(2)
    expect(await releaseHolds({ db }, { orderItemIds: [] })).toBe(0)
    expect((await rowsOf(db, locationId)).map((r) => r.status)).toEqual(['released', 'released', 'hold'])
    expect(await weekFlags(locationId, saturdayIn(13), 3)).toEqual([true, true, false])
  })
})

describe('the database itself', () => {
  it('refuses overlapping live rows, a hold without expiry and an empty period, whoever writes them', async () => {
    const locationId = await newWeeklyRental(db)
    const period = weeksFrom(saturdayIn(20))
    const row = { locationId, period, status: 'confirmed' as const, source: 'agency' as const }
    await db.insert(bookings).values(row)
    const codeOf = async (write: Promise<unknown>) => {
      try {
        await write
        return 'written'
      } catch (error) {
        let e: unknown = error
        while (e && typeof e === 'object' && !('code' in e && typeof (e as { code: unknown }).code === 'string')) e = (e as { cause?: unknown }).cause
        return (e as { code?: string } | undefined)?.code
      }
    }
    expect(await codeOf(db.insert(bookings).values({ ...row, period: weeksFrom(saturdayIn(19), 2) }))).toBe('23P01')
    expect(await codeOf(db.insert(bookings).values({ ...row, status: 'hold', period: weeksFrom(saturdayIn(22)) }))).toBe('23514')
    expect(await codeOf(db.insert(bookings).values({ ...row, period: { arrival: saturdayIn(24), departure: saturdayIn(24) } }))).toBe('23514')
    expect(await codeOf(db.insert(bookings).values({ ...row, status: 'cancelled', period: weeksFrom(saturdayIn(19), 2) }))).toBe('written')
  })
})
