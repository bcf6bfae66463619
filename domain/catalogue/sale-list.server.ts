/** The back office's list of properties for sale, published or not: searched, filtered, sorted and paged by the database. */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { PUBLISHED, saleTranslations, sales } from '../../db/schema'

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

const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function conditions(query: SaleListQuery): SQL | undefined {
  const { status, type } = query.filters
  return and(
    query.q ? or(ilike(sales.reference, contains(query.q)), ilike(fr.title, contains(query.q))) : undefined,
    type ? eq(sales.type, type) : undefined,
    status === 'published' ? eq(sales.status, PUBLISHED) : status === 'unpublished' ? sql`${sales.status} <> ${PUBLISHED}` : undefined,
  )
}

export async function listSalesForStaff(db: Db, query: SaleListQuery): Promise<{ rows: SaleListRow[]; total: number }> {
  const where = conditions(query)
  const sortKey = (SALE_SORTS as readonly string[]).includes(query.sort) ? (query.sort as (typeof SALE_SORTS)[number]) : 'reference'
  const order = query.dir === 'desc' ? desc(ORDER[sortKey]) : asc(ORDER[sortKey])
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
