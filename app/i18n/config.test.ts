import { describe, expect, it } from 'vitest'
import { isLocale, localeOfPath, localizePath, stripLocale } from './config'

describe('locale paths', () => {
  it('reads the language of a path, French by default', () => {
    expect(localeOfPath('/en/location')).toBe('en')
    expect(localeOfPath('/fr')).toBe('fr')
    expect(localeOfPath('/location')).toBe('fr')
    expect(localeOfPath('/de/location')).toBe('fr')
  })
  it('strips the prefix', () => {
    expect(stripLocale('/en/location/special')).toBe('/location/special')
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/')).toBe('/')
    expect(stripLocale('/entreprise')).toBe('/entreprise')
  })
  it('localizes a path for the language switch', () => {
    expect(localizePath('/en/vente', 'fr')).toBe('/vente')
    expect(localizePath('/vente', 'en')).toBe('/en/vente')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/vente', 'fr', true)).toBe('/fr/vente')
  })
  it('knows only the served languages', () => {
    expect(isLocale('fr')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})
