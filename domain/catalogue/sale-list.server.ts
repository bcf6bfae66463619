/** The back office's list of properties for sale, published or not: searched, filtered, sorted and paged by the database. */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { PUBLISHED, saleTranslations, sales } from '../../db/schema'
import { searched, sortedBy, withStatus } from './staff-list.server'

export const SALE_SORTS = ['reference', 'title', 'type', 'place', 'price', 'status'] as const
export const SALE_FILTERS = ['status', 'type'] as const

export type SaleListQuery = { q: string; sort: string; dir: 'asc' | 'desc'; page: number; pageSize: number; filters: Partial<Record<(typeof SALE_FILTERS)[number], string>> }
export type SaleListRow = { id: number; reference: string; title: string; type: string; place: string; price: number; published: boolean }

const fr = alias(saleTranslations, 'fr')

const ORDER: Record<(typeof SALE_SORTS)[number], SQL | AnyPgColumn> = {
  reference: sales.reference,
  title: sql`lower(coalesce(${fr.title}, ''))`,
  type: sales.type,
  place: sales.place,
  price: sales.price,
  status: sales.status,
}

function conditions(query: SaleListQuery): SQL | undefined {
  const { status, type } = query.filters
  return and(
    searched(query.q, sales.reference, fr.title),
    type ? eq(sales.type, type) : undefined,
    withStatus(status, sales.status),
  )
}

export async function listSalesForStaff(db: Db, query: SaleListQuery): Promise<{ rows: SaleListRow[]; total: number }> {
  const where = conditions(query)
  const order = sortedBy(query, ORDER)
  const joined = and(eq(fr.saleId, sales.id), eq(fr.locale, 'fr'))
  const rows = await db
    .select({ id: sales.id, reference: sales.reference, title: sql<string>`coalesce(${fr.title}, '')`, type: sales.type, place: sales.place, price: sales.price, status: sales.status })
    .from(sales)
    .leftJoin(fr, joined)
    .where(where)
    .orderBy(order, asc(sales.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(sales).leftJoin(fr, joined).where(where)
  return { rows: rows.map(({ status, ...row }) => ({ ...row, published: status === PUBLISHED })), total: count?.total ?? 0 }
}
