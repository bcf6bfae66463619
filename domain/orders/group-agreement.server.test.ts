import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.server'
import { auditLog, bookings, locations, orderItems, orders, shippingContacts, users } from '../../db/schema'
import { bookingDatabases, newWeeklyRental, saturdayIn, weeksFrom } from '../booking/fixtures.test-data'
import { addDays } from '../booking/rules/calendar'
import { hashCartToken } from '../shop/cart/session.server'
import { awaitsAgreement, decideAgreement, GROUP_HOLD_MINUTES, requestAgreement, resumeAgreedCart, waitingGroups } from './group-agreement.server'
import { rentalProduct, type TestOrderDeps, testOrderDeps } from './payment/orders.fixtures.test-data'
import { startPayment } from './payment/start-payment.server'

/** Group bookings wait for the agency's agreement before payment (PGlite, or PostgreSQL with TEST_DATABASE_URL). */

let close: () => Promise<void>
let db: Db
let deps: TestOrderDeps
let staff = { id: 0, name: 'Anna Rey' }

beforeAll(async () => {
  const opened = await bookingDatabases('groups')
  db = opened.all[0]?.db as Db
  close = opened.close
  deps = testOrderDeps(db)
  const [member] = await db.insert(users).values({ username: `anna-${process.pid}@agence.ch`, passwordHash: 'x', firstName: 'Anna', lastName: 'Rey' }).returning()
  staff = { id: member!.id, name: 'Anna Rey' }
}, 120_000)
afterAll(async () => {
  await close?.()
})

let carts = 0

/** A cart of `rentals` weekly rentals, each its own location and product, from the given arrivals. */
async function cart(arrivals: string[]) {
  carts++
  const session = `group-session-${carts}-${Math.random()}`
  const [contact] = await db
    .insert(shippingContacts)
    .values({ firstName: 'Anne', lastName: 'Rey', street: 'Rue', streetNumber: '1', zip: '3963', city: 'Crans-Montana', phone: '+41791234567', email: 'anne@example.ch', cg: true })
    .returning()
  const [order] = await db
    .insert(orders)
    .values({ number: `6${process.pid % 1000}${carts}${Math.random().toString().slice(2, 7)}`, session: hashCartToken(session), total: 300_000, subTotal: 300_000, shippingContactId: contact!.id })
    .returning()
  const items: { itemId: number; locationId: number }[] = []
  for (const arrival of arrivals) {
    const locationId = await newWeeklyRental(db)
    const productId = await rentalProduct(db)
    await db.update(locations).set({ productId }).where(eq(locations.id, locationId))
    const period = weeksFrom(arrival)
    const [item] = await db
      .insert(orderItems)
      .values({ orderId: order!.id, productId, reference: 'R', title: { fr: 'Chalet' }, total: 150_000, totalExcludingTax: 144_509, vatRate: 380, startPeriod: period.arrival, endPeriod: period.departure, stay: { arrival, departure: period.departure, touristTax: { included: false, total: 0 } }, context: [{ startPeriod: period.arrival, endPeriod: period.departure, adults: 2, children: null, quantity: 1 }] })
      .returning()
    items.push({ itemId: item!.id, locationId })
  }
  return { order: order!, visitor: { session: hashCartToken(session), userId: null }, items }
}

const decideUrl = (number: string) => `https://shop.example/admin/accords#${number}`
const payUrl = (token: string) => `https://shop.example/commande/reprendre/${token}`

