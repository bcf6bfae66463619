/**
 * What cancelling a paid rental would cost today (docs/decisions/023), for the account's latest
 * bookings: the booking rules' cancellation (CANCELLATION_TERMS, 015) with the rent of the stay and
 * what was paid for this rental — all of it once the order is paid (status 2), its share of the
 * deposit when only the deposit is paid (status 3). Pure and browser-safe.
 */
import { proportionOf } from '../money/proportion'
import { CANCELLATION_TERMS, cancellation, type Cancellation } from './rules/cancellation'

export type PaidRental = {
  /** The item's total (rent + tourist tax) and its tourist tax, in centimes. */
  total: number
  touristTax: number
  startPeriod: string | null
  /** The stay quote stored on the item; only its `rent` is read. */
  stay: { rent?: unknown } | null
}

export type PaidOrder = { status: number; total: number; reportedTotal: number }

/** What was paid for this rental: the whole item, or its share (half up) of the deposit paid. */
export function paidForRental(item: Pick<PaidRental, 'total'>, order: PaidOrder): number {
  if (order.status === 2 || order.total <= 0) return order.status === 2 ? item.total : 0
  const paid = Math.max(0, order.total - order.reportedTotal)
  return proportionOf(item.total, Math.min(paid, order.total), order.total)
}

/** The cancellation today of a paid rental, or null (not a rental, not paid, the stay has begun). */
export function rentalCancellationToday(item: PaidRental, order: PaidOrder, today: string): Cancellation | null {
  if (!item.startPeriod || !item.stay || (order.status !== 2 && order.status !== 3)) return null
  const rent = typeof item.stay.rent === 'number' ? item.stay.rent : item.total - item.touristTax
  const answer = cancellation(CANCELLATION_TERMS, { cancelledOn: today, arrival: item.startPeriod, rent, paid: paidForRental(item, order) })
  return answer.ok ? answer : null
}
