/**
 * What the back office's lists of rentals and of properties for sale read alike: the search staff
 * type (in the reference or the French title), the status filter, and the sort they ask for.
 */
import { asc, type Column, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { PUBLISHED } from '../../db/schema'

/** A reference or a French title containing what staff typed; `%` and `_` typed are letters, not wildcards. */
export function searched(q: string, reference: Column, title: Column): SQL | undefined {
  if (!q) return undefined
  const contains = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(ilike(reference, contains), ilike(title, contains))
}

/** The status filter: the published ones, the others, or all of them (no filter). */
export function withStatus(status: string | undefined, column: AnyPgColumn): SQL | undefined {
  if (status === 'published') return eq(column, PUBLISHED)
  if (status === 'unpublished') return sql`${column} <> ${PUBLISHED}`
  return undefined
}

/** The order asked for, by one of the list's sorts; by reference when the sort is not one of them. */
export function sortedBy<Sort extends string>(query: { sort: string; dir: 'asc' | 'desc' }, columns: Record<Sort | 'reference', SQL | AnyPgColumn>): SQL {
  const column = Object.hasOwn(columns, query.sort) ? columns[query.sort as Sort] : columns.reference
  return query.dir === 'desc' ? desc(column) : asc(column)
}