describe('a group booking', () => {
  it('is refused at payment until the agency agrees; asking holds every week 48 hours and tells both sides', async () => {
    const arrival = saturdayIn(2)
    const { order, visitor, items } = await cart([arrival, arrival])
    expect(await awaitsAgreement(db, order)).toBe(true)
    const refused = await startPayment(deps, visitor, { orderId: order.id, locale: 'en' })
    expect(refused).toMatchObject({ ok: false, code: 'GROUP_NEEDS_AGREEMENT', status: 409 })

    const mails = deps.mails.length
    expect(await requestAgreement(deps, visitor, { orderId: order.id, decideUrl })).toEqual({ ok: true })
    expect(await requestAgreement(deps, visitor, { orderId: order.id, decideUrl })).toEqual({ ok: true })
    expect(deps.mails.length - mails).toBe(2)
    const holds = await db.select().from(bookings).where(and(eq(bookings.status, 'hold')))
    for (const { itemId } of items) {
      const hold = holds.find((h) => h.orderItemId === itemId)
      expect((hold?.expiresAt as Date).getTime() - Date.now()).toBeGreaterThan((GROUP_HOLD_MINUTES - 5) * 60_000)
    }
    expect((await waitingGroups(db)).map((g) => g.number)).toContain(order.number)
    // Still not payable while the agency decides.
    expect(await startPayment(deps, visitor, { orderId: order.id, locale: 'fr' })).toMatchObject({ ok: false, code: 'GROUP_NEEDS_AGREEMENT' })
  })

  it('once agreed, e-mails a link that brings the cart to another browser once, and the payment goes ahead', async () => {
    const arrival = saturdayIn(5)
    const { order, visitor } = await cart([arrival, addDays(arrival, 7), arrival])
    await requestAgreement(deps, visitor, { orderId: order.id, decideUrl })
    const mails = deps.mails.length
    expect(await decideAgreement(deps, staff, { number: order.number, decision: 'agree', payUrl })).toEqual({ ok: true, number: order.number })
    expect(await decideAgreement(deps, staff, { number: order.number, decision: 'refuse', payUrl })).toEqual({ ok: false, code: 'already_decided' })
    const mail = deps.mails[mails]
    const token = /commande\/reprendre\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const resumed = await resumeAgreedCart(db, token as string)
    expect(resumed).not.toBeNull()
    expect(await resumeAgreedCart(db, token as string)).toBeNull()
    const newVisitor = { session: hashCartToken(resumed!.token), userId: null }
    // The new browser owns the cart, and nothing waits for the agency any more (the payment goes on to its own checks).
    const paying = await startPayment(deps, newVisitor, { orderId: order.id, locale: 'fr' })
    expect(paying).not.toMatchObject({ code: 'GROUP_NEEDS_AGREEMENT' })
    expect(paying).not.toMatchObject({ status: 404 })
    // The old browser no longer holds the cart.
    expect(await startPayment(deps, visitor, { orderId: order.id, locale: 'fr' })).toMatchObject({ ok: false, status: 404 })
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.number)))
    expect(entry).toMatchObject({ action: 'agree_group', staffName: 'Anna Rey' })
  })

  it('once refused, releases the weeks and tells the customer', async () => {
    const arrival = saturdayIn(8)
    const { order, visitor, items } = await cart([arrival, arrival])
    await requestAgreement(deps, visitor, { orderId: order.id, decideUrl })
    expect(await decideAgreement(deps, staff, { number: order.number, decision: 'refuse', note: 'Chalets complets pour un groupe', payUrl })).toMatchObject({ ok: true })
    const rows = await db.select().from(bookings).where(eq(bookings.orderItemId, items[0]!.itemId))
    expect(rows.every((row) => row.status !== 'hold')).toBe(true)
    expect(deps.mails.at(-1)?.text).toContain('Chalets complets pour un groupe')
    expect((await waitingGroups(db)).map((g) => g.number)).not.toContain(order.number)
  })

  it('is not a group booking with one rental, or two rentals on different dates: paid without asking', async () => {
    const arrival = saturdayIn(11)
    const single = await cart([arrival])
    expect(await awaitsAgreement(db, single.order)).toBe(false)
    const apart = await cart([arrival, addDays(arrival, 14)])
    expect(await awaitsAgreement(db, apart.order)).toBe(false)
    expect(await requestAgreement(deps, apart.visitor, { orderId: apart.order.id, decideUrl })).toEqual({ ok: false, code: 'not_group' })
  })
})
