import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { bookings, locationTranslations, orderItems, orders, payments, requests, shippingContacts } from '../../db/schema'
import { rentalEntry } from '../booking/rental-product'
import { addDays } from '../booking/rules/calendar'
import { bookingDatabases, newOrder, newWeeklyRental, saturdayIn } from '../booking/fixtures.test-data'
import { todayOverview } from './today.server'

/** The back office's first page, on a database of its own, at a date chosen by the test. */

let database: Database
let close: () => Promise<void>

beforeAll(async () => {
  const opened = await bookingDatabases('today')
  database = opened.all[0]!
  close = opened.close
}, 60_000)
afterAll(async () => {
  await close?.()
})

describe('todayOverview', () => {
  it('lists the week’s arrivals and departures, holds ending soon, balances due, new requests and occupancy', async () => {
    const { db } = database
    const arrival = saturdayIn(0)
    // "Today" is the Thursday before that Saturday, noon in Zurich.
    const today = addDays(arrival, -2)
    const now = new Date(`${today}T11:00:00Z`)
    const booked = await newWeeklyRental(db)
    const held = await newWeeklyRental(db)
    const { orderId, itemIds } = await newOrder(db)
    await db.update(orders).set({ status: 3, reportedTotal: 90_000, gradedToPayAt: addDays(today, -1) }).where(eq(orders.id, orderId))
    await db.insert(bookings).values([
      { locationId: booked, period: { arrival, departure: addDays(arrival, 7) }, status: 'confirmed', source: 'site', orderItemId: itemIds[0] },
      { locationId: held, period: { arrival: addDays(arrival, -7), departure: arrival }, status: 'confirmed', source: 'agency' },
      { locationId: held, period: { arrival: addDays(arrival, 14), departure: addDays(arrival, 21) }, status: 'hold', source: 'site', expiresAt: new Date(now.getTime() + 30 * 60_000) },
    ])
    await db.insert(requests).values({ kind: 'visit', locale: 'fr', title: 'mrs', firstName: 'Lea', lastName: 'Bonvin', email: 'lea@example.ch', phone: '+41791234567', phoneCountry: 'CH', ipHash: 'x' })

    const overview = await todayOverview({ db, now: () => now })
    expect(overview.date).toBe(today)
    expect(overview.arrivals.map((a) => [a.locationId, a.date])).toContainEqual([booked, arrival])
    expect(overview.departures.map((d) => [d.locationId, d.date])).toContainEqual([held, arrival])
    const order = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId))
    expect(overview.arrivals.find((a) => a.locationId === booked)?.orderNumber).toBe(order[0]!.number)
    expect(overview.expiringHolds.map((h) => h.arrival)).toContain(addDays(arrival, 14))
    expect(overview.dueBalances).toContainEqual(expect.objectContaining({ orderNumber: order[0]!.number, due: 90_000, overdue: true }))
    expect(overview.newRequests.count).toBeGreaterThanOrEqual(1)
    expect(overview.newRequests.latest[0]).toMatchObject({ kind: 'visit', name: 'Lea Bonvin' })
    const week = overview.occupancy.find((w) => w.start === arrival)
    expect(week?.booked).toBeGreaterThanOrEqual(1)
    expect(overview.occupancy).toHaveLength(8)
    expect(overview.occupancy[0]!.start).toBe(arrival)
  })

  it('leaves out a hold that ends later than two hours from now, and a cancelled booking', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const arrival = saturdayIn(3)
    const now = new Date(`${addDays(arrival, -1)}T08:00:00Z`)
    await db.insert(bookings).values([
      { locationId: rental, period: { arrival, departure: addDays(arrival, 7) }, status: 'cancelled', source: 'site' },
      { locationId: rental, period: { arrival: addDays(arrival, 7), departure: addDays(arrival, 14) }, status: 'hold', source: 'site', expiresAt: new Date(now.getTime() + 3 * 3_600_000) },
    ])
    const overview = await todayOverview({ db, now: () => now })
    expect(overview.arrivals.map((a) => a.locationId)).not.toContain(rental)
    expect(overview.expiringHolds.map((h) => h.arrival)).not.toContain(addDays(arrival, 7))
  })
})

describe('arrivals and departures', () => {
  it('give the rental, the guest’s name, phone and party for a stay sold by the shop; only the rental for the agency’s own booking', async () => {
    const { db } = database
    const arrival = saturdayIn(6)
    const now = new Date(`${addDays(arrival, -1)}T09:00:00Z`)
    const sold = await newWeeklyRental(db)
    const own = await newWeeklyRental(db)
    await db.insert(locationTranslations).values([
      { locationId: sold, locale: 'fr', title: 'Chalet Les Mélèzes', slug: `chalet-${sold}` },
      { locationId: sold, locale: 'en', title: 'Larch Chalet', slug: `larch-${sold}` },
    ])
    const { orderId, itemIds } = await newOrder(db)
    const period = { arrival, departure: addDays(arrival, 7) }
    await db.update(orderItems).set({ context: [rentalEntry(period, { adults: 2, childAges: [4, 9] })] }).where(eq(orderItems.id, itemIds[0]!))
    const [contact] = await db
      .insert(shippingContacts)
      .values({ firstName: 'Léa', lastName: 'Bonvin', street: 'Rue du Prado', streetNumber: '3', zip: '3963', city: 'Crans-Montana', phone: '+41791234567', email: 'lea@example.ch' })
      .returning({ id: shippingContacts.id })
    await db.update(orders).set({ status: 2, shippingContactId: contact!.id }).where(eq(orders.id, orderId))
    await db.insert(bookings).values([
      { locationId: sold, period, status: 'confirmed', source: 'site', orderItemId: itemIds[0] },
      { locationId: own, period, status: 'confirmed', source: 'agency' },
    ])

    const en = await todayOverview({ db, now: () => now }, { locale: 'en' })
    expect(en.arrivals.find((a) => a.locationId === sold)).toMatchObject({ rental: 'Larch Chalet', guest: 'Léa Bonvin', phone: '+41791234567', party: { adults: 2, childAges: [4, 9] } })
    expect(en.arrivals.find((a) => a.locationId === own)).toMatchObject({ rental: null, guest: null, phone: null, party: null, orderNumber: null })
    const fr = await todayOverview({ db, now: () => new Date(`${addDays(arrival, 6)}T09:00:00Z`) }, { locale: 'fr' })
    expect(fr.departures.find((d) => d.locationId === sold)).toMatchObject({ rental: 'Chalet Les Mélèzes', guest: 'Léa Bonvin', party: { adults: 2, childAges: [4, 9] } })
  })
})

describe('payment problems', () => {
  it('shows the payments that went wrong, with how many there are', async () => {
    const { db } = database
    const { orderId } = await newOrder(db)
    const [payment] = await db.insert(payments).values({ orderId, provider: 'test', kind: 'full', status: 'failed', amount: 150_000, reference: `t-${Math.random()}` }).returning()
    const overview = await todayOverview({ db })
    expect(overview.paymentProblems.rows.map((p) => [p.paymentId, p.problem])).toContainEqual([payment!.id, 'not_completed'])
    expect(overview.paymentProblems.total).toBeGreaterThanOrEqual(1)
  })
})
