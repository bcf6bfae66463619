import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.server'
import { bookings } from '../../db/schema'
import { availableLocationIds } from '../catalogue/availability.repository.server'
import { blockPeriod, unblockPeriod } from './blocks.server'
import { expireStaleHolds } from './calendar.server'
import { cancelBooking, confirmOrderBookings, liveBookingsOf } from './confirm.server'
import { ageHold, bookingDatabases, liveRowsOf, newOrder, newWeeklyRental, rowsOf, saturdayIn, weeksFrom } from './fixtures.test-data'
import { placeHold, releaseHolds } from './holds.server'

/**
 * Payment turns holds into bookings, never two on one week; a cancellation or an unblock frees the
 * weeks (docs/decisions/017).
 */

let close: () => Promise<void>
let db: Db

beforeAll(async () => {
  const opened = await bookingDatabases('confirm')
  db = opened.all[0].db
  close = opened.close
}, 120_000)
afterAll(async () => {
  await close?.()
})

async function heldBooking(locationId: number, orderItemId: number, arrival: string, weeks = 1): Promise<number> {
  const answer = await placeHold({ db }, { orderItemId, locationId, period: weeksFrom(arrival, weeks) })
  if (!answer.ok) throw new Error(`expected a hold, got ${answer.code}`)
  return answer.bookingId
}

const free = async (locationId: number, arrival: string, weeks = 1) =>
  (await availableLocationIds(db, arrival, weeksFrom(arrival, weeks).departure, { locationIds: [locationId] })).length === 1

describe('confirmOrderBookings', () => {
  it('confirms the live holds of a paid order, and says the same when the payment is notified again', async () => {
    const [first, second] = [await newWeeklyRental(db), await newWeeklyRental(db)]
    const { orderId, itemIds } = await newOrder(db, 3)
    const a = await heldBooking(second, itemIds[0], saturdayIn(1), 2)
    const b = await heldBooking(first, itemIds[1], saturdayIn(1))
    const answer = await confirmOrderBookings({ db }, { orderId })
    expect(answer.lost).toEqual([])
    expect(answer.confirmed).toEqual([
      { orderItemId: itemIds[1], bookingId: b, locationId: first, period: weeksFrom(saturdayIn(1)) },
      { orderItemId: itemIds[0], bookingId: a, locationId: second, period: weeksFrom(saturdayIn(1), 2) },
    ])
    expect((await rowsOf(db, second)).map((r) => [r.status, r.expiresAt])).toEqual([['confirmed', null]])
    expect(await confirmOrderBookings({ db }, { orderId })).toEqual(answer)
    // Confirmed: no longer released with the cart, and the item holding again keeps its booking.
    expect(await releaseHolds({ db }, { orderItemIds: itemIds })).toBe(0)
    expect(await placeHold({ db }, { orderItemId: itemIds[0], locationId: second, period: weeksFrom(saturdayIn(1), 2) })).toMatchObject({
      ok: true,
      outcome: 'confirmed',
      bookingId: a,
      expiresAt: null,
    })
    expect(await liveBookingsOf({ db }, { orderItemIds: itemIds })).toHaveLength(2)
    expect(await free(second, saturdayIn(1))).toBe(false)
  })

  it('confirms a hold past its time while no one took the week, whether or not it was marked expired', async () => {
    const locationId = await newWeeklyRental(db)
    const late = await newOrder(db)
    const later = await newOrder(db)
    const stale = await heldBooking(locationId, late.itemIds[0], saturdayIn(3))
    const marked = await heldBooking(locationId, later.itemIds[0], saturdayIn(5))
    await ageHold(db, stale)
    await ageHold(db, marked)
    expect(await expireStaleHolds(db, { locationId })).toBe(2)
    // `stale` as if the sweep had not run yet: back to hold, past its time.
    await db.update(bookings).set({ status: 'hold' }).where(eq(bookings.id, stale))
    expect(await confirmOrderBookings({ db }, { orderId: late.orderId })).toMatchObject({ confirmed: [{ bookingId: stale }], lost: [] })
    const replaced = await confirmOrderBookings({ db }, { orderId: later.orderId })
    expect(replaced.lost).toEqual([])
    expect(replaced.confirmed).toEqual([{ orderItemId: later.itemIds[0], bookingId: expect.any(Number), locationId, period: weeksFrom(saturdayIn(5)) }])
    expect(replaced.confirmed[0].bookingId).not.toBe(marked)
    expect((await rowsOf(db, locationId)).map((r) => r.status)).toEqual(['confirmed', 'expired', 'confirmed'])
  })

  it('reports the item lost when its hold ran out and another visitor has the week since: never two bookings', async () => {
    const locationId = await newWeeklyRental(db)
    const slow = await newOrder(db, 2)
    const quick = await newOrder(db)
    const kept = await heldBooking(locationId, slow.itemIds[0], saturdayIn(8))
    const gone = await heldBooking(locationId, slow.itemIds[1], saturdayIn(10), 2)
    await ageHold(db, gone)
    // Overlaps the second week only: the whole stay is lost.
    const other = await heldBooking(locationId, quick.itemIds[0], saturdayIn(11))
    const answer = await confirmOrderBookings({ db }, { orderId: slow.orderId })
    expect(answer.confirmed).toMatchObject([{ orderItemId: slow.itemIds[0], bookingId: kept }])
    expect(answer.lost).toEqual([{ orderItemId: slow.itemIds[1], bookingId: null, locationId, period: weeksFrom(saturdayIn(10), 2) }])
    expect((await liveRowsOf(db, locationId)).map((r) => [r.id, r.status])).toEqual([
      [kept, 'confirmed'],
      [other, 'hold'],
    ])
    expect(await free(locationId, saturdayIn(10))).toBe(true)
    expect(await confirmOrderBookings({ db }, { orderId: quick.orderId })).toMatchObject({ confirmed: [{ bookingId: other }], lost: [] })
  })

  it('reports lost a booking the agency cancelled, and confirms nothing for an order without holds', async () => {
    const locationId = await newWeeklyRental(db)
    const { orderId, itemIds } = await newOrder(db)
    const id = await heldBooking(locationId, itemIds[0], saturdayIn(13))
    await confirmOrderBookings({ db }, { orderId })
    expect(await cancelBooking({ db }, { bookingId: id })).toEqual({ ok: true, bookingId: id })
    expect((await confirmOrderBookings({ db }, { orderId })).lost).toHaveLength(1)
    expect(await confirmOrderBookings({ db }, { orderId: (await newOrder(db)).orderId })).toEqual({ confirmed: [], lost: [] })
  })
})

