import { describe, expect, it } from 'vitest'
import { weekdayOf } from '../../../domain/booking/rules/calendar'
import { buildPriceWeeks, GRID_WEEKS, seasonOf } from './prices'

describe('seasonOf', () => {
  it('marks the Christmas and New Year weeks as peak', () => {
    expect(seasonOf('2026-12-19')).toBe('peak') // holds 25 December
    expect(seasonOf('2026-12-26')).toBe('peak') // holds 1 January
    expect(seasonOf('2027-01-02')).toBe('high')
  })

  it('marks the February school holidays as peak and the rest of the ski season as high', () => {
    expect(seasonOf('2027-02-13')).toBe('peak')
    expect(seasonOf('2027-01-16')).toBe('high')
    expect(seasonOf('2027-03-20')).toBe('high')
  })

  it('gives high in mid-summer, mid in June and September, low otherwise', () => {
    expect(seasonOf('2027-07-24')).toBe('high')
    expect(seasonOf('2027-06-12')).toBe('mid')
    expect(seasonOf('2027-09-11')).toBe('mid')
    expect(seasonOf('2027-05-08')).toBe('low')
    expect(seasonOf('2027-10-16')).toBe('low')
  })
})

describe('buildPriceWeeks', () => {
  const weeks = buildPriceWeeks({ numberOfRooms: 2, type: 'apartment', comfortClass: 3 }, '2026-11-25', 42, true)

  it('runs Saturday to Saturday from the Saturday on or before today', () => {
    expect(weeks).toHaveLength(GRID_WEEKS)
    expect(weeks[0]?.startDate).toBe('2026-11-21')
    for (const w of weeks) {
      expect(weekdayOf(w.startDate)).toBe(6)
      expect(weekdayOf(w.endDate)).toBe(6)
    }
  })

  it('prices in whole tens of francs, higher in peak than in low season', () => {
    for (const w of weeks) expect(w.price % 1000).toBe(0)
    const low = Math.min(...weeks.filter((w) => w.season === 'low').map((w) => w.price))
    const peak = Math.max(...weeks.filter((w) => w.season === 'peak').map((w) => w.price))
    expect(low).toBeGreaterThanOrEqual(80_000)
    expect(low).toBeLessThanOrEqual(100_000)
    expect(peak).toBeGreaterThan(2 * low)
  })

  it('makes special offers 15 to 30% cheaper, one of them within the next 8 weeks', () => {
    const offers = weeks.filter((w) => w.specialPrice !== null)
    expect(offers.length).toBeGreaterThan(0)
    for (const w of offers) {
      const cut = 1 - (w.specialPrice as number) / w.price
      expect(cut).toBeGreaterThanOrEqual(0.15)
      expect(cut).toBeLessThanOrEqual(0.3)
      expect((w.specialPrice as number) % 1000).toBe(0)
    }
    expect(weeks.slice(1, 9).some((w) => w.specialPrice !== null)).toBe(true)
  })

  it('gives a rental without offers the same prices and no special offer', () => {
    const plain = buildPriceWeeks({ numberOfRooms: 2, type: 'apartment', comfortClass: 3 }, '2026-11-25', 42, false)
    expect(plain.map((w) => w.price)).toEqual(weeks.map((w) => w.price))
    expect(plain.every((w) => w.specialPrice === null)).toBe(true)
  })

  it('is deterministic', () => {
    expect(buildPriceWeeks({ numberOfRooms: 2, type: 'apartment', comfortClass: 3 }, '2026-11-25', 42, true)).toEqual(weeks)
  })
})
