/**
 * Who may fill in a stay's guest registration (docs/decisions/055): the rental of a paid order (paid,
 * or its deposit paid: the booking is confirmed), whose booking still stands, until the departure day.
 * After departure the register is what the agency reported; before payment there is no stay yet.
 * Pure and browser-safe.
 */

/** Order statuses of a paid stay: 2 paid, 3 deposit paid (1 not paid, 4 cancelled). */
export const PAID_ORDER_STATUSES = [2, 3] as const

export type RegistrationClosedReason = 'not_paid' | 'cancelled' | 'departed'

export type StayStanding = {
  orderStatus: number
  /** The rental's booking status ('confirmed' once paid); null when the item has no booking. */
  bookingStatus: string | null
  departure: string
}

export function registrationOpen(stay: StayStanding, today: string): { open: true } | { open: false; reason: RegistrationClosedReason } {
  if (stay.orderStatus === 4) return { open: false, reason: 'cancelled' }
  if (!(PAID_ORDER_STATUSES as readonly number[]).includes(stay.orderStatus)) return { open: false, reason: 'not_paid' }
  if (stay.bookingStatus !== 'confirmed') return { open: false, reason: 'cancelled' }
  if (today >= stay.departure) return { open: false, reason: 'departed' }
  return { open: true }
}
