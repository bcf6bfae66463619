import { describe, expect, it } from 'vitest'
import { asksState, STATE_COUNTRIES } from './address-states'
import { isCountryCode } from './country-codes'

describe('the state of a postal address', () => {
  it('is asked where the post uses one, and the canton in Switzerland', () => {
    for (const country of ['US', 'CA', 'AU', 'BR', 'MX', 'IN', 'CH']) expect(asksState(country)).toBe(true)
  })
  it('is not asked in the United Kingdom, France, Germany or Italy', () => {
    for (const country of ['GB', 'FR', 'DE', 'IT', 'ES', 'AT', 'LI', '']) expect(asksState(country)).toBe(false)
  })
  it('lists only countries that exist', () => {
    expect(STATE_COUNTRIES.every(isCountryCode)).toBe(true)
  })
})
