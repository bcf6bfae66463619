/**
 * Holds (DESIGN §3 "Rentals"): a rental in a cart is only a wish; entering the payment step holds its
 * weeks for `HOLD_MINUTES`; an unpaid hold expires and frees them. The cart calls these functions
 * inside its own transaction (`deps.db` = its `tx`), so the hold and the cart change commit together.
 * With several rentals in one transaction, hold them in ascending location id: two carts then lock
 * the rentals in the same order and never wait for each other in a circle.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { type BookedPeriod, bookings } from '../../db/schema'
import {
  type BookingDeps,
  expireStaleHolds,
  insertUnlessTaken,
  invalid,
  type Invalid,
  isRealPeriod,
  lockWeeklyRental,
  rangeOf,
  taken,
  type Taken,
  type Tx,
} from './calendar.server'
import { scheduleHoldExpiry } from './hold-expiry.server'

/** How long the weeks of a rental stay held once the visitor enters the payment step. */
export const HOLD_MINUTES = 20

export type HoldRequest = {
  orderItemId: number
  locationId: number
  period: BookedPeriod
  /** `HOLD_MINUTES` unless given. */
  minutes?: number
}

export type HoldPlaced = {
  ok: true
  /** `held`: a new hold; `renewed`: this item already held this period, its time is extended; `confirmed`: already paid. */
  outcome: 'held' | 'renewed' | 'confirmed'
  bookingId: number
  /** Null once confirmed. */
  expiresAt: Date | null
}

export type HoldAnswer = HoldPlaced | Taken | Invalid

/**
 * Holds a period of a weekly rental for an order item, for `minutes` (20 by default). In one
 * transaction, with the rental's row locked: the stale holds of the rental are marked expired; the
 * item's own hold of that period is renewed (never past `now + minutes` earlier than it already was,
 * so a visitor coming back to the payment step keeps or extends it, and never conflicts with
 * themselves); a hold of the item on another period is released; then the new hold is inserted, and
 * the database refuses it when another live row overlaps: `taken`, never an exception.
 */
export async function placeHold(deps: BookingDeps, request: HoldRequest): Promise<HoldAnswer> {
  if (!isRealPeriod(request.period)) return invalid('invalid_period')
  const minutes = request.minutes ?? HOLD_MINUTES
  return deps.db.transaction(async (tx) => {
    if (!(await lockWeeklyRental(tx, request.locationId))) return invalid('not_bookable')
    await expireStaleHolds(tx, { locationId: request.locationId })
    const own = await ownLiveRow(tx, request, minutes)
    if (own) return own
    await tx
      .update(bookings)
      .set({ status: 'released', updatedAt: sql`now()` })
      .where(and(eq(bookings.orderItemId, request.orderItemId), eq(bookings.status, 'hold')))
    const inserted = await insertUnlessTaken(tx, { ...request, status: 'hold', source: 'site', holdMinutes: minutes })
    if (inserted === 'taken') return taken()
    await scheduleHoldExpiry(tx, inserted.id, minutes)
    return { ok: true, outcome: 'held', bookingId: inserted.id, expiresAt: inserted.expiresAt } satisfies HoldPlaced
  })
}

/** The item's live row on exactly this rental and period: its hold renewed, or its confirmed booking. */
async function ownLiveRow(tx: Tx, request: HoldRequest, minutes: number): Promise<HoldPlaced | null> {
  const [row] = await tx
    .update(bookings)
    .set({
      // A confirmed row keeps its null expiry; a hold gets the later of its own and now + minutes.
      expiresAt: sql`case when ${bookings.status} = 'hold'
        then greatest(${bookings.expiresAt}, now() + ${minutes} * interval '1 minute') end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookings.orderItemId, request.orderItemId),
        eq(bookings.locationId, request.locationId),
        inArray(bookings.status, ['hold', 'confirmed']),
        sql`${bookings.period} = ${rangeOf(request.period)}`,
      ),
    )
    .returning({ id: bookings.id, status: bookings.status, expiresAt: bookings.expiresAt })
  if (!row) return null
  return { ok: true, outcome: row.status === 'hold' ? 'renewed' : 'confirmed', bookingId: row.id, expiresAt: row.expiresAt }
}

/**
 * Releases the holds of order items (an item removed from the cart, a cart abandoned): their weeks
 * are free at once. Confirmed bookings are untouched (cancelling one is `cancelBooking`). The number
 * of holds released.
 */
export async function releaseHolds(deps: BookingDeps, input: { orderItemIds: readonly number[] }): Promise<number> {
  if (input.orderItemIds.length === 0) return 0
  const rows = await deps.db
    .update(bookings)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(inArray(bookings.orderItemId, [...input.orderItemIds]), eq(bookings.status, 'hold')))
    .returning({ id: bookings.id })
  return rows.length
}
