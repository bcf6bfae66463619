import { describe, expect, it } from 'vitest'
import { CANCELLATION_TERMS } from './cancellation'
import { cancellationSchedule } from './cancellation-schedule'

describe('cancellationSchedule', () => {
  it('dates the tiers from the arrival: free until 90 days before, half the rent from 89 to 29, all of it from 28', () => {
    expect(cancellationSchedule(CANCELLATION_TERMS, { arrival: '2027-12-11', today: '2027-01-10' })).toEqual([
      { tier: 'free', rentShare: 0, from: null, to: '2027-09-12' },
      { tier: 'half_rent', rentShare: 5_000, from: '2027-09-13', to: '2027-11-12' },
      { tier: 'full_rent', rentShare: 10_000, from: '2027-11-13', to: null },
    ])
  })

  it('leaves out the tiers already past and starts the one in force today', () => {
    expect(cancellationSchedule(CANCELLATION_TERMS, { arrival: '2027-12-11', today: '2027-10-01' })).toEqual([
      { tier: 'half_rent', rentShare: 5_000, from: null, to: '2027-11-12' },
      { tier: 'full_rent', rentShare: 10_000, from: '2027-11-13', to: null },
    ])
    expect(cancellationSchedule(CANCELLATION_TERMS, { arrival: '2027-12-11', today: '2027-12-01' })).toEqual([
      { tier: 'full_rent', rentShare: 10_000, from: null, to: null },
    ])
  })

  it('agrees with the cancellation rule on each boundary day', async () => {
    const { cancellation } = await import('./cancellation')
    const [free, half, full] = cancellationSchedule(CANCELLATION_TERMS, { arrival: '2027-12-11', today: '2027-01-10' })
    const tierOn = (day: string) => {
      const answer = cancellation(CANCELLATION_TERMS, { cancelledOn: day, arrival: '2027-12-11', rent: 100_000, paid: 100_000 })
      return answer.ok ? answer.tier : null
    }
    expect(tierOn(free.to as string)).toBe('free')
    expect(tierOn(half.from as string)).toBe('half_rent')
    expect(tierOn(half.to as string)).toBe('half_rent')
    expect(tierOn(full.from as string)).toBe('full_rent')
  })
})
