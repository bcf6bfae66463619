/**
 * The agency's customers (accounts, staff excepted): the list with its search, one customer with
 * their orders, the export of what the site keeps about them, and their erasure on request — the
 * person is anonymised (names, e-mail, contact, requests, sessions ended) while their orders and
 * payments stay for the accounts (the law keeps them ten years).
 */
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import { orderItems, orders, passwordResets, payments, requests, shippingContacts, users } from '../../db/schema'
import type { Db } from '../../db/client.server'
import { revokeAllSessions } from '../accounts/sessions.server'
import type { DbOrTx } from '../../db/types'
import { recordChange, type Staff } from '../staff/audit.server'
import { ADMIN_ROLE, STAFF_ROLE } from '../staff/roles'

export const CUSTOMER_SORTS = ['name', 'email', 'createdAt', 'orders'] as const

export type CustomerRow = { id: number; name: string; email: string; createdAt: string; orders: number; erased: boolean }

const notStaff = sql`not (${users.roles} ?| array[${STAFF_ROLE}, ${ADMIN_ROLE}])`
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const orderCount = sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${users.id} and ${orders.status} <> 1)::int`

export async function listCustomers(db: DbOrTx, query: { q: string; sort: string; dir: 'asc' | 'desc'; page: number }, pageSize: number): Promise<{ rows: CustomerRow[]; total: number }> {
  const where: SQL[] = [notStaff]
  if (query.q) {
    const match = or(ilike(users.username, likeText(query.q)), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${likeText(query.q)}`)
    if (match) where.push(match)
  }
  const direction = query.dir === 'asc' ? asc : desc
  const column = { name: sql`${users.lastName} || ' ' || ${users.firstName}`, email: users.username, createdAt: users.createdAt, orders: orderCount }[query.sort] ?? users.createdAt
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.username, createdAt: users.createdAt, orders: orderCount, erasedAt: users.erasedAt })
    .from(users)
    .where(and(...where))
    .orderBy(direction(column), desc(users.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
  const [counted] = await db.select({ n: count() }).from(users).where(and(...where))
  return {
    rows: rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim(), email: r.email, createdAt: new Date(r.createdAt).toISOString(), orders: Number(r.orders), erased: r.erasedAt !== null })),
    total: Number(counted?.n ?? 0),
  }
}

async function customerRow(db: DbOrTx, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const [user] = await db.select().from(users).where(and(eq(users.id, id), notStaff))
  return user ?? null
}

export async function readCustomer(db: DbOrTx, id: number) {
  const user = await customerRow(db, id)
  if (!user) return null
  const [contact] = user.contactId ? await db.select().from(shippingContacts).where(eq(shippingContacts.id, user.contactId)) : []
  const list = await db
    .select({ number: orders.number, status: orders.status, total: orders.total, currency: orders.currency, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, user.id), sql`${orders.status} <> 1`))
    .orderBy(desc(orders.createdAt))
  return {
    id: user.id,
    email: user.username,
    name: `${user.firstName} ${user.lastName}`.trim(),
    locale: user.locale,
    dataUse: user.dataUse,
    createdAt: user.createdAt.toISOString(),
    erasedAt: user.erasedAt?.toISOString() ?? null,
    contact: contact ? { phone: contact.phone, address: `${contact.street} ${contact.streetNumber}, ${contact.zip} ${contact.city}, ${contact.country}` } : null,
    orders: list.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  }
}

/** Everything the site keeps about the person (their right of access), as one JSON document. */
export async function exportCustomer(db: DbOrTx, staff: Staff, id: number) {
  const user = await customerRow(db, id)
  if (!user) return null
  const { passwordHash: _secret, ...account } = user
  const [contact] = user.contactId ? await db.select().from(shippingContacts).where(eq(shippingContacts.id, user.contactId)) : []
  const theirOrders = await db.select().from(orders).where(and(eq(orders.userId, user.id), sql`${orders.status} <> 1`)).orderBy(asc(orders.id))
  const detailed = []
  for (const order of theirOrders) {
    const items = await db.select({ reference: orderItems.reference, title: orderItems.title, startPeriod: orderItems.startPeriod, endPeriod: orderItems.endPeriod, total: orderItems.total }).from(orderItems).where(eq(orderItems.orderId, order.id))
    const paid = await db.select({ kind: payments.kind, status: payments.status, amount: payments.amount, currency: payments.currency, createdAt: payments.createdAt }).from(payments).where(eq(payments.orderId, order.id))
    detailed.push({ number: order.number, status: order.status, total: order.total, currency: order.currency, createdAt: order.createdAt, items, payments: paid })
  }
  const theirRequests = await db.select({ kind: requests.kind, subjectReference: requests.subjectReference, message: requests.message, visitDates: requests.visitDates, createdAt: requests.createdAt, status: requests.status }).from(requests).where(eq(requests.email, user.username))
  await recordChange(db, staff, { action: 'export', entity: 'customer', entityId: user.id })
  return { exportedAt: new Date().toISOString(), account: { ...account, roles: undefined }, contact: contact ?? null, orders: detailed, requests: theirRequests }
}

export type EraseOutcome = { ok: true } | { ok: false; code: 'not_found' | 'already_erased' }

/**
 * Forgets the person: names emptied, e-mail replaced by erased-<id>@invalid (no one can sign in with
 * it, and the old address is free again), password unusable, contact and requests anonymised,
 * sessions and reset links ended. The orders and payments stay, without a name to the account.
 */
export async function eraseCustomer(db: Db, staff: Staff, id: number): Promise<EraseOutcome> {
  return db.transaction(async (tx) => {
    const user = await customerRow(tx, id)
    if (!user) return { ok: false, code: 'not_found' }
    const [erased] = await tx
      .update(users)
      .set({ username: `erased-${user.id}@invalid`, firstName: '', lastName: '', passwordHash: '!', dataUse: false, erasedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
      .returning({ id: users.id })
    if (!erased) return { ok: false, code: 'already_erased' }
    if (user.contactId) {
      await tx
        .update(shippingContacts)
        .set({ firstName: '', lastName: '', street: '', streetNumber: '', complement: '', phone: '', birthdate: null, email: `erased-${user.id}@invalid`, dataUse: false, updatedAt: sql`now()` })
        .where(eq(shippingContacts.id, user.contactId))
    }
    await tx.update(requests).set({ firstName: '', lastName: '', email: `erased-${user.id}@invalid`, phone: '', birthdate: null, message: '', visitDates: null }).where(eq(requests.email, user.username))
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id))
    await revokeAllSessions(tx, user.id)
    // The entry names the account only: the log must not keep what was erased.
    await recordChange(tx, staff, { action: 'erase', entity: 'customer', entityId: user.id, before: { erased: false }, after: { erased: true } })
    return { ok: true }
  })
}
