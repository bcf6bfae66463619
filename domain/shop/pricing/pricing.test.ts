import { describe, expect, it } from 'vitest'
import { isRoundTrip, parsePricing, priceContext, priceLine, serviceDate } from './index'

const line = (values: Record<string, string | number | boolean | null>) => ({ quantity: 1, ...values })

describe('fixed', () => {
  const product = { basePrice: 3_500, pricing: { kind: 'fixed' }, bulk: false }
  it('is the base price, times the quantity', () => {
    expect(priceContext(product, [line({})])).toBe(3_500)
    expect(priceContext(product, [line({ quantity: 3 })])).toBe(10_500)
  })
  it('treats a missing or zero quantity as 1', () => {
    expect(priceContext(product, [{ quantity: 0 }])).toBe(3_500)
    expect(priceContext(product, [{}])).toBe(3_500)
  })
  it('adds a ticked add-on, per person when asked', () => {
    const withAddOns = { ...product, pricing: { kind: 'fixed', addOns: [{ field: 'bread', price: 1_200 }, { field: 'wine', price: 2_500, per: 'people' }] } }
    expect(priceContext(withAddOns, [line({ bread: true, wine: false, people: 4 })])).toBe(4_700)
    expect(priceContext(withAddOns, [line({ bread: true, wine: true, people: 4 })])).toBe(14_700)
    expect(priceContext(withAddOns, [line({ wine: true, people: null })])).toBeNull()
  })
})

describe('perUnit', () => {
  it('is base × people × days (a ski instructor per person and day)', () => {
    const product = { basePrice: 9_500, pricing: { kind: 'perUnit', units: ['people', 'days'] }, bulk: false }
    expect(priceContext(product, [line({ people: 2, days: 3 })])).toBe(57_000)
    expect(priceContext(product, [line({ people: '2', days: '3' })])).toBe(57_000)
  })
  it('is base × people × weeks (per person per week)', () => {
    const product = { basePrice: 3_900, pricing: { kind: 'perUnit', units: ['people', 'weeks'] }, bulk: false }
    expect(priceContext(product, [line({ people: 4, weeks: 2 })])).toBe(31_200)
  })
  it('is base × rooms with a minimum (final cleaning)', () => {
    const product = { basePrice: 6_000, pricing: { kind: 'perUnit', units: ['rooms'], minimum: 15_000 }, bulk: false }
    expect(priceContext(product, [line({ rooms: 1 })])).toBe(15_000)
    expect(priceContext(product, [line({ rooms: 4 })])).toBe(24_000)
  })
  it('cannot price a missing, zero or non-whole count', () => {
    const product = { basePrice: 9_500, pricing: { kind: 'perUnit', units: ['people', 'days'] }, bulk: false }
    for (const people of [null, 0, -1, 1.5, 'two', true]) {
      expect(priceContext(product, [line({ people, days: 2 })])).toBeNull()
    }
    expect(priceContext(product, [line({ days: 2 })])).toBeNull()
  })
})

describe('perTrip', () => {
  const product = { basePrice: 39_000, pricing: { kind: 'perTrip', includedPeople: 4, extraPerson: 4_000 }, bulk: false }
  it('is the vehicle price for up to the included people, one way', () => {
    expect(priceContext(product, [line({ trip: 'oneWay', people: 3 })])).toBe(39_000)
    expect(priceContext(product, [line({ trip: 'oneWay', people: 4 })])).toBe(39_000)
  })
  it('adds each person beyond', () => {
    expect(priceContext(product, [line({ trip: 'oneWay', people: 6 })])).toBe(47_000)
  })
  it('doubles for a round trip', () => {
    expect(priceContext(product, [line({ trip: 'roundTrip', people: 2 })])).toBe(78_000)
    expect(priceContext(product, [line({ trip: 'roundTrip', people: 6 })])).toBe(94_000)
    expect(priceContext(product, [line({ roundTrip: true, people: 1 })])).toBe(78_000)
    expect(isRoundTrip({ trip: 'oneWay', roundTrip: false })).toBe(false)
  })
  it('needs the number of people', () => {
    expect(priceContext(product, [line({ trip: 'oneWay', people: null })])).toBeNull()
  })
  it('adds a child seat per trip', () => {
    const seat = { ...product, pricing: { kind: 'perTrip', includedPeople: 4, extraPerson: 4_000, addOns: [{ field: 'childSeat', price: 1_500 }] } }
    expect(priceContext(seat, [line({ trip: 'oneWay', people: 2, childSeat: true })])).toBe(40_500)
  })
})

