import { describe, expect, it } from 'vitest'
import { cantonOptions, countryOptions } from './countries'
import { categoryParam, productPath, productsPath } from './paths'

describe('product addresses', () => {
  it('ends with the id as the last dash segment', () => {
    expect(productPath({ id: 5, title: 'Nettoyage de fin de séjour' })).toBe('/produit/nettoyage-de-fin-de-sejour-5')
    expect(productPath({ id: 7, title: '—' })).toBe('/produit/7')
  })
  it('filters the list by category', () => {
    expect(productsPath('service')).toBe('/produits?categorie=service')
    expect(productsPath()).toBe('/produits')
    expect(categoryParam('package')).toBe('package')
    expect(categoryParam('rental')).toBeNull()
    expect(categoryParam(null)).toBeNull()
  })
})

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
