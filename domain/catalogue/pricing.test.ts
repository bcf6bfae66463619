import { describe, expect, it } from 'vitest'
import { chargedPrice, lowerSpecialPrice, quoteWeeks } from './pricing'

const week = (startDate: string, endDate: string, price: number, specialPrice: number | null = null) => ({
  startDate,
  endDate,
  price,
  specialPrice,
})

describe('quoteWeeks', () => {
  const grid = [
    week('2026-07-04', '2026-07-11', 250000),
    week('2026-07-11', '2026-07-18', 250000, 190000),
    week('2026-07-18', '2026-07-25', 300000),
  ]
  it('sums the special price when there is one, else the price', () => {
    expect(chargedPrice({ price: 250000, specialPrice: 190000 })).toBe(190000)
    expect(chargedPrice({ price: 250000, specialPrice: null })).toBe(250000)
    const quote = quoteWeeks(grid, ['2026-07-04', '2026-07-11'])
    expect(quote).toEqual({
      ok: true,
      total: 440000,
      weeks: [
        { startDate: '2026-07-04', endDate: '2026-07-11', price: 250000, regularPrice: 250000 },
        { startDate: '2026-07-11', endDate: '2026-07-18', price: 190000, regularPrice: 250000 },
      ],
    })
  })
  it('fails with the weeks that have no price', () => {
    expect(quoteWeeks(grid, ['2026-07-18', '2026-07-25'])).toEqual({ ok: false, missing: ['2026-07-25'] })
    expect(quoteWeeks(grid, [])).toEqual({ ok: false, missing: [] })
  })
})

describe('lowerSpecialPrice', () => {
  it('shows a special price only when it is below the regular one', () => {
    expect(lowerSpecialPrice({ price: 250000, specialPrice: 190000 })).toBe(190000)
    expect(lowerSpecialPrice({ price: 250000, specialPrice: 250000 })).toBeNull()
    expect(lowerSpecialPrice({ price: 180000, specialPrice: 190000 })).toBeNull()
    expect(lowerSpecialPrice({ price: 250000, specialPrice: null })).toBeNull()
  })
})
