/**
 * The back office's list of rentals, published or not: searched by reference or title, filtered by
 * kind, status and type, sorted and paged by the database.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { locations, locationTranslations, PUBLISHED } from '../../db/schema'

export const RENTAL_SORTS = ['reference', 'title', 'kind', 'type', 'place', 'status', 'updatedAt'] as const
export const RENTAL_FILTERS = ['kind', 'status', 'type'] as const

export type RentalListQuery = {
  q: string
  sort: string
  dir: 'asc' | 'desc'
  page: number
  pageSize: number
  filters: Partial<Record<(typeof RENTAL_FILTERS)[number], string>>
}

export type RentalListRow = {
  id: number
  reference: string
  title: string
  kind: string
  type: string
  place: string
  published: boolean
  updatedAt: string
}

const fr = alias(locationTranslations, 'fr')

const ORDER: Record<(typeof RENTAL_SORTS)[number], SQL | AnyPgColumn> = {
  reference: locations.reference,
  title: sql`lower(coalesce(${fr.title}, ''))`,
  kind: locations.kind,
  type: locations.type,
  place: locations.place,
  status: locations.status,
  updatedAt: locations.updatedAt,
}

/** `%` and `_` typed by staff are letters, not wildcards. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function conditions(query: RentalListQuery): SQL | undefined {
  const { kind, status, type } = query.filters
  return and(
    query.q ? or(ilike(locations.reference, contains(query.q)), ilike(fr.title, contains(query.q))) : undefined,
    kind ? eq(locations.kind, kind) : undefined,
    type ? eq(locations.type, type) : undefined,
    status === 'published' ? eq(locations.status, PUBLISHED) : status === 'unpublished' ? sql`${locations.status} <> ${PUBLISHED}` : undefined,
  )
}

export async function listRentals(db: Db, query: RentalListQuery): Promise<{ rows: RentalListRow[]; total: number }> {
  const where = conditions(query)
  const sortKey = (RENTAL_SORTS as readonly string[]).includes(query.sort) ? (query.sort as (typeof RENTAL_SORTS)[number]) : 'reference'
  const order = query.dir === 'desc' ? desc(ORDER[sortKey]) : asc(ORDER[sortKey])
  const from = () =>
    db
      .select({
        id: locations.id,
        reference: locations.reference,
        title: sql<string>`coalesce(${fr.title}, '')`,
        kind: locations.kind,
        type: locations.type,
        place: locations.place,
        status: locations.status,
        updatedAt: locations.updatedAt,
      })
      .from(locations)
      .leftJoin(fr, and(eq(fr.locationId, locations.id), eq(fr.locale, 'fr')))
  const [rows, [count]] = await Promise.all([
    from()
      .where(where)
      .orderBy(order, asc(locations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(locations)
      .leftJoin(fr, and(eq(fr.locationId, locations.id), eq(fr.locale, 'fr')))
      .where(where),
  ])
  return {
    rows: rows.map(({ status, updatedAt, ...row }) => ({ ...row, published: status === PUBLISHED, updatedAt: updatedAt.toISOString() })),
    total: count?.total ?? 0,
  }
}
