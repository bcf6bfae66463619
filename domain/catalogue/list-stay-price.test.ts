import { describe, expect, it } from 'vitest'
import type { StayWeek } from '../booking/rules/rent'
import { quoteStay } from '../booking/rules/stay-quote'
import { DEFAULT_STAY_RULES } from '../booking/rules/stay-rules'
import { TOURIST_TAX_RATES } from '../booking/rules/tourist-tax'
import { vatRateOn } from '../vat/rates'
import { listStayPrice, type ListStayInput } from './list-stay-price'

const week = (startDate: string, endDate: string, price: number, specialPrice: number | null = null, available = true): StayWeek => ({
  startDate,
  endDate,
  price,
  specialPrice,
  available,
})

// The half-term weeks of a chalet for 6, the second on special offer.
const weeks = [
  week('2027-02-06', '2027-02-13', 320_000),
  week('2027-02-13', '2027-02-20', 946_000),
  week('2027-02-20', '2027-02-27', 500_000, 420_000),
  week('2027-02-27', '2027-03-06', 300_000, null, false),
]

const input = (changes: Partial<ListStayInput> = {}): ListStayInput => ({
  rental: { persons: 6, included: null, stayRules: null },
  period: { from: '2027-02-13', to: '2027-02-20' },
  weeks,
  persons: 6,
  touristTaxRates: TOURIST_TAX_RATES,
  ...changes,
})

describe('listStayPrice', () => {
  it('gives the rent of the dates and the tourist tax of the guests, counted as adults', () => {
    expect(listStayPrice(input())).toEqual({
      from: '2027-02-13',
      to: '2027-02-20',
      nights: 7,
      rent: 946_000,
      regularRent: 946_000,
      adults: 6,
      touristTax: { kind: 'amount', amount: 6 * 7 * 300 },
      total: 946_000 + 6 * 7 * 300,
    })
  })

  it('is the stay quote of the booking box for the same adults (one implementation)', () => {
    const period = { from: '2027-02-13', to: '2027-02-27' }
    const quote = quoteStay({
      rental: { stayRules: DEFAULT_STAY_RULES, persons: 6, included: null },
      stay: { arrival: period.from, departure: period.to },
      weeks,
      guests: { adults: 4, childAges: [] },
      rates: { touristTax: TOURIST_TAX_RATES, accommodationVat: vatRateOn('accommodation', period.from) },
    })
    if (!quote.ok) throw new Error('refused')
    const shown = listStayPrice(input({ period, persons: 4 }))
    expect(shown?.rent).toBe(quote.rent)
    expect(shown?.total).toBe(quote.total)
    expect(shown?.touristTax).toEqual({ kind: 'amount', amount: quote.touristTax.total })
  })

  it('counts a special offer and keeps the regular rent beside it', () => {
    const shown = listStayPrice(input({ period: { from: '2027-02-20', to: '2027-02-27' } }))
    expect(shown).toMatchObject({ rent: 420_000, regularRent: 500_000 })
  })

  it('gives the tax per adult and night, and no total, without a number of guests', () => {
    const shown = listStayPrice(input({ persons: null }))
    expect(shown).toMatchObject({ rent: 946_000, adults: null, touristTax: { kind: 'perAdultNight', amount: 300 }, total: null })
  })

  it('says when the tourist tax is in the rent', () => {
    const shown = listStayPrice(input({ rental: { persons: 6, included: { touristTax: true }, stayRules: null } }))
    expect(shown).toMatchObject({ touristTax: { kind: 'included' }, total: 946_000 })
  })

  it('gives nothing for a stay the rules refuse: a taken week, too many guests, a week without price', () => {
    expect(listStayPrice(input({ period: { from: '2027-02-27', to: '2027-03-06' } }))).toBeNull()
    expect(listStayPrice(input({ persons: 7 }))).toBeNull()
    expect(listStayPrice(input({ period: { from: '2027-03-06', to: '2027-03-13' } }))).toBeNull()
  })
})
