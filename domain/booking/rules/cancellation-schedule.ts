/**
 * The cancellation terms of a stay as dated periods (docs/decisions/023): the tiers of
 * `CANCELLATION_TERMS` turned into calendar dates from the arrival, for the summary before payment
 * (and the confirmation documents); for an arrival on 11.12.2027: "until 12.09.2027: free; 13.09 to
 * 12.11.2027: 50 % of the rent; from 13.11.2027: 100 %". A tier reached `minDaysBefore` days before arrival runs from the
 * day its threshold is reached to the day before the next tier's. Periods already past today are
 * left out; the one in force starts today. Pure and browser-safe.
 */
import { addDays } from './calendar'
import type { CancellationTerms } from './cancellation'

export type DatedTier = {
  /** The tier's code (free, half_rent, full_rent). */
  tier: string
  /** Share of the rent due, in basis points. */
  rentShare: number
  /** First day (ISO) the tier applies; null: it applies already (from today). */
  from: string | null
  /** Last day (ISO) it applies; null: up to the arrival. */
  to: string | null
}

export function cancellationSchedule(terms: CancellationTerms, input: { arrival: string; today: string }): DatedTier[] {
  const tiers = [...terms.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  const dated = tiers.map((tier, i) => {
    const previous = tiers[i - 1]
    const from = previous ? addDays(input.arrival, -(previous.minDaysBefore - 1)) : null
    const to = i === tiers.length - 1 ? null : addDays(input.arrival, -tier.minDaysBefore)
    return { tier: tier.code, rentShare: tier.rentShare, from, to }
  })
  return dated
    .filter((tier) => tier.to === null || tier.to >= input.today)
    .map((tier) => (tier.from !== null && tier.from <= input.today ? { ...tier, from: null } : tier))
}
