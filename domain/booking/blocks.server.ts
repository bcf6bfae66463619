/**
 * Blocks: the agency takes a period off the calendar (owner's stay, works, a booking made elsewhere
 * and imported from another platform's iCal feed). A block lives in the bookings table, so it is
 * refused by the database like any overlapping booking, and a booking can never land on a block.
 */
import { and, eq, sql } from 'drizzle-orm'
import { type BookedPeriod, bookings } from '../../db/schema'
import {
  type BookingDeps,
  expireStaleHolds,
  insertUnlessTaken,
  invalid,
  type Invalid,
  isRealPeriod,
  lockWeeklyRental,
  taken,
  type Taken,
} from './calendar.server'
import { CALENDAR_MESSAGES } from './messages'
import type { Bilingual } from '../i18n/bilingual'

export type BlockRequest = {
  locationId: number
  period: BookedPeriod
  /** Who blocks: the agency (works, its own reasons), the owner (their stay), an iCal import. */
  source: 'agency' | 'owner' | 'ical'
  /** Imports: the UID of the event in the other platform's feed. */
  externalUid?: string | null
  /** For the agency's eyes only (never in the iCal export). */
  note?: string
}

export type BlockAnswer = { ok: true; bookingId: number } | Taken | Invalid

/** Blocks a period of a weekly rental, unless a booking, a live hold or another block overlaps it. */
export async function blockPeriod(deps: BookingDeps, request: BlockRequest): Promise<BlockAnswer> {
  if (!isRealPeriod(request.period)) return invalid('invalid_period')
  return deps.db.transaction(async (tx) => {
    if (!(await lockWeeklyRental(tx, request.locationId))) return invalid('not_bookable')
    await expireStaleHolds(tx, { locationId: request.locationId })
    const inserted = await insertUnlessTaken(tx, { ...request, status: 'blocked' })
    return inserted === 'taken' ? taken() : { ok: true, bookingId: inserted.id }
  })
}

export type UnblockAnswer = { ok: true; bookingId: number } | { ok: false; code: 'not_blocked'; messages: Bilingual }

/** Lifts a block: its period is free at once; the row stays, cancelled, as history. */
export async function unblockPeriod(deps: BookingDeps, input: { bookingId: number }): Promise<UnblockAnswer> {
  const [row] = await deps.db
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, 'blocked')))
    .returning({ id: bookings.id })
  return row ? { ok: true, bookingId: row.id } : { ok: false, code: 'not_blocked', messages: CALENDAR_MESSAGES.not_blocked }
}
