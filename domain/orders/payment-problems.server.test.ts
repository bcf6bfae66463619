import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { orders, paymentEvents, payments } from '../../db/schema'
import { bookingDatabases, newOrder } from '../booking/fixtures.test-data'
import { listOrders } from './list.server'
import { PAYMENT_PAGE_MINUTES, paymentProblems } from './payment-problems.server'

/** Which payments the agency must see as problems, on rows written as the payment code leaves them. */

let database: Database
let close: () => Promise<void>
const now = new Date()
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

type PaymentValues = typeof payments.$inferInsert

async function orderWith(status: number, rows: Array<Omit<PaymentValues, 'orderId' | 'provider' | 'currency'> & { events?: Array<{ status: string; note?: string }> }>) {
  const { db } = database
  const { orderId } = await newOrder(db)
  await db.update(orders).set({ status }).where(eq(orders.id, orderId))
  const ids: number[] = []
  for (const { events = [], ...row } of rows) {
    const refundOf = row.kind === 'refund' ? (row.refundOf ?? ids[0]) : undefined
    const [payment] = await db
      .insert(payments)
      .values({ ...row, refundOf, orderId, provider: 'test', currency: 'CHF', reference: row.kind === 'refund' ? null : `ref-${Math.random()}` })
      .returning({ id: payments.id })
    for (const event of events) await db.insert(paymentEvents).values({ paymentId: payment!.id, source: 'notification', status: event.status, note: event.note ?? '' })
    ids.push(payment!.id)
  }
  const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId))
  return { orderId, number: order!.number, ids }
}

const problemsOf = async (orderId: number) => (await paymentProblems(database.db, { now, orderId })).rows.map((r) => [r.paymentId, r.problem])

beforeAll(async () => {
  const opened = await bookingDatabases('problems')
  database = opened.all[0]!
  close = opened.close
}, 60_000)
afterAll(async () => {
  await close?.()
})

