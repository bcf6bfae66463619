import { describe, expect, it } from 'vitest'
import { priceStateOf } from './product-form-state'

describe('priceStateOf', () => {
  it('reads a price, an unavailable price and an incomplete context', () => {
    expect(priceStateOf(200, { total: 42_000, subTotal: 42_000, currency: 'CHF' })).toEqual({ state: 'priced', total: 42_000, currency: 'CHF' })
    expect(priceStateOf(200, { total: null, message: 'Prix indisponible' })).toEqual({ state: 'unavailable', message: 'Prix indisponible' })
    expect(priceStateOf(400, { code: 'form_errors' })).toEqual({ state: 'incomplete' })
    expect(priceStateOf(500, null)).toEqual({ state: 'unavailable', message: null })
  })
})
