import { describe, expect, it } from 'vitest'
import { isGroupBooking } from './group-booking'

const stay = (locationId: number, arrival: string, departure: string) => ({ locationId, arrival, departure })

describe('isGroupBooking', () => {
  it('is a group booking when two locations share a night', () => {
    expect(isGroupBooking([stay(1, '2027-01-02', '2027-01-16'), stay(2, '2027-01-09', '2027-01-16')])).toBe(true)
  })
  it('is not one for a single rental, the same location twice, or stays that follow each other', () => {
    expect(isGroupBooking([stay(1, '2027-01-02', '2027-01-09')])).toBe(false)
    expect(isGroupBooking([stay(1, '2027-01-02', '2027-01-09'), stay(1, '2027-01-02', '2027-01-09')])).toBe(false)
    expect(isGroupBooking([stay(1, '2027-01-02', '2027-01-09'), stay(2, '2027-01-09', '2027-01-16')])).toBe(false)
  })
})
