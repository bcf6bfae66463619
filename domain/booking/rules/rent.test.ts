import { describe, expect, it } from 'vitest'
import type { PriceWeekView } from '../../catalogue/types'
import { rentOf, type StayWeek } from './rent'

const week = (startDate: string, endDate: string, price: number, specialPrice: number | null, available = true): StayWeek => ({
  startDate,
  endDate,
  price,
  specialPrice,
  available,
})

// Around the change to summer time (Sunday 29 March 2026): the weeks still run Saturday to Saturday.
const weeks = [
  week('2026-03-21', '2026-03-28', 250_000, null),
  week('2026-03-28', '2026-04-04', 280_000, 210_000),
  week('2026-04-04', '2026-04-11', 300_000, null),
  week('2026-04-11', '2026-04-18', 300_000, null, false),
]

describe('rentOf', () => {
  it('sums the weeks, a special-offer week at its reduced price', () => {
    expect(rentOf({ arrival: '2026-03-21', departure: '2026-04-11' }, weeks)).toEqual({
      ok: true,
      rent: 760_000,
      weeks: [
        { startDate: '2026-03-21', endDate: '2026-03-28', price: 250_000, regularPrice: 250_000 },
        { startDate: '2026-03-28', endDate: '2026-04-04', price: 210_000, regularPrice: 280_000 },
        { startDate: '2026-04-04', endDate: '2026-04-11', price: 300_000, regularPrice: 300_000 },
      ],
    })
  })
  it('refuses a week that is not available: "No availability"', () => {
    expect(rentOf({ arrival: '2026-04-04', departure: '2026-04-18' }, weeks)).toEqual({
      ok: false,
      code: 'no_availability',
      messages: { fr: 'Pas de disponibilité', en: 'No availability' },
      weeks: ['2026-04-11'],
    })
  })
  it('refuses a week without a price: "Unavailable price", before availability', () => {
    expect(rentOf({ arrival: '2026-04-11', departure: '2026-04-25' }, weeks)).toEqual({
      ok: false,
      code: 'price_unavailable',
      messages: { fr: 'Prix non disponible', en: 'Unavailable price' },
      weeks: ['2026-04-18'],
    })
  })
  it('takes a week whose available flag is missing (unchecked data) as taken', () => {
    const unflagged = { startDate: '2026-04-04', endDate: '2026-04-11', price: 300_000, specialPrice: null } as unknown as StayWeek
    expect(rentOf({ arrival: '2026-04-04', departure: '2026-04-11' }, [unflagged])).toMatchObject({ code: 'no_availability' })
  })
  it('prices a stay that is not whole weeks night by night, a seventh of its week per night', () => {
    // Sunday 22.03 to Tuesday 31.03: 6 nights of the first week, 3 of the special-offer week.
    expect(rentOf({ arrival: '2026-03-22', departure: '2026-03-31' }, weeks)).toEqual({
      ok: true,
      rent: 214_286 + 90_000,
      weeks: [
        { startDate: '2026-03-22', endDate: '2026-03-28', price: 214_286, regularPrice: 214_286 },
        { startDate: '2026-03-28', endDate: '2026-03-31', price: 90_000, regularPrice: 120_000 },
      ],
    })
  })
  it('names every whole week without a price, as before', () => {
    expect(rentOf({ arrival: '2026-04-04', departure: '2026-04-25' }, weeks.slice(0, 3))).toMatchObject({ code: 'price_unavailable', weeks: ['2026-04-11', '2026-04-18'] })
  })
  it('refuses a night by night stay touching a taken week or a night without a price', () => {
    expect(rentOf({ arrival: '2026-04-05', departure: '2026-04-12' }, weeks)).toMatchObject({ code: 'no_availability', weeks: ['2026-04-11'] })
    expect(rentOf({ arrival: '2026-04-12', departure: '2026-04-19' }, weeks.slice(0, 3))).toMatchObject({ code: 'price_unavailable', weeks: ['2026-04-12'] })
  })
  it("takes the catalogue's price weeks as they are", () => {
    const view: PriceWeekView = { id: 7, startDate: '2026-07-04', endDate: '2026-07-11', season: 'high', price: 320_000, specialPrice: null, available: true }
    expect(rentOf({ arrival: '2026-07-04', departure: '2026-07-11' }, [view])).toMatchObject({ ok: true, rent: 320_000 })
  })
  it('prices the weeks across the year end', () => {
    const newYear = [week('2026-12-26', '2027-01-02', 520_000, null), week('2027-01-02', '2027-01-09', 410_000, 390_000)]
    expect(rentOf({ arrival: '2026-12-26', departure: '2027-01-09' }, newYear)).toMatchObject({ ok: true, rent: 910_000 })
  })
})
