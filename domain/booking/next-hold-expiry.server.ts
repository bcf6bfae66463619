import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { bookings } from '../../db/schema'

/**
 * When the earliest live hold lapses, or null when none is live. A week a hold keeps becomes free at
 * that instant without any write: what shows availability must not be trusted beyond it.
 */
export async function nextHoldExpiry(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${bookings.expiresAt})` })
    .from(bookings)
    .where(sql`${bookings.status} = 'hold' and ${bookings.expiresAt} > now()`)
  return row?.at ? new Date(row.at) : null
}
