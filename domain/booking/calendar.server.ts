/**
 * The writes every booking function shares: one location's calendar is changed by one transaction at
 * a time (a row lock on the rental), stale holds are marked before a new row goes in, and a new row
 * that overlaps a live one is refused by the database (the exclusion constraint, SQLSTATE 23P01),
 * which becomes a "taken" answer instead of an error. See docs/decisions/017-bookings-and-holds.md.
 */
import { and, eq, lte, sql } from 'drizzle-orm'
import { type BookedPeriod, type BookingSource, type BookingStatus, bookings, locations, PUBLISHED } from '../../db/schema'
import type { DbOrTx, Tx } from '../../db/types'
import { CALENDAR_MESSAGES, type CalendarRefusalCode } from './messages'
import { isIsoDate } from './rules/calendar'
import { refusal } from './rules/messages'
import type { Bilingual } from '../i18n/bilingual'
import { EXCLUSION_VIOLATION, sqlStateOf } from './sql-state.server'

export type { Tx }

/** What the booking functions need: the database, or the caller's transaction to run inside. */
export type BookingDeps = { db: DbOrTx }

/** The period is taken: SPEC §8's "No availability", the booking rules' refusal. */
export type Taken = { ok: false; outcome: 'taken'; code: 'no_availability'; messages: Bilingual }
/** The request itself is wrong (no such weekly rental, no real period). */
export type Invalid = { ok: false; outcome: 'invalid'; code: CalendarRefusalCode; messages: Bilingual }

export const taken = (): Taken => ({ ...refusal('no_availability'), outcome: 'taken' })
export const invalid = (code: CalendarRefusalCode): Invalid => ({ ok: false, outcome: 'invalid', code, messages: CALENDAR_MESSAGES[code] })

export function isRealPeriod(period: BookedPeriod): boolean {
  return isIsoDate(period.arrival) && isIsoDate(period.departure) && period.arrival < period.departure
}

/** The period as a bound daterange parameter, `[arrival,departure)`. */
export const rangeOf = (period: BookedPeriod) => sql`${`[${period.arrival},${period.departure})`}::daterange`

/**
 * Locks a published weekly rental's row until the end of the transaction, so that writes to its
 * calendar queue one behind the other: two of them never insert overlapping rows at the same time,
 * which on PostgreSQL would make each wait for the other inside the exclusion check (a deadlock).
 * FOR NO KEY UPDATE leaves reads and the foreign-key checks of other tables free. False: no such rental.
 */
export async function lockWeeklyRental(tx: Tx, locationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.kind, 'weekly'), eq(locations.status, PUBLISHED)))
    .for('no key update')
  return rows.length === 1
}

/**
 * Marks `expired` the holds whose time has run out, of one location or of all: they stop occupying
 * the calendar (they already count as free at read time) and stay as history. The number marked.
 */
export async function expireStaleHolds(db: DbOrTx, scope: { locationId?: number } = {}): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.status, 'hold'),
        lte(bookings.expiresAt, sql`now()`),
        scope.locationId === undefined ? undefined : eq(bookings.locationId, scope.locationId),
      ),
    )
    .returning({ id: bookings.id })
  return rows.length
}

export type NewCalendarRow = {
  locationId: number
  period: BookedPeriod
  status: Extract<BookingStatus, 'hold' | 'confirmed' | 'blocked'>
  source: BookingSource
  orderItemId?: number | null
  holdMinutes?: number
  externalUid?: string | null
  note?: string
}

/**
 * Inserts a live row in a savepoint; an overlap with another live row of the location rolls the
 * savepoint back and answers 'taken', leaving the caller's transaction usable. Any other error is a bug
 * and is thrown.
 */
export async function insertUnlessTaken(tx: Tx, row: NewCalendarRow): Promise<{ id: number; expiresAt: Date | null } | 'taken'> {
  try {
    return await tx.transaction(async (savepoint) => {
      const [inserted] = await savepoint
        .insert(bookings)
        .values({
          locationId: row.locationId,
          period: row.period,
          status: row.status,
          source: row.source,
          orderItemId: row.orderItemId ?? null,
          externalUid: row.externalUid ?? null,
          note: row.note ?? '',
          expiresAt: row.holdMinutes === undefined ? null : sql`now() + ${row.holdMinutes} * interval '1 minute'`,
        })
        .returning({ id: bookings.id, expiresAt: bookings.expiresAt })
      return inserted as { id: number; expiresAt: Date | null }
    })
  } catch (error) {
    if (sqlStateOf(error) === EXCLUSION_VIOLATION) return 'taken'
    throw error
  }
}
