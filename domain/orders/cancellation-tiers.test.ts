import { describe, expect, it } from 'vitest'
import { addDays } from '../booking/rules/calendar'
import { documentCancellationTiers } from './cancellation-tiers'

/** A stay of CHF 2'000.00 rent on 12.12.2026, paid CHF 2'100.00 (rent and tourist tax). */
const ARRIVAL = '2026-12-12'
const stays = [{ arrival: ARRIVAL, rent: 200_000 }]

describe('the cancellation terms an order prints', () => {
  it('booked 120 days ahead: the three tiers, each dated from its first day, with its own amounts', () => {
    const tiers = documentCancellationTiers({ stays, paid: 210_000, bookedOn: addDays(ARRIVAL, -120) })
    expect(tiers).toEqual([
      // Until 90 days before: free, the transaction fees (2.5 % of what was paid) kept.
      { from: null, to: '2026-09-13', rentShare: 0, due: 5_250, refund: 204_750 },
      { from: '2026-09-14', to: '2026-11-13', rentShare: 5_000, due: 100_000, refund: 110_000 },
      { from: '2026-11-14', to: null, rentShare: 10_000, due: 200_000, refund: 10_000 },
    ])
  })

  it('booked 60 days ahead: the free tier was over before the booking and is not listed', () => {
    const tiers = documentCancellationTiers({ stays, paid: 210_000, bookedOn: addDays(ARRIVAL, -60) })
    expect(tiers).toEqual([
      { from: null, to: '2026-11-13', rentShare: 5_000, due: 100_000, refund: 110_000 },
      { from: '2026-11-14', to: null, rentShare: 10_000, due: 200_000, refund: 10_000 },
    ])
    expect(tiers.every((tier) => tier.rentShare === 0 || tier.due > 0)).toBe(true)
  })

  it('a deposit paid: what each tier leaves to refund, never below nothing', () => {
    const tiers = documentCancellationTiers({ stays, paid: 63_000, bookedOn: addDays(ARRIVAL, -100) })
    expect(tiers.map((t) => [t.due, t.refund])).toEqual([
      [1_575, 61_425],
      [100_000, 0],
      [200_000, 0],
    ])
  })

  it('booked within 28 days: only the whole rent', () => {
    expect(documentCancellationTiers({ stays, paid: 210_000, bookedOn: addDays(ARRIVAL, -10) })).toEqual([
      { from: null, to: null, rentShare: 10_000, due: 200_000, refund: 10_000 },
    ])
  })

  it('the earliest of several stays decides, the rents add up; no stay, no terms', () => {
    const two = documentCancellationTiers({ stays: [{ arrival: '2027-01-02', rent: 100_000 }, { arrival: ARRIVAL, rent: 100_000 }], paid: 0, bookedOn: addDays(ARRIVAL, -60) })
    expect(two[0]).toEqual({ from: null, to: '2026-11-13', rentShare: 5_000, due: 100_000, refund: 0 })
    expect(documentCancellationTiers({ stays: [], paid: 0, bookedOn: '2026-01-01' })).toEqual([])
  })
})
