/**
 * The orders list of the back office: every order that is not a cart (status ≠ 1), filtered by
 * status (or a payment problem, carts included), creation dates, rental, customer (name or e-mail)
 * and number, sorted and paged by the database. The CSV export reads the same filters without paging.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm'
import { orderItems, orders, products, shippingContacts, users } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { PAYMENT_PROBLEM_FILTER } from './payment-problem'
import { hasPaymentProblem } from './payment-problems.server'

export const ORDER_SORTS = ['number', 'createdAt', 'total', 'status', 'customer'] as const
export const ORDER_FILTERS = ['status', 'from', 'to', 'rental'] as const

export type OrderListQuery = { q: string; sort: string; dir: 'asc' | 'desc'; page: number; filters: Record<string, string> }

export type OrderListRow = {
  number: string
  status: number
  createdAt: string
  total: number
  paidTotal: number
  currency: string
  customer: string
  email: string
  rentals: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** `like` patterns take the search as text: % and _ typed by staff are not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function conditions(query: OrderListQuery, now: Date): SQL[] {
  const where: SQL[] = []
  const status = Number(query.filters.status)
  if (query.filters.status === PAYMENT_PROBLEM_FILTER) where.push(hasPaymentProblem(now))
  else where.push(ne(orders.status, 1))
  if ([2, 3, 4].includes(status)) where.push(eq(orders.status, status))
  if (ISO_DATE.test(query.filters.from ?? '')) where.push(gte(orders.createdAt, sql`(${query.filters.from}::date)::timestamp at time zone 'Europe/Zurich'`))
  if (ISO_DATE.test(query.filters.to ?? '')) where.push(lt(orders.createdAt, sql`((${query.filters.to}::date) + 1)::timestamp at time zone 'Europe/Zurich'`))
  const rental = query.filters.rental
  if (rental) {
    where.push(
      sql`exists (select 1 from ${orderItems} join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orders.id} and (${orderItems.reference} ilike ${likeText(rental)} or ${orderItems.title}->>'fr' ilike ${likeText(rental)}))`,
    )
  }
  if (query.q) {
    const pattern = likeText(query.q)
    const match = or(
      ilike(orders.number, pattern),
      ilike(shippingContacts.email, pattern),
      ilike(users.username, pattern),
      sql`(${shippingContacts.firstName} || ' ' || ${shippingContacts.lastName}) ilike ${pattern}`,
      sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    )
    if (match) where.push(match)
  }
  return where
}

const customerName = sql<string>`coalesce(nullif(trim(${shippingContacts.firstName} || ' ' || ${shippingContacts.lastName}), ''), trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`

function orderBy(query: OrderListQuery) {
  const direction = query.dir === 'asc' ? asc : desc
  const column = { number: orders.number, createdAt: orders.createdAt, total: orders.total, status: orders.status, customer: customerName }[query.sort] ?? orders.createdAt
  return [direction(column), desc(orders.id)]
}

const columns = {
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  total: orders.total,
  currency: orders.currency,
  customer: customerName,
  email: sql<string>`coalesce(${shippingContacts.email}, ${users.username}, '')`,
  // netPaid (orders/payment/refund-plan.ts) in SQL: paid payments less the refunds of those payments.
  // A sum of bigint is a numeric, which node-postgres reads as text: mapped to a number (037).
  paidTotal: sql<number>`coalesce((select sum(case when p.kind = 'refund' then -p.amount else p.amount end) from payments p where p.order_id = ${orders.id} and ((p.kind <> 'refund' and p.status = 'paid') or (p.kind = 'refund' and p.status <> 'failed' and exists (select 1 from payments q where q.id = p.refund_of and q.status = 'paid')))), 0)`.mapWith(Number),
  rentals: sql<string>`coalesce((select string_agg(oi.reference || ' ' || to_char(oi.start_period, 'DD.MM.YYYY') || '–' || to_char(oi.end_period, 'DD.MM.YYYY'), ', ' order by oi.start_period) from order_items oi where oi.order_id = ${orders.id} and oi.stay is not null), '')`,
}

function base(db: DbOrTx) {
  return db.select(columns).from(orders).leftJoin(shippingContacts, eq(shippingContacts.id, orders.shippingContactId)).leftJoin(users, eq(users.id, orders.userId))
}

const toRow = (r: Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number]): OrderListRow => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
  total: Number(r.total),
  paidTotal: Number(r.paidTotal),
})

export async function listOrders(db: DbOrTx, query: OrderListQuery, pageSize: number, now = new Date()): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = and(...conditions(query, now))
  const rows = await base(db)
    .where(where)
    .orderBy(...orderBy(query))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
  const [counted] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(shippingContacts, eq(shippingContacts.id, orders.shippingContactId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
  return { rows: rows.map(toRow), total: Number(counted?.n ?? 0) }
}

/** Every order the filters keep, for the CSV export (bounded: 10,000 rows). */
export async function exportOrders(db: DbOrTx, query: OrderListQuery, now = new Date()): Promise<OrderListRow[]> {
  const rows = await base(db)
    .where(and(...conditions(query, now)))
    .orderBy(...orderBy(query))
    .limit(10_000)
  return rows.map(toRow)
}

