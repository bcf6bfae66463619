import { describe, expect, it } from 'vitest'
import { isMonth, monthBounds, taxReturn } from './tax-return'

const chalet = { locationId: 1, reference: 'CH-1', rental: 'Chalet' }
const flat = { locationId: 2, reference: 'AP-2', rental: 'Flat' }

describe('the tourist-tax return of a month', () => {
  it('counts nights by adult and child band per rental', () => {
    const rows = taxReturn([{ ...chalet, arrival: '2027-02-06', departure: '2027-02-13', party: { adults: 2, childAges: [4, 9, 16] } }], '2027-02')
    expect(rows).toEqual([{ ...chalet, stays: 1, nights: 7, guestNights: { adult: 21, child: 7, free: 7 }, tax: 21 * 300 + 7 * 150 }])
  })
  it('counts a stay across the month boundaries per night inside the month', () => {
    const stays = [
      { ...chalet, arrival: '2027-01-30', departure: '2027-02-06', party: { adults: 2, childAges: [] } },
      { ...chalet, arrival: '2027-02-27', departure: '2027-03-06', party: { adults: 1, childAges: [10] } },
      { ...flat, arrival: '2027-03-06', departure: '2027-03-13', party: { adults: 4, childAges: [] } },
    ]
    const february = taxReturn(stays, '2027-02')
    expect(february).toEqual([{ ...chalet, stays: 2, nights: 5 + 2, guestNights: { adult: 10 + 2, child: 2, free: 0 }, tax: 12 * 300 + 2 * 150 }])
    expect(taxReturn(stays, '2027-01')[0]).toMatchObject({ nights: 2, guestNights: { adult: 4, child: 0, free: 0 } })
    expect(taxReturn(stays, '2027-03').map((r) => [r.reference, r.nights])).toEqual([
      ['AP-2', 7],
      ['CH-1', 5],
    ])
  })
  it('reads months', () => {
    expect(monthBounds('2027-12')).toEqual({ from: '2027-12-01', to: '2028-01-01' })
    expect(isMonth('2027-13')).toBe(false)
    expect(isMonth('2027-02')).toBe(true)
  })
})
