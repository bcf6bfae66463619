import { describe, expect, it } from 'vitest'
import { followingDeparture, saturdayChoices } from './filters'

describe('saturdayChoices', () => {
  it('lists Saturdays a week apart from the first one', () => {
    expect(saturdayChoices('2026-11-28', 3)).toEqual(['2026-11-28', '2026-12-05', '2026-12-12'])
  })
  it('keeps the date of the address in its place when it is not among them', () => {
    expect(saturdayChoices('2026-11-28', 2, '2026-12-01')).toEqual(['2026-11-28', '2026-12-01', '2026-12-05'])
    expect(saturdayChoices('2026-11-28', 2, 'nonsense')).toEqual(['2026-11-28', '2026-12-05'])
  })
})

describe('followingDeparture', () => {
  it('keeps a departure after the arrival', () => {
    expect(followingDeparture('2027-02-13', '2027-02-27')).toBe('2027-02-27')
  })
  it('proposes one week when there is no departure or it is not after the arrival', () => {
    expect(followingDeparture('2027-02-13', '')).toBe('2027-02-20')
    expect(followingDeparture('2027-02-13', '2027-02-13')).toBe('2027-02-20')
    expect(followingDeparture('2027-02-13', '2027-02-06')).toBe('2027-02-20')
  })
  it('leaves the departure alone without an arrival', () => {
    expect(followingDeparture('', '2027-02-20')).toBe('2027-02-20')
  })
})