describe('table', () => {
  const skiPass = {
    basePrice: 7_900,
    pricing: { kind: 'table', field: 'days', prices: { 1: 7_900, 2: 15_200, 6: 38_900 }, units: ['people'] },
    bulk: true,
  }
  it('is the price of the chosen value × people', () => {
    expect(priceContext(skiPass, [line({ days: 6, people: 2 })])).toBe(77_800)
    expect(priceContext(skiPass, [line({ days: '1', people: 1 })])).toBe(7_900)
  })
  it('cannot price a value the table lacks', () => {
    expect(priceContext(skiPass, [line({ days: 3, people: 1 })])).toBeNull()
    expect(priceContext(skiPass, [line({ days: null, people: 1 })])).toBeNull()
  })
  it('sums the bulk lines, each with its people count', () => {
    expect(priceContext(skiPass, [line({ days: 6, people: 2 }), line({ days: 1, people: 3 })])).toBe(77_800 + 23_700)
    expect(priceContext(skiPass, [line({ days: 6, people: 2 }), line({ days: 4, people: 3 })])).toBeNull()
    expect(priceContext(skiPass, [])).toBeNull()
  })
  it('prices only the first line of a product without bulk', () => {
    expect(priceContext({ ...skiPass, bulk: false }, [line({ days: 1, people: 1 }), line({ days: 6, people: 9 })])).toBe(7_900)
  })
})

describe('unknown formulas', () => {
  it('give an unavailable price, never a guess', () => {
    for (const pricing of [null, {}, 'fixed', { kind: 'magic' }, { kind: 'perUnit', units: [] }, { kind: 'perUnit', units: ['people'], minimum: -1 }, { kind: 'table', field: 'days', prices: { 1: 1.5 } }, { kind: 'fixed', addOns: 'x' }]) {
      expect(priceContext({ basePrice: 1_000, pricing, bulk: false }, [line({ people: 1, days: 1 })])).toBeNull()
    }
    expect(priceContext({ basePrice: -5, pricing: { kind: 'fixed' }, bulk: false }, [line({})])).toBeNull()
    expect(priceContext({ basePrice: 2 ** 52, pricing: { kind: 'fixed' }, bulk: false }, [line({ quantity: 99 })])).toBeNull()
  })
  it('gives a large amount as it is: the largest amount of an order is the cart\'s rule, refused there with a message', () => {
    expect(priceContext({ basePrice: 10_000_000, pricing: { kind: 'fixed' }, bulk: false }, [line({ quantity: 99 })])).toBe(990_000_000)
  })
  it('reads the defaults of perTrip', () => {
    expect(parsePricing({ kind: 'perTrip' })).toEqual({ kind: 'perTrip', tripField: 'trip', roundTripValue: 'roundTrip', peopleField: 'people', includedPeople: 0, extraPerson: 0, addOns: [] })
    expect(priceLine({ kind: 'fixed' }, 100, {})).toBe(100)
  })
})

describe('serviceDate', () => {
  it('is the ISO date of dateFrom, else startPeriod, of the first entry', () => {
    expect(serviceDate([{ dateFrom: '12.01.2027' }, { dateFrom: '01.02.2027' }])).toBe('2027-01-12')
    expect(serviceDate([{ startPeriod: '2027-01-09', endPeriod: '2027-01-16' }])).toBe('2027-01-09')
    expect(serviceDate([{ dateFrom: null, startPeriod: '09.01.2027' }])).toBe('2027-01-09')
  })
  it('is null without a readable date', () => {
    expect(serviceDate([])).toBeNull()
    expect(serviceDate([{ dateFrom: null }])).toBeNull()
    expect(serviceDate([{ dateFrom: '31.02.2027' }])).toBeNull()
    expect(serviceDate([{ dateFrom: 20270112 }])).toBeNull()
  })
})
