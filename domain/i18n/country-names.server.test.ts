import { describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { COUNTRY_CODES, isCountryCode } from './country-codes'
import { countryChoices, countryLabel } from './country-names.server'

describe('countries', () => {
  it('are every country the library knows', () => {
    const library = createRequire(import.meta.url)('i18n-iso-countries/index.js') as { getAlpha2Codes(): Record<string, string> }
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(library.getAlpha2Codes()).sort())
    expect(isCountryCode('GB')).toBe(true)
    expect(isCountryCode('QZ')).toBe(false)
  })
  it('are named in French and English', () => {
    expect(countryLabel('GB', 'fr')).toBe('Royaume-Uni')
    expect(countryLabel('GB', 'en')).toBe('United Kingdom')
    expect(countryLabel('CH', 'fr')).toBe('Suisse')
    expect(countryLabel('DE', 'en')).toBe('Germany')
  })
  it('offer Switzerland and its neighbours first, then the others by name in the language', () => {
    for (const locale of ['fr', 'en']) {
      const choices = countryChoices(locale)
      expect(choices).toHaveLength(COUNTRY_CODES.length)
      expect(choices.slice(0, 6).map((c) => c.code)).toEqual(['CH', 'FR', 'DE', 'IT', 'AT', 'LI'])
      const rest = choices.slice(6).map((c) => c.label)
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, locale, { sensitivity: 'base' })))
    }
    expect(countryChoices('fr').slice(6, 8).map((c) => c.label)).toEqual(['Afghanistan', 'Afrique du Sud'])
    expect(countryChoices('en').find((c) => c.code === 'GB')?.label).toBe('United Kingdom')
  })
})
