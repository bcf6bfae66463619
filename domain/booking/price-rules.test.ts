import { describe, expect, it } from 'vitest'
import type { FieldErrors } from '../validation'
import { byPercent, changedWeek, checkWeekSpan, parseChf, parseSeasonEdit, parseWeekEdit, seasonWeeks } from './price-rules'

describe('the price grid rules', () => {
  it('reads amounts in CHF as centimes and refuses what is not a positive amount', () => {
    expect(parseChf('1850')).toBe(185_000)
    expect(parseChf("1'850,50")).toBe(185_050)
    expect(parseChf('0')).toBeNull()
    expect(parseChf('-10')).toBeNull()
    expect(parseChf('12.345')).toBeNull()
    expect(parseChf('abc')).toBeNull()
  })

  it('accepts a week from a Saturday with a special price below its price, and nothing else', () => {
    expect(parseWeekEdit({ start: '2027-01-02', price: '2000', special: '1800' }, 'en')).toEqual({ ok: true, value: { start: '2027-01-02', price: 200_000, specialPrice: 180_000 } })
    expect(parseWeekEdit({ start: '2027-01-02', price: '2000', special: '' }, 'en')).toMatchObject({ ok: true, value: { specialPrice: null } })
    const wrong = parseWeekEdit({ start: '2027-01-03', price: '0', special: '2500' }, 'en')
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) expect(Object.keys(wrong.errors).sort()).toEqual(['price', 'start'])
    const special = parseWeekEdit({ start: '2027-01-02', price: '2000', special: '2000' }, 'en')
    expect(special.ok ? null : special.errors.special?.message).toMatch(/lower than/)
  })

  it('holds a span of whole weeks from a Saturday to a later one, two years at the most', () => {
    const errors: FieldErrors = {}
    expect(checkWeekSpan('2027-01-02', '2027-01-23', errors, 'en')).toBe(true)
    expect(errors).toEqual({})
    const refused = (from: string, to: string) => {
      const found: FieldErrors = {}
      expect(checkWeekSpan(from, to, found, 'en')).toBe(false)
      return Object.entries(found).map(([field, error]) => `${field}:${error.code}`)
    }
    expect(refused('2027-01-03', '2027-01-23')).toEqual(['from:week_not_saturday'])
    expect(refused('2027-01-02', '2027-01-02')).toEqual(['to:season_end'])
    expect(refused('2027-01-02', '2027-01-20')).toEqual(['to:season_end'])
    expect(refused('2027-01-02', '2029-01-06')).toEqual(['to:season_too_long'])
  })

  it('takes a season from Saturday to Saturday as its weeks', () => {
    expect(seasonWeeks('2027-01-02', '2027-01-23')).toEqual(['2027-01-02', '2027-01-09', '2027-01-16'])
    expect(parseSeasonEdit({ from: '2027-01-02', to: '2027-01-20', change: 'clear_special' }, 'en')).toMatchObject({ ok: false, errors: { to: expect.anything() } })
    expect(parseSeasonEdit({ from: '2027-01-02', to: '2031-01-04', change: 'clear_special' }, 'en')).toMatchObject({ ok: false, errors: { to: expect.anything() } })
    expect(parseSeasonEdit({ from: '2027-01-02', to: '2027-01-23', change: 'set', price: '2100', season: 'high' }, 'en')).toEqual({
      ok: true,
      value: { from: '2027-01-02', to: '2027-01-23', change: { kind: 'set', price: 210_000, season: 'high' } },
    })
  })

  it('refuses a percentage of 0 or out of -90 to 200, and a set without a season', () => {
    for (const percent of ['0', '-95', '250', 'x']) {
      expect(parseSeasonEdit({ from: '2027-01-02', to: '2027-01-09', change: 'percent', percent }, 'en')).toMatchObject({ ok: false, errors: { percent: expect.anything() } })
    }
    expect(parseSeasonEdit({ from: '2027-01-02', to: '2027-01-09', change: 'set', price: '100', season: 'x' }, 'en')).toMatchObject({ ok: false, errors: { season: expect.anything() } })
  })

  it('changes a price by a percentage to the nearest franc, the special price with it', () => {
    expect(byPercent(185_000, 10)).toBe(203_500)
    expect(byPercent(185_050, -5)).toBe(175_800)
    expect(changedWeek({ start: '2027-01-02', price: 200_000, specialPrice: 150_000 }, { kind: 'percent', percent: 10 })).toEqual({ start: '2027-01-02', price: 220_000, specialPrice: 165_000 })
  })

  it('keeps a special offer below the price: a set under it or a special over it is refused', () => {
    const week = { start: '2027-01-02', price: 200_000, specialPrice: 150_000 }
    expect(changedWeek(week, { kind: 'set', price: 140_000, season: 'mid' })).toBe('special_above_price')
    expect(changedWeek(week, { kind: 'special', specialPrice: 200_000 })).toBe('special_invalid')
    expect(changedWeek(week, { kind: 'special', specialPrice: 120_000 })).toMatchObject({ specialPrice: 120_000 })
    expect(changedWeek(week, { kind: 'clear_special' })).toMatchObject({ price: 200_000, specialPrice: null })
  })
})
