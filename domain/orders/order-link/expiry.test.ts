import { describe, expect, it } from 'vitest'
import { lastDayOf, orderLinkExpiry } from './expiry'

describe('until when an order link opens the order', () => {
  it('90 days after the last day of the order', () => {
    expect(orderLinkExpiry({ lastDay: '2027-02-20', today: '2026-11-24' })).toBe('2027-05-21')
  })

  it('90 days from today for an order without dates or with its dates past', () => {
    expect(orderLinkExpiry({ lastDay: null, today: '2026-11-24' })).toBe('2027-02-22')
    expect(orderLinkExpiry({ lastDay: '2026-01-10', today: '2026-11-24' })).toBe('2027-02-22')
  })

  it('the last day is the latest departure or service date', () => {
    expect(
      lastDayOf([
        { startPeriod: '2027-02-13', endPeriod: '2027-02-20' },
        { startPeriod: '2027-02-25', endPeriod: null },
        { startPeriod: null, endPeriod: null },
      ]),
    ).toBe('2027-02-25')
    expect(lastDayOf([{ startPeriod: null, endPeriod: null }])).toBeNull()
  })
})
