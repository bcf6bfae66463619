import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { auditLog, bookings } from '../../db/schema'
import { addDays } from '../booking/rules/calendar'
import { bookingDatabases, liveRowsOf, newOrder, newStaff, newWeeklyRental, saturdayIn } from '../booking/fixtures.test-data'
import { createSecretBox } from '../secrets/secret-box.server'
import { blockWeeks, calendarEntries, unblockWeeks } from './availability.server'

/** Blocks and unblocks as staff make them; on TEST_DATABASE_URL too (the exclusion constraint decides). */

let database: Database
let close: () => Promise<void>
let staff: { id: number; name: string }

beforeAll(async () => {
  const opened = await bookingDatabases('availability')
  database = opened.all[0]!
  close = opened.close
  staff = await newStaff(database.db)
}, 60_000)
afterAll(async () => {
  await close?.()
})

describe('blocking weeks', () => {
  it('blocks free weeks, shows them on the calendar, audits it, and lifts the block', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const from = saturdayIn(1)
    const answer = await blockWeeks({ db }, staff, { locationId: rental, block: { from, to: addDays(from, 14), reason: 'owner', note: 'Famille Rey' }, locale: 'en' })
    expect(answer.ok).toBe(true)
    const entries = await calendarEntries({ db, secrets: createSecretBox(randomBytes(32)) }, rental, saturdayIn(0), saturdayIn(4))
    expect(entries).toEqual([expect.objectContaining({ status: 'blocked', source: 'owner', note: 'Famille Rey', period: { arrival: from, departure: addDays(from, 14) } })])
    const id = answer.ok ? answer.bookingId : 0
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, 'block'), eq(auditLog.entityId, String(id))))).toHaveLength(1)
    expect(await unblockWeeks({ db }, staff, { locationId: rental, bookingId: id, locale: 'en' })).toEqual({ ok: true, bookingId: id })
    expect(await liveRowsOf(db, rental)).toEqual([])
    expect(await unblockWeeks({ db }, staff, { locationId: rental, bookingId: id, locale: 'en' })).toMatchObject({ ok: false, errors: { form: expect.anything() } })
  })

  it('refuses a block over a booked week as a field error, and blocks nothing', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    const week = saturdayIn(2)
    await db.insert(bookings).values({ locationId: rental, period: { arrival: week, departure: addDays(week, 7) }, status: 'confirmed', source: 'site', orderItemId: itemIds[0] })
    const answer = await blockWeeks({ db }, staff, { locationId: rental, block: { from: addDays(week, -7), to: addDays(week, 7), reason: 'works', note: '' }, locale: 'en' })
    expect(answer).toMatchObject({ ok: false, errors: { from: { message: expect.stringMatching(/already booked/) } } })
    expect((await liveRowsOf(db, rental)).map((r) => r.status)).toEqual(['confirmed'])
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'block'))).toHaveLength(1)
  })

  it('does not lift an imported block from the page: its calendar decides', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const week = saturdayIn(5)
    const [row] = await db.insert(bookings).values({ locationId: rental, period: { arrival: week, departure: addDays(week, 7) }, status: 'blocked', source: 'ical', externalUid: 'x@airbnb.com' }).returning()
    expect(await unblockWeeks({ db }, staff, { locationId: rental, bookingId: row!.id, locale: 'en' })).toMatchObject({ ok: false })
  })
})
