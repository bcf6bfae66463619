import { describe, expect, it } from 'vitest'
import type { DbOrTx } from '../../../db/types'
import { MAX_ITEM_TOTAL } from '../cart/limits'
import { type PricingProduct, priceItem, priceOf } from './price-item.server'

/** Products priced by their formula read no database: any read would throw. */
const deps = {
  db: new Proxy({}, {
    get() {
      throw new Error('a formula price reads no database')
    },
  }) as DbOrTx,
}

const transfer: PricingProduct = {
  id: 1,
  category: 'service',
  basePrice: 5_000,
  pricing: { kind: 'perUnit', units: ['people'] },
  bulk: false,
  vatKind: 'standard',
  published: true,
}
const today = '2026-03-14'

describe('priceItem', () => {
  it("splits the total with the VAT rate in force on the service date, the VAT rounded to the nearest centime", async () => {
    // 50.00 at 8.1 % contains 3.7465 of VAT: 3.75, so 46.25 without it (a truncation would say 46.26).
    expect(await priceItem(deps, { product: transfer, entries: [{ people: 1, dateFrom: '2030-01-15' }], on: today })).toEqual({
      status: 'priced',
      price: { total: 5_000, totalExcludingTax: 4_625, vatRate: 810, startPeriod: '2030-01-15', endPeriod: null, touristTax: 0, stay: null },
    })
    const in2023 = await priceItem(deps, { product: transfer, entries: [{ people: 3, dateFrom: '15.12.2023' }], on: today })
    expect(priceOf(in2023)).toEqual({ total: 15_000, totalExcludingTax: 13_928, vatRate: 770, startPeriod: '2023-12-15', endPeriod: null, touristTax: 0, stay: null })
  })

  it('takes the accommodation rate for accommodation, and the period a context gives', async () => {
    const cleaning = { ...transfer, vatKind: 'accommodation', pricing: { kind: 'fixed' } }
    const entries = [{ startPeriod: '2030-02-02', endPeriod: '2030-02-09' }]
    expect(priceOf(await priceItem(deps, { product: cleaning, entries, on: today }))).toEqual({
      total: 5_000,
      totalExcludingTax: 4_817,
      vatRate: 380,
      startPeriod: '2030-02-02',
      endPeriod: '2030-02-09',
      touristTax: 0,
      stay: null,
    })
  })

  it("takes today's rate for a context without a date, or with one before any known rate", async () => {
    for (const entries of [[{ people: 1 }], [{ people: 1, dateFrom: '1990-06-01' }]]) {
      const pricing = await priceItem(deps, { product: transfer, entries, on: '2023-06-01' })
      expect(priceOf(pricing)?.vatRate).toBe(770)
    }
  })

  it('answers "Unavailable price" for a withdrawn product, a formula it does not know and a missing count', async () => {
    const unavailable = { status: 'unavailable' }
    const entries = [{ people: 2 }]
    expect(await priceItem(deps, { product: { ...transfer, published: false }, entries, on: today })).toEqual(unavailable)
    expect(await priceItem(deps, { product: { ...transfer, pricing: { kind: 'perMood' } }, entries, on: today })).toEqual(unavailable)
    expect(await priceItem(deps, { product: transfer, entries: [{ people: null }], on: today })).toEqual(unavailable)
  })

  it('says an amount above the largest item is too high, with its amounts (an item already in a cart keeps them)', async () => {
    const villa = { ...transfer, basePrice: MAX_ITEM_TOTAL / 2 + 1 }
    const pricing = await priceItem(deps, { product: villa, entries: [{ people: 2 }], on: today })
    expect(pricing).toMatchObject({ status: 'too_high', price: { total: MAX_ITEM_TOTAL + 2 } })
    expect(await priceItem(deps, { product: { ...villa, basePrice: MAX_ITEM_TOTAL / 2 }, entries: [{ people: 2 }], on: today })).toMatchObject({
      status: 'priced',
    })
  })
})