describe('cancelBooking', () => {
  it('frees the weeks of a confirmed booking, by booking or by order item, and refuses anything else', async () => {
    const locationId = await newWeeklyRental(db)
    const { orderId, itemIds } = await newOrder(db, 2)
    await heldBooking(locationId, itemIds[0], saturdayIn(2))
    await heldBooking(locationId, itemIds[1], saturdayIn(4))
    await confirmOrderBookings({ db }, { orderId })
    expect(await free(locationId, saturdayIn(2))).toBe(false)
    expect(await cancelBooking({ db }, { orderItemId: itemIds[0] })).toMatchObject({ ok: true })
    expect(await free(locationId, saturdayIn(2))).toBe(true)
    expect(await cancelBooking({ db }, { orderItemId: itemIds[0] })).toEqual({
      ok: false,
      code: 'not_confirmed',
      messages: { fr: "Cette réservation n'est pas confirmée : il n'y a rien à annuler.", en: 'This booking is not confirmed: there is nothing to cancel.' },
    })
    const { itemIds: cart } = await newOrder(db)
    const hold = await heldBooking(locationId, cart[0], saturdayIn(6))
    expect(await cancelBooking({ db }, { bookingId: hold })).toMatchObject({ ok: false, code: 'not_confirmed' })
    expect((await rowsOf(db, locationId)).map((r) => r.status)).toEqual(['cancelled', 'confirmed', 'hold'])
  })
})

describe('blockPeriod and unblockPeriod', () => {
  it('blocks a free period for the owner or the agency, refuses one overlapping a booking or a live hold, and frees it again', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    await heldBooking(locationId, itemIds[0], saturdayIn(3))
    const owner = await blockPeriod({ db }, { locationId, period: weeksFrom(saturdayIn(5), 2), source: 'owner', note: 'Séjour du propriétaire' })
    expect(owner).toEqual({ ok: true, bookingId: expect.any(Number) })
    expect(await blockPeriod({ db }, { locationId, period: weeksFrom(saturdayIn(2), 2), source: 'agency', note: 'Travaux' })).toMatchObject({
      ok: false,
      outcome: 'taken',
      messages: { fr: 'Pas de disponibilité' },
    })
    expect(await blockPeriod({ db }, { locationId, period: weeksFrom(saturdayIn(6)), source: 'ical', externalUid: 'abc@airbnb.com' })).toMatchObject({ outcome: 'taken' })
    expect(await free(locationId, saturdayIn(5), 2)).toBe(false)
    if (!owner.ok) throw new Error('expected a block')
    expect(await unblockPeriod({ db }, { bookingId: owner.bookingId })).toEqual({ ok: true, bookingId: owner.bookingId })
    expect(await unblockPeriod({ db }, { bookingId: owner.bookingId })).toMatchObject({ ok: false, code: 'not_blocked' })
    expect(await free(locationId, saturdayIn(5), 2)).toBe(true)
    const imported = await blockPeriod({ db }, { locationId, period: weeksFrom(saturdayIn(6)), source: 'ical', externalUid: 'abc@airbnb.com' })
    expect(imported).toMatchObject({ ok: true })
    const rows = await rowsOf(db, locationId)
    expect(rows.at(-1)).toMatchObject({ status: 'blocked', source: 'ical', externalUid: 'abc@airbnb.com', orderItemId: null, expiresAt: null })
  })

  it('blocks over a hold whose time has run out', async () => {
    const locationId = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    const hold = await heldBooking(locationId, itemIds[0], saturdayIn(9))
    await ageHold(db, hold)
    expect(await blockPeriod({ db }, { locationId, period: weeksFrom(saturdayIn(9)), source: 'agency' })).toMatchObject({ ok: true })
    expect((await rowsOf(db, locationId)).map((r) => r.status)).toEqual(['expired', 'blocked'])
  })
})
