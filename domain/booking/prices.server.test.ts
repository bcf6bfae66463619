import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { auditLog, bookings, orderItems, orders, priceWeeks } from '../../db/schema'
import { addDays } from '../booking/rules/calendar'
import { bookingDatabases, newOrder, newStaff, newWeeklyRental, saturdayIn } from '../booking/fixtures.test-data'
import { editSeasonPrices, editWeekPrice, priceGrid } from './prices.server'

let database: Database
let close: () => Promise<void>
let staff: { id: number; name: string }

beforeAll(async () => {
  const opened = await bookingDatabases('prices')
  database = opened.all[0]!
  close = opened.close
  staff = await newStaff(database.db)
}, 60_000)
afterAll(async () => {
  await close?.()
})

describe('the weekly price grid', () => {
  it('sets one week’s price and special price, and records who did it with the values before and after', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const week = saturdayIn(2)
    const answer = await editWeekPrice({ db }, staff, { locationId: rental, week: { start: week, price: 210_000, specialPrice: 190_000 }, locale: 'en' })
    expect(answer).toEqual({ ok: true, weeks: 1 })
    const [row] = await priceGrid({ db }, rental, week, addDays(week, 7))
    expect(row).toMatchObject({ price: 210_000, specialPrice: 190_000 })
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'price_week'), eq(auditLog.entityId, `${rental}/${week}`)))
    expect(entry).toMatchObject({ staffName: 'Anna Rey', action: 'update', before: expect.objectContaining({ price: 150_000 }), after: expect.objectContaining({ price: 210_000 }) })
  })

  it('sets a season, creating the weeks that had no price, then raises it by a percentage', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const from = saturdayIn(28)
    const to = addDays(from, 28) // weeks 28 and 29 exist, 30 and 31 do not
    const set = await editSeasonPrices({ db }, staff, { locationId: rental, edit: { from, to, change: { kind: 'set', price: 300_000, season: 'peak' } }, locale: 'en' })
    expect(set).toEqual({ ok: true, weeks: 4 })
    const raised = await editSeasonPrices({ db }, staff, { locationId: rental, edit: { from, to, change: { kind: 'percent', percent: -10 } }, locale: 'en' })
    expect(raised).toEqual({ ok: true, weeks: 4 })
    const grid = await priceGrid({ db }, rental, from, to)
    expect(grid.map((w) => [w.start, w.price, w.season])).toEqual([0, 1, 2, 3].map((i) => [addDays(from, i * 7), 270_000, 'peak']))
  })

  it('refuses a season whose special offer would no longer be a reduction, and saves none of its weeks', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const from = saturdayIn(1)
    await editSeasonPrices({ db }, staff, { locationId: rental, edit: { from, to: addDays(from, 7), change: { kind: 'special', specialPrice: 120_000 } }, locale: 'en' })
    const answer = await editSeasonPrices({ db }, staff, { locationId: rental, edit: { from: saturdayIn(0), to: addDays(from, 7), change: { kind: 'set', price: 100_000, season: 'low' } }, locale: 'en' })
    expect(answer).toMatchObject({ ok: false, errors: { price: { message: expect.stringMatching(/special price/) } } })
    const grid = await priceGrid({ db }, rental, saturdayIn(0), addDays(from, 7))
    expect(grid.map((w) => w.price)).toEqual([150_000, 150_000])
  })

  it('answers a field error, not an exception, for a rental that is not weekly', async () => {
    const { db } = database
    const annual = await newWeeklyRental(db, 'annual')
    const answer = await editWeekPrice({ db }, staff, { locationId: annual, week: { start: saturdayIn(0), price: 100_000, specialPrice: null }, locale: 'en' })
    expect(answer).toMatchObject({ ok: false, errors: { form: expect.anything() } })
    expect(await db.select().from(priceWeeks).where(eq(priceWeeks.locationId, annual))).toEqual([])
  })

  it('never changes an order already placed: its item and its total keep their amounts', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const { orderId, itemIds } = await newOrder(db)
    await db.update(orders).set({ status: 3, subTotal: 150_000, total: 150_000 }).where(eq(orders.id, orderId))
    const week = saturdayIn(4)
    await db.insert(bookings).values({ locationId: rental, period: { arrival: week, departure: addDays(week, 7) }, status: 'confirmed', source: 'site', orderItemId: itemIds[0] })
    await editWeekPrice({ db }, staff, { locationId: rental, week: { start: week, price: 400_000, specialPrice: null }, locale: 'en' })
    await editSeasonPrices({ db }, staff, { locationId: rental, edit: { from: week, to: addDays(week, 7), change: { kind: 'percent', percent: 50 } }, locale: 'en' })
    const [item] = await db.select({ total: orderItems.total }).from(orderItems).where(eq(orderItems.id, itemIds[0]!))
    const [order] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId))
    expect(item!.total).toBe(150_000)
    expect(order!.total).toBe(150_000)
  })
})
