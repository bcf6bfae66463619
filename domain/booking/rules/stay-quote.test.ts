import { describe, expect, it } from 'vitest'
import { vatRateOn } from '../../vat/rates'
import type { StayWeek } from './rent'
import { quoteStay, type StayQuoteInput } from './stay-quote'
import { DEFAULT_STAY_RULES } from './stay-rules'
import { TOURIST_TAX_RATES } from './tourist-tax'

const week = (startDate: string, endDate: string, price: number, specialPrice: number | null = null, available = true): StayWeek => ({
  startDate,
  endDate,
  price,
  specialPrice,
  available,
})

// The New Year weeks of a chalet for 6, one of them on special offer.
const weeks = [
  week('2026-12-19', '2026-12-26', 450_000),
  week('2026-12-26', '2027-01-02', 620_000, 540_000),
  week('2027-01-02', '2027-01-09', 380_000),
  week('2027-01-09', '2027-01-16', 380_000, null, false),
]

const input = (changes: Partial<StayQuoteInput> = {}): StayQuoteInput => ({
  rental: { stayRules: DEFAULT_STAY_RULES, persons: 6, included: { touristTax: false } },
  stay: { arrival: '2026-12-26', departure: '2027-01-09' },
  weeks,
  guests: { adults: 2, childAges: [4, 9, 16] },
  rates: { touristTax: TOURIST_TAX_RATES, accommodationVat: vatRateOn('accommodation', '2026-12-26') },
  ...changes,
})

describe('quoteStay', () => {
  it('gives the breakdown of a stay across New Year', () => {
    expect(quoteStay(input())).toEqual({
      ok: true,
      arrival: '2026-12-26',
      departure: '2027-01-09',
      nights: 14,
      guests: { adults: 2, childAges: [4, 9, 16], total: 5 },
      weeks: [
        { startDate: '2026-12-26', endDate: '2027-01-02', price: 540_000, regularPrice: 620_000 },
        { startDate: '2027-01-02', endDate: '2027-01-09', price: 380_000, regularPrice: 380_000 },
      ],
      rent: 920_000,
      touristTax: {
        ok: true,
        included: false,
        nights: 14,
        guests: { adult: 3, child: 1, free: 1 },
        lines: [
          { category: 'adult', guests: 3, nights: 14, perNight: 300, amount: 12_600 },
          { category: 'child', guests: 1, nights: 14, perNight: 150, amount: 2_100 },
          { category: 'free', guests: 1, nights: 14, perNight: 0, amount: 0 },
        ],
        total: 14_700,
      },
      vat: { rate: 380, amount: 33_680 }, // 920'000 × 3.8 / 103.8, rounded
      total: 934_700,
      currency: 'CHF',
    })
  })
  it('adds no tourist tax when the rent includes it', () => {
    const quote = quoteStay(input({ rental: { stayRules: DEFAULT_STAY_RULES, persons: 6, included: { touristTax: true } } }))
    expect(quote).toMatchObject({ rent: 920_000, touristTax: { included: true, total: 0 }, total: 920_000 })
  })
  it('takes a rental without included items as charging the tax', () => {
    const quote = quoteStay(input({ rental: { stayRules: DEFAULT_STAY_RULES, persons: 6, included: null } }))
    expect(quote).toMatchObject({ touristTax: { included: false, total: 14_700 }, total: 934_700 })
  })
  it('returns the first refusal: the stay rules before the capacity before the rent', () => {
    const crowded = { adults: 7, childAges: [] }
    expect(quoteStay(input({ stay: { arrival: '2026-12-27', departure: '2027-01-09' }, guests: crowded }))).toMatchObject({
      ok: false,
      code: 'arrival_weekday',
      messages: { en: 'You can only select periods from Saturday to Saturday.' },
    })
    expect(quoteStay(input({ stay: { arrival: '2027-01-02', departure: '2027-01-16' }, guests: crowded }))).toMatchObject({
      code: 'over_capacity',
      messages: { en: 'This rental sleeps at most 6 persons: you have entered 7.' },
    })
    expect(quoteStay(input({ stay: { arrival: '2027-01-02', departure: '2027-01-16' } }))).toMatchObject({
      code: 'no_availability',
      messages: { en: 'No availability' },
      weeks: ['2027-01-09'],
    })
    expect(quoteStay(input({ stay: { arrival: '2027-01-09', departure: '2027-01-23' } }))).toMatchObject({
      code: 'price_unavailable',
      messages: { fr: 'Prix non disponible', en: 'Unavailable price' },
    })
  })
  it('quotes a summer-time week of a rental with its own stay rules', () => {
    const rules = { minNights: 7, maxNights: 14, arrivalWeekdays: [6], departureWeekdays: [6] } as const
    const spring = [week('2026-03-28', '2026-04-04', 210_000)]
    const quote = quoteStay(
      input({
        rental: { stayRules: rules, persons: 2, included: null },
        stay: { arrival: '2026-03-28', departure: '2026-04-04' },
        weeks: spring,
        guests: { adults: 1, childAges: [6] },
      }),
    )
    expect(quote).toMatchObject({ nights: 7, rent: 210_000, touristTax: { total: 3_150 }, total: 213_150 })
  })
})
