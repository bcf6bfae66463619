/**
 * A rental's calendar as staff see and change it: bookings (with their order), holds (with their
 * end), blocks (owner, works, imported). Blocks go through the booking module's `blockPeriod`, so the
 * database's exclusion constraint decides: a block over a booked, held or blocked week is refused as
 * a field error, never an error page. Each change is audited in its own transaction.
 */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { type BookedPeriod, bookings, icalFeeds, orderItems, orders } from '../../db/schema'
import { blockPeriod } from '../booking/blocks.server'
import { rangeOf } from '../booking/calendar.server'
import { recordChange, type Staff } from '../staff/audit.server'
import { fieldError, type FieldErrors, type MessageKey } from '../validation'
import { blockError, type BlockEdit } from './block-rules'
import { type CalendarDeps } from './prices.server'
import type { SecretBox } from '../secrets/secret-box.server'

export type CalendarEntry = {
  id: number
  period: BookedPeriod
  status: 'hold' | 'confirmed' | 'blocked'
  source: string
  orderNumber: string | null
  expiresAt: string | null
  note: string
  feedLabel: string | null
}

/** The live rows of a rental overlapping [from, to): confirmed, blocked, and holds still running. */
export async function calendarEntries(deps: CalendarDeps & { secrets: SecretBox }, locationId: number, from: string, to: string): Promise<CalendarEntry[]> {
  const rows = await deps.db
    .select({
      id: bookings.id,
      period: bookings.period,
      status: bookings.status,
      source: bookings.source,
      orderNumber: orders.number,
      expiresAt: bookings.expiresAt,
      note: bookings.note,
      feedLabel: sql<string | null>`nullif(${icalFeeds.label}, '')`,
      feedUrl: icalFeeds.url,
    })
    .from(bookings)
    .leftJoin(orderItems, eq(orderItems.id, bookings.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(icalFeeds, eq(icalFeeds.id, bookings.feedId))
    .where(
      and(
        eq(bookings.locationId, locationId),
        inArray(bookings.status, ['hold', 'confirmed', 'blocked']),
        or(ne(bookings.status, 'hold'), sql`${bookings.expiresAt} > now()`),
        sql`${bookings.period} && ${rangeOf({ arrival: from, departure: to })}`,
      ),
    )
    .orderBy(asc(sql`lower(${bookings.period})`))
  return rows.map(({ feedUrl, ...r }) => ({
    ...r,
    status: r.status as CalendarEntry['status'],
    expiresAt: r.expiresAt?.toISOString() ?? null,
    // A feed without a name is named by its address (opened: it is kept sealed).
    feedLabel: r.feedLabel ?? (feedUrl === null ? null : deps.secrets.open('ical-feed-url', feedUrl)),
  }))
}

export type BlockAnswer = { ok: true; bookingId: number } | { ok: false; errors: FieldErrors }

/** The booking calendar's refusals a block may meet (a rental gone or not weekly, a period unreadable). */
const BOOKING_REFUSALS: Readonly<Record<string, MessageKey>> = { not_bookable: 'backOffice.calendar.notBookable', invalid_period: 'backOffice.calendar.invalidPeriod' }

/** Blocks the weeks of [from, to) for the owner or for works, unless anything already occupies one. */
export async function blockWeeks(deps: CalendarDeps, staff: Staff, input: { locationId: number; block: BlockEdit; locale: string }): Promise<BlockAnswer> {
  const { locationId, block } = input
  return deps.db.transaction(async (tx) => {
    const period = { arrival: block.from, departure: block.to }
    const source = block.reason === 'owner' ? 'owner' : 'agency'
    const answer = await blockPeriod({ db: tx }, { locationId, period, source, note: block.note })
    if (!answer.ok) {
      const errors: FieldErrors =
        answer.outcome === 'taken'
          ? { from: blockError('taken', input.locale) }
          : { form: fieldError({ code: answer.code, messageKey: BOOKING_REFUSALS[answer.code] ?? 'validation.invalid' }, input.locale) }
      return { ok: false, errors }
    }
    await recordChange(tx, staff, { action: 'block', entity: 'booking', entityId: answer.bookingId, after: { locationId, ...period, source, note: block.note } })
    return { ok: true, bookingId: answer.bookingId }
  })
}

/** Lifts a block of the agency or the owner (an imported block follows its calendar); the row stays, cancelled. */
export async function unblockWeeks(deps: CalendarDeps, staff: Staff, input: { locationId: number; bookingId: number; locale: string }): Promise<BlockAnswer> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, input.bookingId),
          eq(bookings.locationId, input.locationId),
          eq(bookings.status, 'blocked'),
          ne(bookings.source, 'ical'),
          isNull(bookings.feedId),
        ),
      )
      .returning({ id: bookings.id, period: bookings.period, source: bookings.source, note: bookings.note })
    if (!row) return { ok: false, errors: { form: blockError('not_blocked', input.locale) } }
    await recordChange(tx, staff, { action: 'unblock', entity: 'booking', entityId: row.id, before: { locationId: input.locationId, ...row.period, source: row.source, note: row.note } })
    return { ok: true, bookingId: row.id }
  })
}
