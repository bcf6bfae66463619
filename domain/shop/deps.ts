import type { Db } from '../../db/client.server'
import type { Staff } from '../staff/audit.server'

/** What the shop's back-office functions need: the database and the clock. */
export type ShopAdminDeps = { db: Db; now?: () => Date }

export type { Staff }

/** A list page's request (app/components/admin/list-query.ts reads it from the address). */
export type ListRequest = { q: string; sort: string; dir: 'asc' | 'desc'; page: number; pageSize: number; filters: Record<string, string> }

export type ListPage<Row> = { rows: Row[]; total: number }

/** PostgreSQL's unique violation, as the driver or drizzle's wrapper carries it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}
