/**
 * Payment turns holds into bookings (DESIGN §3 "Rentals"); a cancellation frees the weeks. The payment
 * calls `confirmOrderBookings` inside the transaction that marks the order paid, so a booking is
 * confirmed exactly when its order is paid, and a week that was lost is known before the visitor is
 * told anything: payment refunds it. Never two bookings: the exclusion constraint has the last word.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { type BookedPeriod, type BookingStatus, bookings, orderItems } from '../../db/schema'
import { type BookingDeps, expireStaleHolds, insertUnlessTaken, lockWeeklyRental, type Tx } from './calendar.server'
import { CALENDAR_MESSAGES } from './messages'
import type { Bilingual } from '../i18n/bilingual'

export type BookedItem = { orderItemId: number; bookingId: number; locationId: number; period: BookedPeriod }

export type ConfirmAnswer = {
  /** Booked now, or already by an earlier call (a payment notification may arrive twice). */
  confirmed: BookedItem[]
  /** Their hold ran out and someone else has the week since, or the agency cancelled the booking: refund these. */
  lost: Array<Omit<BookedItem, 'bookingId'> & { bookingId: null }>
}

type LatestRow = { id: number; orderItemId: number; locationId: number; period: BookedPeriod; status: BookingStatus }

/** The most recent calendar row of each item of the order that ever held a period. */
async function latestRowsOf(tx: Tx, orderId: number): Promise<LatestRow[]> {
  const rows = await tx
    .selectDistinctOn([bookings.orderItemId], {
      id: bookings.id,
      orderItemId: bookings.orderItemId,
      locationId: bookings.locationId,
      period: bookings.period,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(orderItems, eq(orderItems.id, bookings.orderItemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(bookings.orderItemId), desc(bookings.id))
  return rows.map((r) => ({ ...r, orderItemId: r.orderItemId as number }))
}

/**
 * Confirms the rentals of a paid order. For each item that held a period: a hold becomes confirmed,
 * even past its expiry while no one else took the week (its row still occupies it: a new hold would
 * have marked it expired first); a hold already marked expired or released is placed again as
 * confirmed if the week is still free; otherwise the item is reported lost. Calling it again for the
 * same order changes nothing and gives the same answer. Rentals are locked in ascending id.
 */
export async function confirmOrderBookings(deps: BookingDeps, input: { orderId: number }): Promise<ConfirmAnswer> {
  return deps.db.transaction(async (tx) => {
    const rows = (await latestRowsOf(tx, input.orderId)).sort((a, b) => a.locationId - b.locationId || a.id - b.id)
    const answer: ConfirmAnswer = { confirmed: [], lost: [] }
    for (const row of rows) {
      const bookingId = await confirmRow(tx, row)
      const item = { orderItemId: row.orderItemId, locationId: row.locationId, period: row.period }
      if (bookingId === null) answer.lost.push({ ...item, bookingId: null })
      else answer.confirmed.push({ ...item, bookingId })
    }
    return answer
  })
}

async function confirmRow(tx: Tx, row: LatestRow): Promise<number | null> {
  if (row.status === 'confirmed') return row.id
  if (row.status === 'cancelled' || row.status === 'blocked') return null
  await lockWeeklyRental(tx, row.locationId)
  // Read again under the lock: a concurrent confirmation of the same order may have committed since.
  const [live] = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.orderItemId, row.orderItemId), inArray(bookings.status, ['hold', 'confirmed'])))
  if (live?.status === 'confirmed') return live.id
  if (live) {
    // A hold still in place, live or past its time, is ours: a new hold would have marked it expired first.
    await tx.update(bookings).set({ status: 'confirmed', expiresAt: null, updatedAt: sql`now()` }).where(eq(bookings.id, live.id))
    return live.id
  }
  await expireStaleHolds(tx, { locationId: row.locationId })
  const placed = await insertUnlessTaken(tx, {
    locationId: row.locationId,
    period: row.period,
    status: 'confirmed',
    source: 'site',
    orderItemId: row.orderItemId,
  })
  return placed === 'taken' ? null : placed.id
}

export type CancelAnswer = { ok: true; bookingId: number } | { ok: false; code: 'not_confirmed'; messages: Bilingual }

/**
 * Cancels a confirmed booking (by the tenant, the agency or a refund): its weeks are free at once, the
 * row stays as history. Refunds follow the booking rules' cancellation tiers, not this function.
 */
export async function cancelBooking(deps: BookingDeps, input: { bookingId: number } | { orderItemId: number }): Promise<CancelAnswer> {
  const which = 'bookingId' in input ? eq(bookings.id, input.bookingId) : eq(bookings.orderItemId, input.orderItemId)
  const [row] = await deps.db
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(which, eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id })
  return row ? { ok: true, bookingId: row.id } : { ok: false, code: 'not_confirmed', messages: CALENDAR_MESSAGES.not_confirmed }
}

/** The live rows of the given items (for the cart: which of its rentals are held or booked now). */
export async function liveBookingsOf(deps: BookingDeps, input: { orderItemIds: readonly number[] }) {
  if (input.orderItemIds.length === 0) return []
  return deps.db
    .select({ id: bookings.id, orderItemId: bookings.orderItemId, locationId: bookings.locationId, period: bookings.period, status: bookings.status, expiresAt: bookings.expiresAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.orderItemId, [...input.orderItemIds]),
        sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'hold' and ${bookings.expiresAt} > now()))`,
      ),
    )
}
