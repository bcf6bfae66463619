import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { confirmOrderBookings } from './confirm.server'
import { ageHold, bookingDatabases, liveRowsOf, newOrder, newWeeklyRental, saturdayIn, weeksFrom } from './fixtures.test-data'
import { type HoldAnswer, placeHold } from './holds.server'

/**
 * Visitors and payments racing for the same weeks. On TEST_DATABASE_URL through two pools on one
 * database, as two server processes behind a load balancer, where the transactions really overlap;
 * on PGlite through its one connection. Whatever the interleaving: one live row per night at most,
 * every answer is held, taken or confirmed or lost, and no exception escapes.
 */

let databases: Database[]
let close: () => Promise<void>

beforeAll(async () => {
  const opened = await bookingDatabases('races', 2)
  databases = opened.all
  close = opened.close
}, 120_000)
afterAll(async () => {
  await close?.()
})

/** The i-th caller's database: the two pools in turn. */
const dbOf = (i: number) => databases[i % databases.length].db

async function noOverlapIn(locationId: number): Promise<void> {
  const live = await liveRowsOf(databases[0].db, locationId)
  for (const [i, a] of live.entries()) {
    for (const b of live.slice(i + 1)) {
      expect(a.period.arrival < b.period.departure && b.period.arrival < a.period.departure, `${a.id} and ${b.id} overlap`).toBe(false)
    }
  }
}

describe(`racing for a week (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two pools' : 'PGlite'})`, () => {
  it('gives the week to exactly 1 of 50 visitors holding it at once through two server processes', async () => {
    const db = databases[0].db
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 50)
    const period = weeksFrom(saturdayIn(1))
    const answers = await Promise.all(itemIds.map((orderItemId, i) => placeHold({ db: dbOf(i) }, { orderItemId, locationId, period })))
    expect(answers.filter((a) => a.ok && a.outcome === 'held')).toHaveLength(1)
    expect(answers.filter((a) => !a.ok && a.outcome === 'taken')).toHaveLength(49)
    expect(await liveRowsOf(db, locationId)).toHaveLength(1)
  })

  it('never lets overlapping stays of 1 to 3 weeks both in, and refuses only stays that overlap one let in', async () => {
    const db = databases[0].db
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db, 40)
    // Deterministic spread: arrivals over 8 weeks, lengths 1 to 3 weeks.
    const periods = itemIds.map((_, i) => weeksFrom(saturdayIn((i * 5) % 8), 1 + ((i * 7) % 3)))
    const answers: HoldAnswer[] = await Promise.all(
      itemIds.map((orderItemId, i) => placeHold({ db: dbOf(i) }, { orderItemId, locationId, period: periods[i] })),
    )
    expect(answers.every((a) => (a.ok && a.outcome === 'held') || (!a.ok && a.outcome === 'taken'))).toBe(true)
    await noOverlapIn(locationId)
    const live = await liveRowsOf(db, locationId)
    expect(live.length).toBe(answers.filter((a) => a.ok).length)
    answers.forEach((answer, i) => {
      if (answer.ok) return
      const p = periods[i]
      expect(live.some((r) => r.period.arrival < p.departure && p.arrival < r.period.departure)).toBe(true)
    })
  })

  it('confirms once when the payment notification and the visitor’s return arrive together', async () => {
    const db = databases[0].db
    const locationId = await newWeeklyRental(db)
    const { orderId, itemIds } = await newOrder(db, 2)
    await placeHold({ db }, { orderItemId: itemIds[0], locationId, period: weeksFrom(saturdayIn(2)) })
    const expired = await placeHold({ db }, { orderItemId: itemIds[1], locationId, period: weeksFrom(saturdayIn(4)) })
    if (!expired.ok) throw new Error('expected a hold')
    await ageHold(db, expired.bookingId)
    await db.execute(sql`update bookings set status = 'expired' where id = ${expired.bookingId}`)
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => confirmOrderBookings({ db: dbOf(i) }, { orderId })))
    for (const answer of answers) {
      expect(answer.lost).toEqual([])
      expect(answer).toEqual(answers[0])
    }
    expect((await liveRowsOf(db, locationId)).map((r) => r.status)).toEqual(['confirmed', 'confirmed'])
  })

  it('gives the week of an expired hold either to its payment or to one new visitor, never both', async () => {
    const db = databases[0].db
    const locationId = await newWeeklyRental(db)
    const late = await newOrder(db)
    const period = weeksFrom(saturdayIn(6))
    const first = await placeHold({ db }, { orderItemId: late.itemIds[0], locationId, period })
    if (!first.ok) throw new Error('expected a hold')
    await ageHold(db, first.bookingId)
    const { itemIds } = await newOrder(db, 10)
    const [payment, ...holds] = await Promise.all([
      confirmOrderBookings({ db: dbOf(1) }, { orderId: late.orderId }),
      ...itemIds.map((orderItemId, i) => placeHold({ db: dbOf(i) }, { orderItemId, locationId, period })),
    ])
    const heldCount = (holds as HoldAnswer[]).filter((h) => h.ok).length
    expect(payment.confirmed.length + heldCount).toBe(1)
    expect(payment.confirmed.length + payment.lost.length).toBe(1)
    expect(await liveRowsOf(db, locationId)).toHaveLength(1)
  })
})
