import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'

/**
 * Makes the rentals' list prices (table `location_list_prices`, migration 0013) those of `today`:
 * the rows kept for another day are computed again (once a day, at the first read after midnight,
 * or when a caller works on another day, as tests do). The triggers keep them for today otherwise.
 * Two processes doing it at once compute the same values; the second finds nothing left to do.
 */
export async function listPricesFor(db: Db, today: string): Promise<void> {
  await db.execute(sql`
    update location_list_prices p set computed_for = ${today}::date,
           min_price = (select min(w.price) from price_weeks w where w.location_id = p.location_id and w.start_date >= ${today}::date),
           min_special = (select min(w.special_price) from price_weeks w where w.location_id = p.location_id and w.start_date >= ${today}::date)
     where p.computed_for < ${today}::date or p.computed_for > ${today}::date`)
}
