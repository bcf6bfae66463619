/**
 * What the orders tests share: the deps of the orders module over a test database, with a payment
 * provider that answers what the test says and records the refunds asked, and the e-mails and jobs
 * queued; orders of a rental (category `rental`, a hold on its weeks) and a service.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.server'
import { orderItems, orders, payments, productCategories, products, reductionCodes } from '../../../db/schema'
import { placeHold } from '../../booking/holds.server'
import { newWeeklyRental, weeksFrom } from '../../booking/fixtures.test-data'
import type { MailMessage } from '../../mail/types'
import type { PaymentProvider, TransactionState } from '../../payments/provider'
import { demoAgency } from '../document.fixtures'
import type { OrderDeps } from '../deps'
import { vatIncluded } from '../../vat/rates'
import { insertPayment, type PaymentRow } from './payments.repository.server'

export type FakeProvider = PaymentProvider & { states: Map<string, TransactionState>; refunds: Array<{ reference: string; amount: number }> }

export function fakeProvider(name = 'test'): FakeProvider {
  let created = 0
  const states = new Map<string, TransactionState>()
  const refunds: Array<{ reference: string; amount: number }> = []
  return {
    name,
    states,
    refunds,
    createPayment: async (input) => {
      created++
      const reference = `fake_${input.paymentId}_${created}`
      states.set(reference, { reference, status: 'pending', amount: input.amount, currency: input.currency, orderNumber: input.orderNumber, raw: {} })
      return { reference, paymentUrl: `http://127.0.0.1/pay/${reference}` }
    },
    readNotification: async () => ({ ok: false, reason: 'malformed', message: 'not used' }),
    fetchStatus: async (reference) => states.get(reference) ?? { reference, status: 'pending', amount: 0, currency: 'CHF', orderNumber: null, raw: {} },
    refund: async (input) => {
      refunds.push({ reference: input.reference, amount: input.amount })
      return { ok: true, reference: `refund_${refunds.length}_${input.reference}`, amount: input.amount, raw: {} }
    },
  }
}

export type TestOrderDeps = OrderDeps & {
  provider: FakeProvider
  mails: MailMessage[]
  jobs: OrderDeps['jobs'] & { queued: Array<{ kind: string; payload: unknown; delayMs?: number }> }
}

export function testOrderDeps(db: Db): TestOrderDeps {
  const provider = fakeProvider()
  const mails: MailMessage[] = []
  const queued: Array<{ kind: string; payload: unknown; delayMs?: number }> = []
  return {
    db,
    provider,
    mails,
    payments: { provider, byName: (name) => (name === provider.name ? provider : null) },
    mail: { enqueue: async (_tx, message) => mails.push(message) },
    jobs: { queued, enqueue: async (_tx, kind, payload, options) => queued.push({ kind, payload, delayMs: options?.delayMs }) },
    agency: demoAgency(),
    publicUrl: 'https://shop.example',
    orderLinkSecret: new TextEncoder().encode('the-orders-tests-secret-of-32-characters'),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    now: () => new Date(),
  }
}

export async function rentalProduct(db: Db): Promise<number> {
  await db
    .insert(productCategories)
    .values({ code: 'rental', label: { fr: 'Location', en: 'Rental' } })
    .onConflictDoNothing()
  const [category] = await db.select().from(productCategories).where(eq(productCategories.code, 'rental'))
  const [product] = await db
    .insert(products)
    .values({ categoryId: category?.id as number, reference: `R-${Math.random()}`, type: 'rental', title: { fr: 'Chalet', en: 'Chalet' }, status: 2 })
    .returning()
  return product?.id as number
}

let count = 0

/** An open cart of one week's rental (held), total CHF 1'500.00 unless `total` (centimes) says; `code`: a reduction code's id on it. */
export async function rentalOrder(db: Db, arrival: string, options: { locationId?: number; code?: number | null; total?: number } = {}) {
  count++
  const total = options.total ?? 150_000
  const locationId = options.locationId ?? (await newWeeklyRental(db))
  const productId = await rentalProduct(db)
  const [order] = await db
    .insert(orders)
    .values({
      number: `8${process.pid % 1000}${count}${Math.random().toString().slice(2, 7)}`,
      session: `session-${count}-${Math.random()}`,
      total,
      subTotal: total,
      reductionCodeId: options.code ?? null,
    })
    .returning()
  const period = weeksFrom(arrival)
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order?.id as number,
      productId,
      reference: 'R',
      title: { fr: 'Chalet' },
      total,
      totalExcludingTax: total - vatIncluded(total, 380),
      vatRate: 380,
      startPeriod: period.arrival,
      endPeriod: period.departure,
    })
    .returning()
  const hold = await placeHold({ db }, { orderItemId: item?.id as number, locationId, period })
  if (!hold.ok) throw new Error(`no hold: ${hold.code}`)
  return { order: order as typeof orders.$inferSelect, itemId: item?.id as number, locationId, bookingId: hold.bookingId, period }
}

/** A pending payment of the order at the fake provider, as the checkout writes it. */
export async function pendingPayment(deps: TestOrderDeps, orderId: number, kind: PaymentRow['kind'], amount: number): Promise<PaymentRow> {
  const payment = await insertPayment(deps.db, { orderId, provider: 'test', kind, amount, currency: 'CHF' })
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  const created = await deps.provider.createPayment({
    paymentId: payment.id,
    orderNumber: order?.number as string,
    kind: kind === 'refund' ? 'full' : kind,
    amount,
    currency: 'CHF',
    locale: 'fr',
    returnUrls: { success: '', cancel: '', error: '' },
    notifyUrl: '',
  })
  await deps.db.update(payments).set({ reference: created.reference }).where(eq(payments.id, payment.id))
  return { ...payment, reference: created.reference }
}

/** The provider says the transaction is paid (as given, or with other figures). */
export function paidState(deps: TestOrderDeps, payment: PaymentRow, changes: Partial<TransactionState> = {}): TransactionState {
  const state = { ...(deps.provider.states.get(payment.reference as string) as TransactionState), status: 'paid' as const, ...changes }
  deps.provider.states.set(payment.reference as string, state)
  return state
}

export async function oneUseCode(db: Db): Promise<number> {
  const [row] = await db
    .insert(reductionCodes)
    .values({ code: `ONE${Math.random().toString(36).slice(2, 8)}`.toUpperCase(), kind: 'fixed', value: 500, usageLimit: 1 })
    .returning()
  return row?.id as number
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row as typeof orders.$inferSelect
}

export async function paymentRows(db: Db, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)
}
