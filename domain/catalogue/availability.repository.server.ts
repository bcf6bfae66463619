import { and, type AnyColumn, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { bookings, locations, priceWeeks } from '../../db/schema'
import { todayInResort, weekStarts } from '../booking/rules/calendar'

/**
 * Whether a row of price_weeks can be booked: the ONE place that says so (DESIGN §3 "Rentals": a week
 * is bookable when it has a price and no booking or hold overlaps it). A week is bookable when it
 * starts today or later and no live row of `bookings` overlaps [start_date, end_date): a confirmed
 * booking or a block always, a hold only while `expires_at > now()` (the database clock; a hold past
 * its time frees the week at once, before the expiry job marks it). Every caller (period filter,
 * stay quote, price weeks and calendar of a rental, price grid) follows; the period search asks the
 * same of a whole period at once (`bookedDuring`).
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
       and ${liveBooking} and ${bookings.period} && daterange(${priceWeeks.startDate}, ${priceWeeks.endDate})${notOwn}
     limit 1) is null)`}`
}

/**
 * A row of `bookings` that keeps its period from being booked: a confirmed booking or a block always,
 * a hold while it lasts. The status list repeats the WHERE of the exclusion constraint (migration
 * 0007) and of the period index (0015), so that the planner can use them.
 */
const liveBooking = sql`${bookings.status} in ('hold', 'confirmed', 'blocked') and (${bookings.status} <> 'hold' or ${bookings.expiresAt} > now())`

/**
 * The rentals that `bookableWeek` refuses somewhere in [from, to), as one set: a week runs from its
 * Saturday to the next (constraint `price_weeks_one_week`), so the weeks of a period tile it, and a
 * week is refused by a live booking over it exactly when the period is. One scan of the bookings
 * over the period (index `bookings_live_period_idx`) instead of a probe per rental and week.
 */
function bookedDuring(db: Db, from: string, to: string) {
  return db
    .select({ id: bookings.locationId })
    .from(bookings)
    .where(sql`${liveBooking} and ${bookings.period} && daterange(${from}::date, ${to}::date)`)
}

/**
 * Whether the rental whose id is `rentalId` can be booked for every week of a period (from and to
 * are Saturdays, checked by `checkPeriod`): each week has a price and starts today or later, and
 * none is booked (`bookedDuring`, the set form of `bookableWeek`), as a condition for a query on
 * rentals (the list's filter). One membership test per week rather than a count of weeks per rental:
 * the planner knows how many rentals have a price in a week, not how many a count will keep, and
 * joined thousands of rentals one by one (decision 028).
 */
export function availableDuring(db: Db, rentalId: AnyColumn, from: string, to: string, today: string = todayInResort()): SQL {
  const priced = (start: string) =>
    db
      .select({ id: priceWeeks.locationId })
      .from(priceWeeks)
      .where(and(eq(priceWeeks.startDate, start), gte(priceWeeks.startDate, today)))
  const starts = weekStarts(from, to)
  if (starts.length === 0) return sql`false`
  return and(...starts.map((start) => inArray(rentalId, priced(start))), notInArray(rentalId, bookedDuring(db, from, to))) as SQL
}

/** The rentals (of `locationIds`, or all) that `availableDuring` lets through, ascending. */
export async function availableLocationIds(
  db: Db,
  from: string,
  to: string,
  options: { locationIds?: readonly number[]; today?: string } = {},
): Promise<number[]> {
  if (weekStarts(from, to).length === 0) return []
  if (options.locationIds && options.locationIds.length === 0) return []
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        availableDuring(db, locations.id, from, to, options.today),
        options.locationIds ? inArray(locations.id, [...options.locationIds]) : undefined,
      ),
    )
    .orderBy(locations.id)
  return rows.map((r) => r.id)
}
