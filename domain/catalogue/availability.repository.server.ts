import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { bookings, locations, priceWeeks, PUBLISHED } from '../../db/schema'
import { toZurichIsoDate } from '../format/date'
import { weekStarts } from './period'

/**
 * Whether a row of price_weeks can be booked: the ONE place that says so (DESIGN §3 "Rentals": a week
 * is bookable when it has a price and no booking or hold overlaps it). A week is bookable when it
 * starts today or later and no live row of `bookings` overlaps [start_date, end_date): a confirmed
 * booking or a block always, a hold only while `expires_at > now()` (the database clock; a hold past
 * its time frees the week at once, before the expiry job marks it). Every caller (period filter,
 * stay quote, price weeks and calendar of a rental, price grid) follows.
 *
 * How it is written matters for speed (docs/decisions/017): the status list repeats the WHERE of the
 * exclusion constraint (migration 0007), so each week is one probe of its GiST index on
 * (location_id, period); and it is a scalar subquery (`… limit 1) is null`), not NOT EXISTS, which
 * the planner would turn into an anti-join that, on tables without statistics (PGlite never analyzes
 * by itself), scans every booking for every week.
 */
export function bookableWeek(today: string, ownItemId?: number): SQL<boolean> {
  // A cart item priced again is not kept from its own weeks by its own hold (docs/decisions/023).
  const notOwn = ownItemId === undefined ? sql`` : sql` and ${bookings.orderItemId} is distinct from ${ownItemId}`
  // Wrapped once more: drizzle strips the table names of the columns at the top level of a selected
  // field of a one-table query, which would make "location_id" = "location_id" here; nested, they stay.
  return sql<boolean>`${sql`(${priceWeeks.startDate} >= ${today} and (
    select 1 from ${bookings}
     where ${bookings.locationId} = ${priceWeeks.locationId}
       and ${bookings.status} in ('hold', 'confirmed', 'blocked')
       and ${bookings.period} && daterange(${priceWeeks.startDate}, ${priceWeeks.endDate})
       and (${bookings.status} <> 'hold' or ${bookings.expiresAt} > now())${notOwn}
     limit 1) is null)`}`
}

/** Today's date in Europe/Zurich (the resort's calendar), as YYYY-MM-DD. */
export function todayInResort(now: Date = new Date()): string {
  return toZurichIsoDate(now)
}

/**
 * The published weekly rentals that can be booked for every week of a period (from and to are
 * Saturdays, checked by `checkPeriod`): each week has a price and is bookable, as a query of their
 * ids (a subquery for the list's filter). `locationIds` narrows the search (e.g. to one rental for a
 * price quote).
 */
export function availableLocationsQuery(
  db: Db,
  from: string,
  to: string,
  options: { locationIds?: readonly number[]; today?: string } = {},
) {
  const starts = weekStarts(from, to)
  const today = options.today ?? todayInResort()
  return db
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
}

/** The ids of `availableLocationsQuery`, ascending. */
export async function availableLocationIds(
  db: Db,
  from: string,
  to: string,
  options: { locationIds?: readonly number[]; today?: string } = {},
): Promise<number[]> {
  if (weekStarts(from, to).length === 0) return []
  if (options.locationIds && options.locationIds.length === 0) return []
  const rows = await availableLocationsQuery(db, from, to, options).orderBy(priceWeeks.locationId)
  return rows.map((r) => r.id)
}
