import { describe, expect, it } from 'vitest'
import { nearbyPeriods, nearestFound } from './nearby-weeks'

describe('nearbyPeriods', () => {
  it('offers the same length of stay one and two weeks either side, in date order', () => {
    const periods = nearbyPeriods({ from: '2027-02-13', to: '2027-02-20' }, '2026-11-28')
    expect(periods.map((p) => [p.from, p.to, p.offsetWeeks])).toEqual([
      ['2027-01-30', '2027-02-06', -2],
      ['2027-02-06', '2027-02-13', -1],
      ['2027-02-20', '2027-02-27', 1],
      ['2027-02-27', '2027-03-06', 2],
    ])
    expect(periods[0].weeks).toEqual(['2027-01-30'])
  })

  it('keeps a two-week stay two weeks long', () => {
    const periods = nearbyPeriods({ from: '2027-02-13', to: '2027-02-27' }, '2026-11-28')
    expect(periods.every((p) => p.weeks.length === 2)).toBe(true)
    expect(periods.map((p) => p.to)).toEqual(['2027-02-13', '2027-02-20', '2027-03-06', '2027-03-13'])
  })

  it('never offers an arrival before the first one that can be booked', () => {
    const periods = nearbyPeriods({ from: '2026-12-05', to: '2026-12-12' }, '2026-11-28')
    expect(periods.map((p) => p.from)).toEqual(['2026-11-28', '2026-12-12', '2026-12-19'])
  })
})

describe('nearestFound', () => {
  it('chooses the nearest week that finds rentals, the earlier on a tie', () => {
    const weeks = [
      { offsetWeeks: -2, count: 3 },
      { offsetWeeks: -1, count: 0 },
      { offsetWeeks: 1, count: 2 },
      { offsetWeeks: 2, count: 5 },
    ]
    expect(nearestFound(weeks)).toEqual({ offsetWeeks: 1, count: 2 })
    expect(nearestFound([{ offsetWeeks: 2, count: 1 }, { offsetWeeks: -2, count: 1 }])).toEqual({ offsetWeeks: -2, count: 1 })
    expect(nearestFound([{ offsetWeeks: 1, count: 0 }])).toBeNull()
  })
})
