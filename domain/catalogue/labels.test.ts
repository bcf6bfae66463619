import { describe, expect, it } from 'vitest'
import { LOCATION_TYPES, SALE_TYPES, typeLabel, typeOptions } from './labels'

describe('type labels', () => {
  it('translates the types', () => {
    expect(typeLabel('apartment', 'fr')).toBe('Appartement')
    expect(typeLabel('apartment', 'en')).toBe('Apartment')
    expect(typeLabel('attic', 'fr')).toBe('Attique')
    expect(typeLabel('attic', 'en')).toBe('Attic flat')
    expect(typeLabel('plot', 'fr')).toBe('Terrain')
    expect(typeLabel('commercial', 'en')).toBe('Commercial premises')
    expect(typeLabel('castle', 'en')).toBe('castle')
  })
  it('lists the present types once, in the usual order', () => {
    expect(typeOptions(['studio', 'chalet', 'studio'], LOCATION_TYPES, 'en')).toEqual([
      { code: 'chalet', label: 'Chalet' },
      { code: 'studio', label: 'Studio' },
    ])
    expect(typeOptions(['plot', 'apartment'], SALE_TYPES, 'fr').map((t) => t.label)).toEqual(['Appartement', 'Terrain'])
  })
})
