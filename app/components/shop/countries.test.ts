import { describe, expect, it } from 'vitest'
import { cantonOptions, countryOptions } from './countries'

describe('places', () => {
  it('names the countries in the page language, Switzerland first', () => {
    expect(countryOptions('fr')[0]).toEqual({ code: 'CH', label: 'Suisse' })
    expect(countryOptions('en')[0]).toEqual({ code: 'CH', label: 'Switzerland' })
    expect(countryOptions('en').find((c) => c.code === 'DE')?.label).toBe('Germany')
  })
  it('offers the 26 cantons by name', () => {
    expect(cantonOptions('fr')).toHaveLength(26)
    expect(cantonOptions('fr').find((c) => c.code === 'VS')?.label).toBe('Valais')
    expect(cantonOptions('en').find((c) => c.code === 'GE')?.label).toBe('Geneva')
  })
})
