import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOrders } from '../domain/orders/list.server'
import { addDays } from '../domain/booking/rules/calendar'
import { bookingDatabases, newWeeklyRental, saturdayIn } from '../domain/booking/fixtures.test-data'
import { listLocations } from '../domain/catalogue/locations.repository.server'
import { offerKey } from '../domain/catalogue/offer-card'
import { offerCards } from '../domain/catalogue/offer-cards.repository.server'
import { findSale, listSales } from '../domain/catalogue/sales.repository.server'
import { rentalOrder } from '../domain/orders/payment/orders.fixtures.test-data'
import type { Db } from './client.server'
import {
  locations,
  locationTranslations,
  orderItems,
  orderPriceChanges,
  orders,
  paymentEvents,
  payments,
  priceWeeks,
  products,
  reductionCodes,
  sales,
  saleTranslations,
  testPaymentTransactions,
} from './schema'

/**
 * Amounts through the database at the sizes a real season and the resort's chalets bring, and far
 * beyond (docs/decisions/037): every amount column takes and gives back, as a JS number, anything up
 * to 2^53 − 1 centimes; the reads that compute on amounts in SQL (a rental's list price, a period's
 * rent, a card's price, the orders' paid total) answer numbers too — on PostgreSQL a sum of bigint is
 * a numeric, which node-postgres reads as text. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

let close: () => Promise<void>
let db: Db

beforeAll(async () => {
  const opened = await bookingDatabases('amounts')
  db = opened.all[0]?.db as Db
  close = opened.close
}, 120_000)
afterAll(async () => {
  await close?.()
})

/** 32 bits and one more, a chalet at CHF 30 and 100 million, the largest safe integer. */
const LIMITS = [0, 2 ** 31 - 1, 2 ** 31, 3_000_000_000, 10_000_000_000, Number.MAX_SAFE_INTEGER]
let mark = 0

/** Writes `amount` into every amount column of the schema, then reads each row back. */
async function roundTrip(amount: number) {
  mark++
  const reference = `AMT-${process.pid}-${mark}-${Math.random().toString(36).slice(2, 6)}`
  const positive = Math.max(1, amount)
  const [sale] = await db
    .insert(sales)
    .values({ reference, type: 'chalet', place: 'Lens', numberOfRooms: 8, surface: 900, livingSpace: 600, price: amount, latitude: 46.3, longitude: 7.49 })
    .returning()
  const [annual] = await db
    .insert(locations)
    .values({
      kind: 'annual',
      reference,
      type: 'chalet',
      place: 'Crans',
      numberOfRooms: 6,
      persons: 10,
      surface: 300,
      livingSpace: 250,
      monthlyRent: amount,
      monthlyCharges: amount,
      latitude: 46.31,
      longitude: 7.48,
    })
    .returning()
  const weekly = await newWeeklyRental(db)
  const [week] = await db.update(priceWeeks).set({ price: positive, specialPrice: amount }).where(eq(priceWeeks.locationId, weekly)).returning()
  const [code] = await db.insert(reductionCodes).values({ code: reference, kind: 'fixed', value: amount, minimumTotal: amount }).returning()
  const { order, itemId } = await rentalOrder(db, saturdayIn(40 + mark), { total: 150_000 })
  const [product] = await db.select().from(products).limit(1)
  await db
    .update(products)
    .set({ basePrice: amount })
    .where(eq(products.id, product?.id as number))
  const [placed] = await db
    .update(orders)
    .set({ total: amount, subTotal: amount, reduction: amount, reportedTotal: amount })
    .where(eq(orders.id, order.id))
    .returning()
  const [item] = await db.update(orderItems).set({ total: amount, totalExcludingTax: amount, touristTax: amount }).where(eq(orderItems.id, itemId)).returning()
  const [change] = await db
    .insert(orderPriceChanges)
    .values({
      orderId: order.id,
      orderItemId: itemId,
      kind: 'correction',
      itemTotalBefore: amount,
      itemTotalAfter: amount,
      orderTotalBefore: amount,
      orderTotalAfter: amount,
      reason: 'test',
    })
    .returning()
  const [payment] = await db.insert(payments).values({ orderId: order.id, provider: 'test', kind: 'full', amount: positive, currency: 'CHF' }).returning()
  const [event] = await db
    .insert(paymentEvents)
    .values({ paymentId: payment?.id as number, source: 'notification', status: 'paid', amount })
    .returning()
  const [book] = await db
    .insert(testPaymentTransactions)
    .values({
      reference,
      paymentId: payment?.id as number,
      orderNumber: order.number,
      kind: 'full',
      amount,
      currency: 'CHF',
      locale: 'fr',
      refunded: amount,
      returnUrls: { success: '', cancel: '', error: '' },
      notifyUrl: '',
    })
    .returning()
  // Each row as a later select reads it, not as the insert echoed it.
  const read = async <T>(rows: Promise<T[]>) => (await rows)[0] as T
  return {
    written: { sale, annual, week, code, placed, item, change, payment, event, book },
    read: {
      sale: await read(
        db
          .select()
          .from(sales)
          .where(eq(sales.id, sale?.id as number)),
      ),
      annual: await read(
        db
          .select()
          .from(locations)
          .where(eq(locations.id, annual?.id as number)),
      ),
      week: await read(
        db
          .select()
          .from(priceWeeks)
          .where(eq(priceWeeks.id, week?.id as number)),
      ),
      code: await read(
        db
          .select()
          .from(reductionCodes)
          .where(eq(reductionCodes.id, code?.id as number)),
      ),
      product: await read(
        db
          .select()
          .from(products)
          .where(eq(products.id, product?.id as number)),
      ),
      placed: await read(db.select().from(orders).where(eq(orders.id, order.id))),
      item: await read(db.select().from(orderItems).where(eq(orderItems.id, itemId))),
      change: await read(
        db
          .select()
          .from(orderPriceChanges)
          .where(eq(orderPriceChanges.id, change?.id as number)),
      ),
      payment: await read(
        db
          .select()
          .from(payments)
          .where(eq(payments.id, payment?.id as number)),
      ),
      event: await read(
        db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.id, event?.id as number)),
      ),
      book: await read(
        db
          .select()
          .from(testPaymentTransactions)
          .where(eq(testPaymentTransactions.id, book?.id as number)),
      ),
    },
    positive,
  }
}

