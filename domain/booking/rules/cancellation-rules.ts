/**
 * The cancellation terms as rules, before any date is chosen (the rental page and its booking box):
 * each tier of `CANCELLATION_TERMS` as a range of days before arrival, from the highest threshold
 * down: "90 days or more: free; 29 to 89 days: 50 % of the rent; 28 days or fewer: all of it". The
 * ranges come from the same tiers `cancellationTier` and `cancellationSchedule` read, so the rules
 * shown can never disagree with the dated periods nor with what a cancellation costs.
 * Pure and browser-safe.
 */
import type { CancellationTerms } from './cancellation'

export type TierRule = {
  /** The tier's code (free, half_rent, full_rent). */
  tier: string
  /** Share of the rent due, in basis points. */
  rentShare: number
  /** The tier applies from this many days before arrival… */
  minDays: number
  /** …up to this many (null: any number more). */
  maxDays: number | null
}

export function cancellationRules(terms: CancellationTerms): TierRule[] {
  const tiers = [...terms.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  return tiers.map((tier, i) => {
    const previous = tiers[i - 1]
    return { tier: tier.code, rentShare: tier.rentShare, minDays: tier.minDaysBefore, maxDays: previous ? previous.minDaysBefore - 1 : null }
  })
}
