/**
 * The availability feed of a weekly rental (GET /api/locations/{id}/calendar.ics), for the platforms
 * the agency also lets through (Airbnb, Booking.com): they import it and close those dates. It holds
 * the confirmed bookings and the blocks, as all-day events ending on the departure day (the
 * checkout night is free, as in the feeds those platforms publish). Never a hold: a visitor's 20
 * minutes are not a booking. Never an imported block: sending a platform back what came from it
 * makes the two feeds hold each other's dates up forever. Nothing personal: every event says
 * "Réservé / Booked".
 */
import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import ical from 'ical-generator'
import type { Db } from '../../db/client.server'
import { type BookedPeriod, bookings, locations, PUBLISHED } from '../../db/schema'

export const FEED_SUMMARY = 'Réservé / Booked'
/** How often a subscriber is asked to poll (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_TTL_SECONDS = 3600

export type FeedEvent = { id: number; period: BookedPeriod; updatedAt: Date }

export type CalendarFeed = { body: string; etag: string }

/**
 * The periods the feed shows of a published weekly rental (confirmed and blocked, not imported,
 * ending today or later), or null when there is no such rental.
 */
export async function feedEventsOf(db: Db, locationId: number, today: string): Promise<{ reference: string; events: FeedEvent[] } | null> {
  const [rental] = await db
    .select({ reference: locations.reference })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.kind, 'weekly'), eq(locations.status, PUBLISHED)))
  if (!rental) return null
  const events = await db
    .select({ id: bookings.id, period: bookings.period, updatedAt: bookings.updatedAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        inArray(bookings.status, ['confirmed', 'blocked']),
        ne(bookings.source, 'ical'),
        sql`upper(${bookings.period}) >= ${today}::date`,
      ),
    )
    .orderBy(asc(sql`lower(${bookings.period})`), asc(bookings.id))
  return { reference: rental.reference, events }
}

const utcMidnight = (iso: string) => new Date(`${iso}T00:00:00Z`)

/**
 * The iCalendar text of a rental's events. UIDs are `booking-{id}@{host of PUBLIC_URL}`: stable for
 * as long as the row lives, so a subscriber updates an event instead of duplicating it. DTSTAMP is the
 * row's last change, so the same calendar gives the same text (and ETag) until something changes.
 */
export function calendarFeed(input: { publicUrl: string; reference: string; events: FeedEvent[] }): CalendarFeed {
  const host = new URL(input.publicUrl).host
  const calendar = ical({
    prodId: { company: host, product: 'bookings', language: 'FR' },
    name: `${input.reference} – ${host}`,
    ttl: FEED_TTL_SECONDS,
  })
  for (const event of input.events) {
    calendar.createEvent({
      id: `booking-${event.id}@${host}`,
      allDay: true,
      start: utcMidnight(event.period.arrival),
      end: utcMidnight(event.period.departure),
      stamp: event.updatedAt,
      summary: FEED_SUMMARY,
    })
  }
  const body = calendar.toString()
  return { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
}
