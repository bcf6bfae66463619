/**
 * When the agency may change a price of an order already placed, and what the customer may then do
 * (SPEC §9 general terms, docs/decisions/033). Pure: dates and amounts in, a verdict out.
 * - A concierge service (any item but a rental stay) may be raised up to 20 days before departure,
 *   the first day of the order's stays and services. If that raises the order's total by more than
 *   10%, the customer may withdraw at no cost within 5 days.
 * - A mistaken price (any item, up or down) may be corrected within 48 business hours of the order
 *   being placed; the customer is told and may withdraw within the same 5 days.
 */
import { daysBetween } from '../../booking/rules/calendar'
import type { PriceChangeKind } from '../../../db/schema'

export const PRICE_CHANGE_TERMS = Object.freeze({
  /** A concierge rise is charged at the latest this many days before departure. */
  riseDaysBeforeDeparture: 20,
  /** A rise of the order's total above this share (basis points) lets the customer withdraw. */
  withdrawalAboveBasisPoints: 1000,
  /** How long the customer has to withdraw, from the e-mail. */
  withdrawalDays: 5,
  /** A mistaken price is corrected within this many business hours (Monday to Friday, Zurich). */
  correctionBusinessHours: 48,
})

export type PriceChangeRefusalCode = 'same_price' | 'rise_only' | 'not_a_service' | 'too_late_for_rise' | 'too_late_for_correction' | 'stay_begun'

export type PriceChangeVerdict = { ok: true; withdrawal: boolean } | { ok: false; code: PriceChangeRefusalCode }

export type PriceChangeCase = {
  kind: PriceChangeKind
  /** The resort's today and the order's departure (first stay or service date), ISO dates. */
  today: string
  departure: string
  now: Date
  /** When the order was placed (its first payment). */
  placedAt: Date
  isRental: boolean
  itemBefore: number
  itemAfter: number
  orderBefore: number
  orderAfter: number
}

/** Whether a rise of the order's total goes above the withdrawal threshold (integers, no rounding). */
export function riseAllowsWithdrawal(orderBefore: number, orderAfter: number): boolean {
  return (orderAfter - orderBefore) * 10_000 > orderBefore * PRICE_CHANGE_TERMS.withdrawalAboveBasisPoints
}

export function checkPriceChange(c: PriceChangeCase): PriceChangeVerdict {
  if (c.itemAfter === c.itemBefore) return { ok: false, code: 'same_price' }
  if (daysBetween(c.today, c.departure) <= 0) return { ok: false, code: 'stay_begun' }
  if (c.kind === 'correction') {
    if (c.now.getTime() > correctionDeadline(c.placedAt).getTime()) return { ok: false, code: 'too_late_for_correction' }
    return { ok: true, withdrawal: true }
  }
  if (c.isRental) return { ok: false, code: 'not_a_service' }
  if (c.itemAfter < c.itemBefore) return { ok: false, code: 'rise_only' }
  if (daysBetween(c.today, c.departure) < PRICE_CHANGE_TERMS.riseDaysBeforeDeparture) return { ok: false, code: 'too_late_for_rise' }
  return { ok: true, withdrawal: riseAllowsWithdrawal(c.orderBefore, c.orderAfter) }
}

const zurichWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', weekday: 'short' })
const HOUR = 3_600_000

/**
 * 48 business hours after `placedAt`: hours count from Monday 00:00 to Friday 24:00 in Zurich, so an
 * order placed on Friday afternoon may be corrected until Tuesday afternoon. Public holidays count
 * as business days (the terms name none).
 */
export function correctionDeadline(placedAt: Date): Date {
  let at = placedAt.getTime()
  let counted = 0
  while (counted < PRICE_CHANGE_TERMS.correctionBusinessHours) {
    const day = zurichWeekday.format(new Date(at))
    if (day !== 'Sat' && day !== 'Sun') counted += 1
    at += HOUR
  }
  return new Date(at)
}

/** The last moment a withdrawal is taken, from the e-mail's time. */
export function withdrawalDeadline(from: Date): Date {
  return new Date(from.getTime() + PRICE_CHANGE_TERMS.withdrawalDays * 24 * HOUR)
}

/**
 * How an order stands once its total changed, against what it has been paid net of refunds: a
 * balance still due keeps (or puts) it in status 3; paid exactly, status 2; paid more than it now
 * costs, status 2 and the difference goes back to the customer.
 */
export function settlement(total: number, paid: number): { status: 2 | 3; reportedTotal: number; refund: number } {
  if (total > paid) return { status: 3, reportedTotal: total - paid, refund: 0 }
  return { status: 2, reportedTotal: 0, refund: paid - total }
}
