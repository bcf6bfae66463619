import { describe, expect, it } from 'vitest'
import { isOnePerStay, quantityAllowed } from './one-per-stay'

describe('options sold once per stay', () => {
  it('sells the cancellation insurance once per stay', () => {
    expect(isOnePerStay('OPT-CANCEL-INSURANCE')).toBe(true)
    expect(quantityAllowed('OPT-CANCEL-INSURANCE', 1)).toBe(true)
    expect(quantityAllowed('OPT-CANCEL-INSURANCE', 2)).toBe(false)
  })
  it('leaves the quantity of other items free', () => {
    expect(isOnePerStay('OPT-CLEANING')).toBe(false)
    expect(quantityAllowed('TRF-GVA', 3)).toBe(true)
  })
})
