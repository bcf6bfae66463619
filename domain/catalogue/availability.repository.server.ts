import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { locations, priceWeeks, PUBLISHED } from '../../db/schema'
import { toZurichIsoDate } from '../format/date'
import { weekStarts } from './period'

/**
 * Whether a row of price_weeks can be booked: the ONE place that says so (DESIGN §3 "Rentals": a week
 * is bookable when it has a price and no booking or hold overlaps it). Today a week is bookable when
 * it starts today or later; the booking module adds here its "no booking or live hold overlaps
 * [start_date, end_date)" condition, and every caller (period filter, price quote, price weeks of a
 * rental, price grid) follows.
 */
export function bookableWeek(today: string): SQL {
  return sql`(${priceWeeks.startDate} >= ${today})`
}

/** Today's date in Europe/Zurich (the resort's calendar), as YYYY-MM-DD. */
export function todayInResort(now: Date = new Date()): string {
  return toZurichIsoDate(now)
}

/**
 * The published weekly rentals that can be booked for every week of a period (from and to are
 * Saturdays, checked by `checkPeriod`): each week has a price and is bookable. Ascending ids.
 * `locationIds` narrows the search (e.g. to one rental for a price quote).
 */
export async function availableLocationIds(
  db: Db,
  from: string,
  to: string,
  options: { locationIds?: readonly number[]; today?: string } = {},
): Promise<number[]> {
  const starts = weekStarts(from, to)
  if (starts.length === 0) return []
  if (options.locationIds && options.locationIds.length === 0) return []
  const today = options.today ?? todayInResort()
  const rows = await db
    .select({ id: priceWeeks.locationId })
    .from(priceWeeks)
    .innerJoin(locations, eq(locations.id, priceWeeks.locationId))
    .where(
      and(
        eq(locations.kind, 'weekly'),
        eq(locations.status, PUBLISHED),
        gte(priceWeeks.startDate, from),
        lt(priceWeeks.startDate, to),
        inArray(priceWeeks.startDate, starts),
        bookableWeek(today),
        options.locationIds ? inArray(priceWeeks.locationId, [...options.locationIds]) : undefined,
      ),
    )
    .groupBy(priceWeeks.locationId)
    .having(sql`count(*) = ${starts.length}`)
    .orderBy(priceWeeks.locationId)
  return rows.map((r) => r.id)
}
