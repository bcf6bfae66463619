import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { todayInResort } from '../booking/rules/calendar'

/**
 * Makes the rentals' list entries (table `location_list_entries`, migration 0015) those of `today`:
 * the rows kept for another day get their upcoming prices again (once a day, at the first read after
 * midnight, or when a caller works on another day, as tests do). The triggers keep them for today
 * otherwise, so on most requests this finds nothing to do, through the index on `computed_for`.
 * Two processes doing it at once compute the same values; the second finds nothing left to do.
 * A process that made them those of `today` does not ask again for a minute: it was one query on
 * every list and rental page (decision 045). Only another process on another day (its clock a minute
 * off, at midnight) could make them another day's meanwhile; the next check puts them right. A caller
 * working on another day than the resort's (tests) always asks: the triggers write the real day's.
 */
export async function listEntriesFor(db: Db, today: string, now = Date.now()): Promise<void> {
  const last = madeFor.get(db)
  if (last?.today === today && now - last.at < CHECKED_FOR_MS) return
  await db.execute(sql`
    select write_location_list_entries(array(
      select location_id from location_list_entries where computed_for < ${today}::date or computed_for > ${today}::date
    ), ${today}::date)`)
  if (today === todayInResort(new Date(now))) madeFor.set(db, { today, at: now })
}

/** How long a check holds in this process. */
const CHECKED_FOR_MS = 60_000

/** The day each database's entries were last made those of by this process, and when. */
const madeFor = new WeakMap<Db, { today: string; at: number }>()
