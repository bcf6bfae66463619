import { describe, expect, it } from 'vitest'
import { idFromParam } from '../content/route-id'
import { isSearchResultType, resultUrl, SEARCH_RESULT_TYPES } from './result'

describe('resultUrl', () => {
  it('leads each kind of result to its detail page', () => {
    expect(resultUrl('actualites', 'ouverture-de-la-saison', 12, 'fr')).toBe('/actualite/ouverture-de-la-saison-12')
    expect(resultUrl('emploi', 'concierge', 3, 'fr')).toBe('/emplois/concierge-3')
    expect(resultUrl('services', 'administration-de-biens', 20, 'fr')).toBe('/service/administration-de-biens-20')
    expect(resultUrl('page', 'presentation', 173, 'fr')).toBe('/page/presentation-173')
    expect(resultUrl('packages', 'pack-ski', 150, 'fr')).toBe('/page/pack-ski-150')
    expect(resultUrl('location', 'chalet-les-melezes', 1, 'fr')).toBe('/location/chalet-les-melezes-1')
    expect(resultUrl('annual_location', 'appartement-le-prado', 45, 'fr')).toBe('/location/annuelle/appartement-le-prado-45')
    expect(resultUrl('sale', 'chalet-la-tour', 7, 'fr')).toBe('/vente/chalet-la-tour-7')
  })
  it('prefixes English paths with /en', () => {
    expect(resultUrl('location', 'chalet-les-melezes', 1, 'en')).toBe('/en/location/chalet-les-melezes-1')
  })
  it('keeps the id readable by the detail routes whatever the slug', () => {
    for (const slug of ['', 'Près des pistes!', '--x--', '2024']) {
      const url = resultUrl('sale', slug, 42, 'fr')
      expect(url).toMatch(/^\/vente\/[a-z0-9-]+$/)
      expect(idFromParam(url.split('/').pop())).toBe(42)
    }
  })
})

describe('isSearchResultType', () => {
  it('knows the eight kinds', () => {
    expect(SEARCH_RESULT_TYPES).toHaveLength(8)
    expect(isSearchResultType('annual_location')).toBe(true)
    expect(isSearchResultType('invite')).toBe(false)
    expect(isSearchResultType(undefined)).toBe(false)
  })
})
