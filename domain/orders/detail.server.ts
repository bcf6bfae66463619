/**
 * One order as the agency sees it: its items with their stays, guests and weeks, the customer and
 * contact, the payments with their events and problems, the e-mails sent for it (the `mail.send`
 * jobs whose message names the order's number), the remarks, and what cancelling today would cost.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { bookings, jobs, orderItems, orderPriceChanges, orders, paymentEvents, payments, shippingContacts, users } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { isOrderNumber } from './messages'
import { netPaid } from './payment/refund-plan'
import { partyOf } from '../booking/rental-product'
import { paymentProblems } from './payment-problems.server'

export type OrderDetail = Awaited<ReturnType<typeof readOrderDetail>>

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

async function itemsOf(db: DbOrTx, orderId: number) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id))
  const weeks = items.length
    ? await db
        .select({ itemId: bookings.orderItemId, status: bookings.status, arrival: sql<string>`lower(${bookings.period})::text`, departure: sql<string>`upper(${bookings.period})::text` })
        .from(bookings)
        .where(inArray(bookings.orderItemId, items.map((i) => i.id)))
    : []
  return items.map((i) => ({
    id: i.id,
    reference: i.reference,
    title: i.title,
    linkedToItemId: i.linkedToItemId,
    quantity: i.quantity,
    startPeriod: i.startPeriod,
    endPeriod: i.endPeriod,
    total: i.total,
    touristTax: i.touristTax,
    // A rental line's guests (adults, children's ages), for the welcome and the tourist-tax return.
    party: i.stay !== null ? partyOf(i.context[0]) : null,
    weeks: weeks.filter((w) => w.itemId === i.id).map(({ status, arrival, departure }) => ({ status, arrival, departure })),
  }))
}

async function paymentsWithEvents(db: DbOrTx, orderId: number) {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id))
  const events = rows.length
    ? await db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, rows.map((p) => p.id))).orderBy(asc(paymentEvents.id))
    : []
  return {
    paid: netPaid(rows),
    list: rows.map((p) => ({
      id: p.id,
      provider: p.provider,
      kind: p.kind,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      refundOf: p.refundOf,
      // The provider can be asked where it stands (recheck-payment.server.ts).
      recheckable: p.kind !== 'refund' && p.reference !== null && p.provider !== 'transfer',
      createdAt: iso(p.createdAt) as string,
      events: events
        .filter((e) => e.paymentId === p.id)
        .map((e) => ({ id: e.id, source: e.source, status: e.status, amount: e.amount, note: e.note, receivedAt: iso(e.receivedAt) as string })),
    })),
  }
}

/** The e-mails queued for the order: subject, recipients, whether sent, when. Never their bodies. */
async function mailsOf(db: DbOrTx, number: string) {
  const rows = await db
    .select({
      id: jobs.id,
      subject: sql<string>`coalesce(${jobs.payload}->>'subject', '')`,
      to: sql<string>`coalesce((select string_agg(value, ', ') from jsonb_array_elements_text(case when jsonb_typeof(${jobs.payload}->'to') = 'array' then ${jobs.payload}->'to' else '[]'::jsonb end)), ${jobs.payload}->>'to', '')`,
      createdAt: jobs.createdAt,
      doneAt: jobs.doneAt,
      failedAt: jobs.failedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.send'), or(sql`${jobs.payload}->>'subject' like ${`%${number}%`}`, sql`${jobs.payload}->>'text' like ${`%${number}%`}`)))
    .orderBy(desc(jobs.id))
    .limit(50)
  return rows.map((m) => ({ id: m.id, subject: m.subject, to: m.to, status: m.doneAt ? 'sent' : m.failedAt ? 'failed' : 'queued', at: iso(m.doneAt ?? m.createdAt) as string }))
}

/** Prices the agency changed after the order, and whether the customer withdrew or still may. */
async function priceChangesOf(db: DbOrTx, orderId: number) {
  const rows = await db.select().from(orderPriceChanges).where(eq(orderPriceChanges.orderId, orderId)).orderBy(asc(orderPriceChanges.id))
  return rows.map((c) => ({
    id: c.id,
    itemId: c.orderItemId,
    kind: c.kind,
    itemBefore: c.itemTotalBefore,
    itemAfter: c.itemTotalAfter,
    orderBefore: c.orderTotalBefore,
    orderAfter: c.orderTotalAfter,
    reason: c.reason,
    at: iso(c.createdAt) as string,
    withdrawableUntil: iso(c.withdrawableUntil),
    withdrawnAt: iso(c.withdrawnAt),
  }))
}

/**
 * The order numbered `number`; a cart (status 1) only once someone tried to pay it (it has a
 * payment): an unpaid order whose payment failed is one staff must be able to open.
 */
export async function readOrderDetail(db: DbOrTx, number: string, now = new Date()) {
  if (!isOrderNumber(number)) return null
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) return null
  if (order.status === 1 && (await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id)).limit(1)).length === 0) return null
  const [contact] = order.shippingContactId ? await db.select().from(shippingContacts).where(eq(shippingContacts.id, order.shippingContactId)) : []
  const [account] = order.userId ? await db.select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, order.userId)) : []
  return {
    number: order.number,
    status: order.status,
    currency: order.currency,
    locale: order.locale,
    total: order.total,
    reduction: order.reduction,
    reportedTotal: order.reportedTotal,
    gradedToPayAt: order.gradedToPayAt,
    remarks: order.remarks,
    createdAt: iso(order.createdAt) as string,
    payedAt: iso(order.payedAt),
    account: account ?? null,
    contact: contact
      ? { name: `${contact.firstName} ${contact.lastName}`, email: contact.email, phone: contact.phone, address: `${contact.street} ${contact.streetNumber}, ${contact.zip} ${contact.city}, ${contact.country}` }
      : null,
    items: await itemsOf(db, order.id),
    payments: await paymentsWithEvents(db, order.id),
    paymentProblems: (await paymentProblems(db, { now, orderId: order.id })).rows,
    mails: await mailsOf(db, order.number),
    priceChanges: await priceChangesOf(db, order.id),
  }
}
