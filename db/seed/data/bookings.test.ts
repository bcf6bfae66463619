import { describe, expect, it } from 'vitest'
import { addDays } from '../../../domain/booking/rules/calendar'
import { buildRentalBookings, demandOf } from './bookings'

describe('demandOf', () => {
  it('tells the Christmas and New Year weeks, the February holidays and the shoulder seasons', () => {
    expect(demandOf('2026-12-19')).toBe('christmas') // holds 25 December
    expect(demandOf('2026-12-26')).toBe('christmas') // holds 1 January
    expect(demandOf('2027-02-13')).toBe('february')
    expect(demandOf('2027-01-16')).toBe('winter')
    expect(demandOf('2027-07-24')).toBe('summer')
    expect(demandOf('2027-05-15')).toBe('shoulder')
    expect(demandOf('2027-10-30')).toBe('shoulder')
    expect(demandOf('2027-09-11')).toBe('between')
  })
})

describe('buildRentalBookings', () => {
  const starts = Array.from({ length: 78 }, (_, i) => addDays('2026-11-21', i * 7))

  it('gives the same rows for the same rental and weeks, Saturday to Saturday, never overlapping', () => {
    const rows = buildRentalBookings('CM-W-003', starts, 3)
    expect(buildRentalBookings('CM-W-003', starts, 3)).toEqual(rows)
    expect(rows.length).toBeGreaterThan(10)
    rows.forEach((row, i) => {
      expect(starts).toContain(row.arrival)
      expect((Date.parse(row.departure) - Date.parse(row.arrival)) % (7 * 86_400_000)).toBe(0)
      if (i > 0) expect(row.arrival >= (rows[i - 1] as { departure: string }).departure).toBe(true)
    })
  })

  it('gives the owner of every sixth rental a stay of their own', () => {
    expect(buildRentalBookings('CM-W-003', starts, 3).filter((r) => r.source === 'owner')).toHaveLength(1)
    expect(buildRentalBookings('CM-W-004', starts, 4).filter((r) => r.source === 'owner')).toHaveLength(0)
  })
})
