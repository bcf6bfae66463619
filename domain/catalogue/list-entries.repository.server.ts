import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'

/**
 * Makes the rentals' list entries (table `location_list_entries`, migration 0015) those of `today`:
 * the rows kept for another day get their upcoming prices again (once a day, at the first read after
 * midnight, or when a caller works on another day, as tests do). The triggers keep them for today
 * otherwise, so on most requests this finds nothing to do, through the index on `computed_for`.
 * Two processes doing it at once compute the same values; the second finds nothing left to do.
 */
export async function listEntriesFor(db: Db, today: string): Promise<void> {
  await db.execute(sql`
    select write_location_list_entries(array(
      select location_id from location_list_entries where computed_for < ${today}::date or computed_for > ${today}::date
    ), ${today}::date)`)
}
