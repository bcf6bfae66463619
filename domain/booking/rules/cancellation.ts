/**
 * Cancellation by the tenant (SPEC §9, DESIGN §3), by calendar days in Europe/Zurich from the day
 * of cancellation to the arrival day: 90 or more, free (what was paid comes back minus the
 * transaction fees); 29 to 89, half the rent is due; 28 or fewer, the whole rent. The tiers and the
 * fees are data. What is due is weighed against what was paid: the difference is refunded, or still
 * owed when only a deposit was paid. Only the rent is at stake: the tourist tax of nights never
 * spent is not due, so whatever was paid of it comes back.
 */
import { isCentimes, shareOf } from './amounts'
import { daysBetween, isIsoDate, resortDate } from './calendar'
import { refusal, type Refusal } from './messages'

export type CancellationTier = {
  /** Stable name of the tier, e.g. for the confirmation PDF's terms. */
  code: string
  /** The tier applies from this many days before arrival (the highest tier reached wins). */
  minDaysBefore: number
  /** Share of the rent due, in basis points (5000 = 50 %). */
  rentShare: number
}

export type CancellationTerms = {
  tiers: readonly CancellationTier[]
  /**
   * The transaction fees, in basis points of the amount paid: what the payment provider and the
   * card schemes keep of a payment and do not give back on a refund. A tier that asks no rent
   * keeps them; a tier that asks rent does not add them (its share covers them).
   */
  transactionFeeShare: number
}

export const CANCELLATION_TERMS: CancellationTerms = {
  tiers: [
    { code: 'free', minDaysBefore: 90, rentShare: 0 },
    { code: 'half_rent', minDaysBefore: 29, rentShare: 5_000 },
    { code: 'full_rent', minDaysBefore: 0, rentShare: 10_000 },
  ],
  transactionFeeShare: 250,
}

export type CancellationInput = {
  /** The day the tenant cancels: an ISO date of Europe/Zurich, or the instant (read in Zurich). */
  cancelledOn: string | Date
  /** The first day of the stay (ISO date). */
  arrival: string
  /** The rent of the stay, in centimes (the tiers are shares of it). */
  rent: number
  /** What the tenant has paid for this rental so far, in centimes (perhaps only a deposit). */
  paid: number
}

export type Cancellation = {
  ok: true
  tier: string
  daysBefore: number
  /** Share of the rent due, in basis points. */
  rentShare: number
  /** Transaction fees kept (only in a tier that asks no rent). */
  transactionFees: number
  /** What the cancelled stay costs the tenant. */
  due: number
  /** What comes back to the tenant: paid − due, never negative. */
  refund: number
  /** What the tenant still has to pay: due − paid, never negative. */
  owed: number
}

/** The tier reached `daysBefore` arrival: the one with the highest threshold reached, else the strictest. */
export function cancellationTier(terms: CancellationTerms, daysBefore: number): CancellationTier {
  const byThreshold = [...terms.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  const reached = byThreshold.find((tier) => daysBefore >= tier.minDaysBefore)
  const tier = reached ?? byThreshold[byThreshold.length - 1]
  if (!tier) throw new RangeError('Cancellation terms without any tier')
  return tier
}

/** What a cancellation by the tenant costs and gives back. A stay that has begun cannot be cancelled. */
export function cancellation(
  terms: CancellationTerms,
  input: CancellationInput,
): Cancellation | Refusal<'invalid_date' | 'invalid_amount' | 'stay_started'> {
  const cancelledOn = resortDate(input.cancelledOn)
  if (!isIsoDate(cancelledOn) || !isIsoDate(input.arrival)) return refusal('invalid_date')
  if (!isCentimes(input.rent) || !isCentimes(input.paid)) return refusal('invalid_amount')
  const daysBefore = daysBetween(cancelledOn, input.arrival)
  if (daysBefore < 0) return refusal('stay_started')
  const tier = cancellationTier(terms, daysBefore)
  const transactionFees = tier.rentShare > 0 ? 0 : Math.min(input.paid, shareOf(input.paid, terms.transactionFeeShare))
  const due = tier.rentShare > 0 ? shareOf(input.rent, tier.rentShare) : transactionFees
  return {
    ok: true,
    tier: tier.code,
    daysBefore,
    rentShare: tier.rentShare,
    transactionFees,
    due,
    refund: Math.max(0, input.paid - due),
    owed: Math.max(0, due - input.paid),
  }
}
