import { describe, expect, it } from 'vitest'
import { TOURIST_TAX_RATES, touristTax, type TouristTaxRate } from './tourist-tax'

const week = { arrival: '2026-07-04', departure: '2026-07-11' }

describe('touristTax', () => {
  it('charges CHF 3.00 per adult and CHF 1.50 per child of 6 to 15 per night, nothing under 6', () => {
    // Ages 5 (free), 6 and 15 (child rate), 16 (adult rate), with two adults, for 7 nights.
    expect(touristTax(TOURIST_TAX_RATES, week, { adults: 2, childAges: [5, 6, 15, 16] }, false)).toEqual({
      ok: true,
      included: false,
      nights: 7,
      guests: { adult: 3, child: 2, free: 1 },
      lines: [
        { category: 'adult', guests: 3, nights: 7, perNight: 300, amount: 6_300 },
        { category: 'child', guests: 2, nights: 7, perNight: 150, amount: 2_100 },
        { category: 'free', guests: 1, nights: 7, perNight: 0, amount: 0 },
      ],
      total: 8_400,
    })
  })
  it('says "included" and adds nothing when the rent includes the tax', () => {
    expect(touristTax(TOURIST_TAX_RATES, week, { adults: 2, childAges: [8] }, true)).toEqual({
      ok: true,
      included: true,
      nights: 7,
      guests: { adult: 2, child: 1, free: 0 },
      lines: [],
      total: 0,
    })
  })
  it('counts 7 nights across New Year and the summer-time changes', () => {
    for (const stay of [
      { arrival: '2026-12-26', departure: '2027-01-02' },
      { arrival: '2026-03-28', departure: '2026-04-04' },
      { arrival: '2026-10-24', departure: '2026-10-31' },
    ]) {
      expect(touristTax(TOURIST_TAX_RATES, stay, { adults: 1, childAges: [] }, false)).toMatchObject({ nights: 7, total: 2_100 })
    }
  })

  // A new rate from 1 January 2027, with 16 and 17 paying the child rate from then on.
  const rates: TouristTaxRate[] = [
    { from: '2018-01-01', to: '2026-12-31', adultPerNight: 300, childPerNight: 150, childFromAge: 6, adultFromAge: 16 },
    { from: '2027-01-01', to: null, adultPerNight: 350, childPerNight: 175, childFromAge: 6, adultFromAge: 18 },
  ]
  it('charges each night at the rate in force that night, across New Year', () => {
    const tax = touristTax(rates, { arrival: '2026-12-26', departure: '2027-01-02' }, { adults: 2, childAges: [10] }, false)
    expect(tax).toMatchObject({
      nights: 7,
      lines: [
        { category: 'adult', guests: 2, nights: 6, perNight: 300, amount: 3_600 },
        { category: 'child', guests: 1, nights: 6, perNight: 150, amount: 900 },
        { category: 'adult', guests: 2, nights: 1, perNight: 350, amount: 700 },
        { category: 'child', guests: 1, nights: 1, perNight: 175, amount: 175 },
      ],
      total: 5_375,
    })
  })
  it('applies each period its own age limits', () => {
    const tax = touristTax(rates, { arrival: '2026-12-26', departure: '2027-01-09' }, { adults: 1, childAges: [16] }, false)
    expect(tax.ok && tax.lines.map((l) => [l.category, l.nights, l.amount])).toEqual([
      ['adult', 6, 3_600], // the adult and the 16-year-old, 6 nights at 3.00
      ['adult', 8, 2_800], // the adult, 8 nights at 3.50
      ['child', 8, 1_400], // the 16-year-old, 8 nights at 1.75
    ])
  })
  it('refuses a night no rate covers, naming it', () => {
    const gap = [rates[0] as TouristTaxRate, { ...(rates[1] as TouristTaxRate), from: '2027-01-02' }]
    expect(touristTax(gap, { arrival: '2026-12-26', departure: '2027-01-02' }, { adults: 1, childAges: [] }, false)).toEqual({
      ok: false,
      code: 'tourist_tax_unknown',
      messages: {
        fr: "La taxe de séjour de la nuit du 01.01.2027 n'est pas connue.",
        en: 'The tourist tax for the night of 01.01.2027 is not known.',
      },
    })
    expect(touristTax(rates, { arrival: '2017-12-30', departure: '2018-01-06' }, { adults: 1, childAges: [] }, false)).toMatchObject({
      code: 'tourist_tax_unknown',
      messages: { en: 'The tourist tax for the night of 30.12.2017 is not known.' },
    })
  })
  it('has rate periods that follow each other without overlap', () => {
    TOURIST_TAX_RATES.forEach((rate, i) => {
      const next = TOURIST_TAX_RATES[i + 1]
      if (next) expect(rate.to !== null && rate.to < next.from).toBe(true)
      else expect(rate.to).toBeNull()
    })
  })
})
