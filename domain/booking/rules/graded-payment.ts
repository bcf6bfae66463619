/**
 * Graded payment (DESIGN §3 "Orders and payment"): when the earliest stay of an order begins at
 * least 60 days after today (calendar days in Europe/Zurich), the visitor may pay a 30 % deposit now
 * and the balance by 30 days before that arrival; otherwise the whole order is paid now. The
 * deposit is rounded half up to the centime (amounts.ts); the balance is the rest, to the centime.
 */
import { isCentimes, shareOf } from './amounts'
import { addDays, daysBetween, isIsoDate, resortDate } from './calendar'
import { refusal, type Refusal } from './messages'

export type GradedPaymentTerms = {
  /** Fewest days from today to the earliest arrival for a deposit to be offered. */
  minDaysAhead: number
  /** The deposit, in basis points of the order's total (3000 = 30 %). */
  depositShare: number
  /** The balance is due this many days before the earliest arrival. */
  balanceDaysBeforeArrival: number
}

export const GRADED_PAYMENT_TERMS: GradedPaymentTerms = {
  minDaysAhead: 60,
  depositShare: 3_000,
  balanceDaysBeforeArrival: 30,
}

export type PaymentPlanInput = {
  /** The day of the payment: an ISO date of Europe/Zurich, or the instant (read in Zurich). */
  today: string | Date
  /** Arrival days of the order's rentals (none: an order of services only is paid in full). */
  arrivals: readonly string[]
  /** The order's total, in centimes. */
  total: number
}

export type FullPayment = { ok: true; graded: false; total: number; payNow: number }

export type GradedPayment = {
  ok: true
  graded: true
  total: number
  /** The deposit, paid now. */
  payNow: number
  balance: number
  /** The day the balance is due (the order's gradedToPayAt). */
  balanceDueOn: string
}

export type PaymentPlanRefusal = Refusal<'invalid_date' | 'invalid_amount' | 'graded_payment_unavailable'>

type Checked = { ok: true; today: string; earliest: string | null; total: number }

function read(input: PaymentPlanInput): Checked | PaymentPlanRefusal {
  const today = resortDate(input.today)
  if (!isIsoDate(today) || !input.arrivals.every(isIsoDate)) return refusal('invalid_date')
  if (!isCentimes(input.total)) return refusal('invalid_amount')
  const earliest = input.arrivals.reduce<string | null>((min, day) => (min === null || day < min ? day : min), null)
  return { ok: true, today, earliest, total: input.total }
}

function eligible(terms: GradedPaymentTerms, { today, earliest, total }: Checked): boolean {
  return earliest !== null && total > 0 && daysBetween(today, earliest) >= terms.minDaysAhead
}

/** Whether the payment step offers a deposit for this order. */
export function isGradedPaymentOffered(terms: GradedPaymentTerms, input: PaymentPlanInput): boolean {
  const checked = read(input)
  return checked.ok && eligible(terms, checked)
}

/**
 * How the order is paid: in full, or (when asked for and offered) a deposit now and the balance by
 * its due date. Asking for graded payment when it is not offered is refused, never silently ignored.
 */
export function paymentPlan(
  terms: GradedPaymentTerms,
  input: PaymentPlanInput,
  graded: boolean,
): FullPayment | GradedPayment | PaymentPlanRefusal {
  const checked = read(input)
  if (!checked.ok) return checked
  if (!graded) return { ok: true, graded: false, total: checked.total, payNow: checked.total }
  const { earliest } = checked
  if (!eligible(terms, checked) || earliest === null) return refusal('graded_payment_unavailable', terms.minDaysAhead)
  const deposit = shareOf(checked.total, terms.depositShare)
  return {
    ok: true,
    graded: true,
    total: checked.total,
    payNow: deposit,
    balance: checked.total - deposit,
    balanceDueOn: addDays(earliest, -terms.balanceDaysBeforeArrival),
  }
}
