import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.server'
import { paymentEvents, payments } from '../../db/schema'
import { bookingDatabases, newStaff, saturdayIn } from '../booking/fixtures.test-data'
import { settlePayment } from './payment/complete-payment.server'
import { orderRow, paidState, paymentRows, pendingPayment, rentalOrder, type TestOrderDeps, testOrderDeps } from './payment/orders.fixtures.test-data'
import { auditEntries } from '../staff/audit.server'
import { recheckAsAgency } from './recheck-payment.server'

/** Staff ask the provider where a payment stands; its answer goes through the shop's completion. */

let close: () => Promise<void>
let db: Db
let deps: TestOrderDeps
let staff: { id: number; name: string }

beforeAll(async () => {
  const opened = await bookingDatabases('recheck')
  db = opened.all[0]?.db as Db
  close = opened.close
  deps = testOrderDeps(db)
  staff = await newStaff(db)
}, 120_000)
afterAll(async () => {
  await close?.()
})

const eventsOf = (paymentId: number) => db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.id)

describe('recheckAsAgency', () => {
  it('completes a payment the provider now says is paid, records its word and audits the check', async () => {
    const { order } = await rentalOrder(db, saturdayIn(2))
    const payment = await pendingPayment(deps, order.id, 'full', 150_000)
    paidState(deps, payment)
    expect(await recheckAsAgency(deps, staff, { number: order.number, paymentId: payment.id, locale: 'fr' })).toEqual({ ok: true, state: 'paid', result: 'paid' })
    expect((await orderRow(db, order.id)).status).toBe(2)
    expect((await eventsOf(payment.id)).map((e) => [e.source, e.status])).toEqual([['agency', 'paid']])
    const [entry] = await auditEntries(db, { entity: 'order', entityId: order.number })
    expect(entry).toMatchObject({ staffName: staff.name, action: 'recheck_payment', before: { payment: payment.id, status: 'pending' }, after: { status: 'paid', provider: 'paid', result: 'paid' } })
  })

  it('asks about a payment already marked failed too, and changes nothing when the provider agrees', async () => {
    const { order } = await rentalOrder(db, saturdayIn(3))
    const payment = await pendingPayment(deps, order.id, 'full', 150_000)
    const declined = paidState(deps, payment, { status: 'failed' })
    expect(await settlePayment(deps, { payment, state: declined, source: 'return' })).toBe('failed')
    const checked = await recheckAsAgency(deps, staff, { number: order.number, paymentId: payment.id, locale: 'en' })
    expect(checked).toEqual({ ok: true, state: 'failed', result: 'failed' })
    expect((await paymentRows(db, order.id)).map((p) => p.status)).toEqual(['failed'])
    expect((await eventsOf(payment.id)).map((e) => e.source)).toEqual(['return', 'agency'])
  })

  it('says so when the provider does not answer, or the payment cannot be asked about, in French and English', async () => {
    const { order } = await rentalOrder(db, saturdayIn(4))
    const payment = await pendingPayment(deps, order.id, 'full', 150_000)
    const fetchStatus = deps.provider.fetchStatus
    deps.provider.fetchStatus = async () => {
      throw new Error('timeout')
    }
    try {
      expect(await recheckAsAgency(deps, staff, { number: order.number, paymentId: payment.id, locale: 'fr' })).toMatchObject({ ok: false, code: 'provider_unreachable', message: expect.stringContaining('ne répond pas') })
      expect(await recheckAsAgency(deps, staff, { number: order.number, paymentId: payment.id, locale: 'en' })).toMatchObject({ ok: false, message: expect.stringContaining('not answering') })
    } finally {
      deps.provider.fetchStatus = fetchStatus
    }
    const [refund] = await db.insert(payments).values({ orderId: order.id, provider: 'test', kind: 'refund', status: 'failed', amount: 100, refundOf: payment.id }).returning()
    expect(await recheckAsAgency(deps, staff, { number: order.number, paymentId: refund!.id, locale: 'en' })).toMatchObject({ ok: false, code: 'not_recheckable' })
    const other = await rentalOrder(db, saturdayIn(5))
    expect(await recheckAsAgency(deps, staff, { number: other.order.number, paymentId: payment.id, locale: 'fr' })).toMatchObject({ ok: false, code: 'not_found' })
    expect((await auditEntries(db, { entity: 'order', entityId: order.number })).filter((e) => e.action === 'recheck_payment')).toEqual([])
  })
})
