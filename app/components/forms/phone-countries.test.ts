import { describe, expect, it } from 'vitest'
import { phoneCountryOptions } from './phone-countries'

describe('phoneCountryOptions', () => {
  it('names the countries in the page language with their calling code, Switzerland first', () => {
    const fr = phoneCountryOptions('fr')
    expect(fr[0]).toEqual({ code: 'CH', label: 'Suisse (+41)' })
    expect(fr.find((o) => o.code === 'DE')?.label).toBe('Allemagne (+49)')
    expect(phoneCountryOptions('en')[0]).toEqual({ code: 'CH', label: 'Switzerland (+41)' })
  })
})
