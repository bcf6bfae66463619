/**
 * The back office's list of rentals, published or not: searched by reference or title, filtered by
 * kind, status and type, sorted and paged by the database.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { locations, locationTranslations, PUBLISHED } from '../../db/schema'
import { searched, sortedBy, withStatus } from './staff-list.server'

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

function conditions(query: RentalListQuery): SQL | undefined {
  const { kind, status, type } = query.filters
  return and(
    searched(query.q, locations.reference, fr.title),
    kind ? eq(locations.kind, kind) : undefined,
    type ? eq(locations.type, type) : undefined,
    withStatus(status, locations.status),
  )
}

export async function listRentals(db: Db, query: RentalListQuery): Promise<{ rows: RentalListRow[]; total: number }> {
  const where = conditions(query)
  const order = sortedBy(query, ORDER)
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
