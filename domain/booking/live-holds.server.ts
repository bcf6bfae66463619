import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { bookings } from '../../db/schema'

export type LiveHold = { id: number; locationId: number; from: string; to: string; expiresAt: Date }

/**
 * The holds still running: each frees its weeks at its expiry without any write, so what shows
 * their availability must not be trusted beyond it (the page cache, decision 046).
 */
export async function liveHolds(db: Db): Promise<LiveHold[]> {
  const rows = await db
    .select({
      id: bookings.id,
      locationId: bookings.locationId,
      from: sql<string>`lower(${bookings.period})::text`,
      to: sql<string>`upper(${bookings.period})::text`,
      expiresAt: sql<Date | string>`${bookings.expiresAt}`,
    })
    .from(bookings)
    .where(sql`${bookings.status} = 'hold' and ${bookings.expiresAt} > now()`)
  return rows.map((row) => ({ ...row, expiresAt: new Date(row.expiresAt) }))
}
