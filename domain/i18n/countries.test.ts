import { describe, expect, it } from 'vitest'
import { countryName } from './countries'

describe('countryName', () => {
  it('names a country in French (any language but English) or English', () => {
    expect(countryName('CH', 'fr')).toBe('Suisse')
    expect(countryName('CH', 'en')).toBe('Switzerland')
    expect(countryName('DE', 'de')).toBe('Allemagne')
    expect(countryName('LI', 'fr')).toBe('Liechtenstein')
  })
  it('keeps what is not an ISO code, and a code no one knows', () => {
    expect(countryName('Suisse', 'fr')).toBe('Suisse')
    expect(countryName('ch', 'en')).toBe('ch')
    expect(countryName('', 'fr')).toBe('')
    expect(countryName('QZ', 'en')).toBe('QZ')
  })
})