describe('paymentProblems', () => {
  it('shows the latest failed or given-up attempt of an order still unpaid, until another attempt is made', async () => {
    const declined = await orderWith(1, [{ kind: 'full', status: 'failed', amount: 150_000, events: [{ status: 'failed' }] }])
    expect(await problemsOf(declined.orderId)).toEqual([[declined.ids[0], 'not_completed']])
    const givenUp = await orderWith(1, [{ kind: 'deposit', status: 'cancelled', amount: 45_000 }])
    expect(await problemsOf(givenUp.orderId)).toEqual([[givenUp.ids[0], 'not_completed']])
    // Tried again and now on the provider's page: nothing to see yet.
    const retried = await orderWith(1, [
      { kind: 'full', status: 'failed', amount: 150_000 },
      { kind: 'full', status: 'pending', amount: 150_000 },
    ])
    expect(await problemsOf(retried.orderId)).toEqual([])
    // Paid by the next attempt.
    const paid = await orderWith(2, [
      { kind: 'full', status: 'cancelled', amount: 150_000 },
      { kind: 'full', status: 'paid', amount: 150_000, events: [{ status: 'paid' }] },
    ])
    expect(await problemsOf(paid.orderId)).toEqual([])
  })

  it('shows a balance payment that failed while the balance is still due', async () => {
    const order = await orderWith(3, [
      { kind: 'deposit', status: 'paid', amount: 45_000, events: [{ status: 'paid' }] },
      { kind: 'balance', status: 'failed', amount: 105_000, events: [{ status: 'failed' }] },
    ])
    expect(await problemsOf(order.orderId)).toEqual([[order.ids[1], 'not_completed']])
  })

  it('shows a payment pending longer than the provider’s page can stay open, not one just begun', async () => {
    const order = await orderWith(1, [{ kind: 'full', status: 'pending', amount: 150_000, createdAt: minutesAgo(PAYMENT_PAGE_MINUTES + 1) }])
    expect(await problemsOf(order.orderId)).toEqual([[order.ids[0], 'pending_too_long']])
    const fresh = await orderWith(1, [{ kind: 'full', status: 'pending', amount: 150_000, createdAt: minutesAgo(PAYMENT_PAGE_MINUTES - 5) }])
    expect(await problemsOf(fresh.orderId)).toEqual([])
  })

  it('shows a "paid" the provider gave for a payment that is not paid, until it is given back, then the refund’s fate', async () => {
    const late = await orderWith(1, [{ kind: 'full', status: 'failed', amount: 150_000, events: [{ status: 'failed' }, { status: 'paid' }] }])
    expect(await problemsOf(late.orderId)).toEqual([[late.ids[0], 'paid_not_completed']])
    const wrongAmount = await orderWith(1, [{ kind: 'full', status: 'failed', amount: 150_000, events: [{ status: 'paid', note: 'amount 100 instead of 150000' }] }])
    const [row] = (await paymentProblems(database.db, { now, orderId: wrongAmount.orderId })).rows
    expect(row).toMatchObject({ problem: 'paid_not_completed', lastWord: { source: 'notification', status: 'paid', note: 'amount 100 instead of 150000' }, recheckable: true })

    const refunded = await orderWith(1, [
      { kind: 'full', status: 'refunded', amount: 150_000, events: [{ status: 'paid' }, { status: 'refunded' }] },
      { kind: 'refund', status: 'paid', amount: 150_000 },
    ])
    expect(await problemsOf(refunded.orderId)).toEqual([])
    const refusedRefund = await orderWith(4, [
      { kind: 'full', status: 'paid', amount: 150_000, events: [{ status: 'paid' }] },
      { kind: 'refund', status: 'failed', amount: 150_000, events: [{ status: 'failed', note: 'card expired' }] },
    ])
    const [refund] = (await paymentProblems(database.db, { now, orderId: refusedRefund.orderId })).rows
    expect(refund).toMatchObject({ paymentId: refusedRefund.ids[1], problem: 'refund_failed', refundOf: refusedRefund.ids[0], recheckable: false, lastWord: { note: 'card expired' } })
    const unanswered = await orderWith(4, [
      { kind: 'full', status: 'paid', amount: 150_000 },
      { kind: 'refund', status: 'pending', amount: 50_000, createdAt: minutesAgo(PAYMENT_PAGE_MINUTES + 10) },
    ])
    expect(await problemsOf(unanswered.orderId)).toEqual([[unanswered.ids[1], 'refund_unanswered']])
  })

  it('lists money problems first, and the orders list filters the orders that have one, carts included', async () => {
    const failed = await orderWith(1, [{ kind: 'full', status: 'failed', amount: 150_000 }])
    const late = await orderWith(1, [{ kind: 'full', status: 'cancelled', amount: 150_000, events: [{ status: 'paid' }] }])
    const fine = await orderWith(2, [{ kind: 'full', status: 'paid', amount: 150_000, events: [{ status: 'paid' }] }])
    const { rows, total } = await paymentProblems(database.db, { now })
    expect(total).toBeGreaterThanOrEqual(2)
    expect(rows[0]?.problem).toBe('paid_not_completed')
    const found = rows.map((r) => r.orderNumber)
    expect(found).toEqual(expect.arrayContaining([failed.number, late.number]))
    expect(found).not.toContain(fine.number)

    const listed = await listOrders(database.db, { q: '', sort: 'createdAt', dir: 'desc', page: 1, filters: { status: 'problem' } }, 500)
    const numbers = listed.rows.map((r) => r.number)
    expect(numbers).toEqual(expect.arrayContaining([failed.number, late.number]))
    expect(numbers).not.toContain(fine.number)
    // Without the filter, carts stay out of the list as before.
    const all = await listOrders(database.db, { q: failed.number, sort: 'createdAt', dir: 'desc', page: 1, filters: {} }, 50)
    expect(all.rows).toEqual([])
  })
})