function expectAll(amount: number, found: Awaited<ReturnType<typeof roundTrip>>) {
  const { read, positive } = found
  const values = [
    read.sale.price,
    read.annual.monthlyRent,
    read.annual.monthlyCharges,
    read.week.specialPrice,
    read.code.value,
    read.code.minimumTotal,
    read.product.basePrice,
    read.placed.total,
    read.placed.subTotal,
    read.placed.reduction,
    read.placed.reportedTotal,
    read.item.total,
    read.item.totalExcludingTax,
    read.item.touristTax,
    read.change.itemTotalBefore,
    read.change.itemTotalAfter,
    read.change.orderTotalBefore,
    read.change.orderTotalAfter,
    read.event.amount,
    read.book.amount,
    read.book.refunded,
  ]
  for (const value of values) {
    expect(typeof value).toBe('number')
    expect(value).toBe(amount)
  }
  expect(read.week.price).toBe(positive)
  expect(read.payment.amount).toBe(positive)
}

describe('every amount column', () => {
  it.each(LIMITS)('takes and gives back %d centimes as a number', async (amount) => {
    expectAll(amount, await roundTrip(amount))
  })

  it('gives back any amount up to 2^53 − 1 centimes exactly (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), async (amount) => {
        expectAll(amount, await roundTrip(amount))
      }),
      { numRuns: 8 },
    )
  })
})

describe('the reads that compute on amounts', () => {
  const today = saturdayIn(0)

  it('show a chalet for sale at CHF 100 million on its card, its page and the list filtered above CHF 50 million', async () => {
    const price = 10_000_000_000
    const [sale] = await db
      .insert(sales)
      .values({
        reference: `BIG-${process.pid}`,
        type: 'chalet',
        place: 'Crans',
        numberOfRooms: 9,
        surface: 2_000,
        livingSpace: 900,
        price,
        latitude: 46.31,
        longitude: 7.48,
      })
      .returning()
    const id = sale?.id as number
    await db.insert(saleTranslations).values({ saleId: id, locale: 'fr', title: 'Chalet du Golf', slug: 'chalet-du-golf' })
    expect((await offerCards(db, [{ kind: 'sale', id }], 'fr', today)).get(offerKey({ kind: 'sale', id }))?.price).toBe(price)
    expect((await findSale(db, id, 'fr'))?.price).toBe(price)
    const dearest = await listSales(db, { minPrice: 5_000_000_000, sort: 'price_desc' }, 'fr')
    expect(dearest.map((s) => [s.id, s.price])).toEqual([[id, price]])
  })

  it("give a rental's list price and a period's rent as numbers, past 32 bits (property over the weeks' prices)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 80_000, max: 2_000_000_000_000 }), { minLength: 4, maxLength: 4 }), async (prices) => {
        const id = await newWeeklyRental(db)
        await db.insert(locationTranslations).values({ locationId: id, locale: 'fr', title: `Chalet ${id}`, slug: `chalet-${id}` })
        const from = addDays(today, 7)
        for (const [i, price] of prices.entries()) {
          await db
            .update(priceWeeks)
            .set({ price })
            .where(eq(priceWeeks.startDate, addDays(from, 7 * i)))
        }
        const weeks = prices.map((_, i) => addDays(from, 7 * i))
        const [listed] = (
          await listLocations(db, { kind: 'weekly', special: false, sort: 'price_asc', period: { from, to: addDays(from, 28), weeks } }, 'fr', today)
        ).filter((l) => l.id === id)
        expect(listed?.periodTotal).toBe(prices.reduce((sum, p) => sum + p, 0))
        const card = (await offerCards(db, [{ kind: 'location', id }], 'fr', today)).get(offerKey({ kind: 'location', id }))
        expect(card?.price).toBe(Math.min(150_000, ...prices))
      }),
      { numRuns: 4 },
    )
  })

  it("give the orders' paid total, net of refunds, as a number past 32 bits", async () => {
    const paid = 3_000_000_000
    const { order } = await rentalOrder(db, saturdayIn(60), { total: paid })
    await db.update(orders).set({ status: 2 }).where(eq(orders.id, order.id))
    const [payment] = await db
      .insert(payments)
      .values({ orderId: order.id, provider: 'test', kind: 'full', status: 'paid', amount: paid, currency: 'CHF' })
      .returning()
    await db
      .insert(payments)
      .values({ orderId: order.id, provider: 'test', kind: 'refund', status: 'paid', amount: 100, currency: 'CHF', refundOf: payment?.id as number })
    const { rows } = await listOrders(db, { q: order.number, sort: 'createdAt', dir: 'desc', page: 1, filters: {} }, 10)
    expect(rows.map((r) => [r.number, r.total, r.paidTotal])).toEqual([[order.number, paid, paid - 100]])
  })
})
