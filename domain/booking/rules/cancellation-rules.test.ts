import { describe, expect, it } from 'vitest'
import { CANCELLATION_TERMS, cancellationTier } from './cancellation'
import { cancellationRules } from './cancellation-rules'

describe('cancellationRules', () => {
  it('says the tiers as ranges of days before arrival, from the highest threshold down', () => {
    expect(cancellationRules(CANCELLATION_TERMS)).toEqual([
      { tier: 'free', rentShare: 0, minDays: 90, maxDays: null },
      { tier: 'half_rent', rentShare: 5_000, minDays: 29, maxDays: 89 },
      { tier: 'full_rent', rentShare: 10_000, minDays: 0, maxDays: 28 },
    ])
  })

  it('agrees with the tier a cancellation reaches on every day of each range', () => {
    for (const rule of cancellationRules(CANCELLATION_TERMS)) {
      for (const days of [rule.minDays, rule.maxDays ?? rule.minDays + 200]) {
        expect(cancellationTier(CANCELLATION_TERMS, days).code).toBe(rule.tier)
      }
    }
  })

  it('reads tiers given in any order', () => {
    const terms = { transactionFeeShare: 0, tiers: [{ code: 'b', minDaysBefore: 0, rentShare: 10_000 }, { code: 'a', minDaysBefore: 60, rentShare: 0 }] }
    expect(cancellationRules(terms)).toEqual([
      { tier: 'a', rentShare: 0, minDays: 60, maxDays: null },
      { tier: 'b', rentShare: 10_000, minDays: 0, maxDays: 59 },
    ])
  })
})
