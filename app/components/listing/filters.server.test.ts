import { describe, expect, it } from 'vitest'
import { readLocationFilter, readSaleFilter } from './filters.server'

describe('readSaleFilter', () => {
  it('keeps good filters and leaves out a refused one with the value it refused', () => {
    const { filter, problems } = readSaleFilter(new URLSearchParams('type=villa&priceMax=900000&sort=price_desc'))
    expect(filter).toMatchObject({ maxPrice: 90_000_000, sort: 'price_desc' })
    expect(problems).toEqual([expect.objectContaining({ field: 'type', code: 'value', value: 'villa' })])
  })
  it('leaves out a maximum price below the minimum as a range problem', () => {
    const { filter, problems } = readSaleFilter(new URLSearchParams('priceMin=500000&priceMax=100000'))
    expect(filter).toMatchObject({ minPrice: 50_000_000, maxPrice: undefined })
    expect(problems).toEqual([expect.objectContaining({ field: 'priceMax', code: 'range' })])
  })
  it('has no problem for an address without filters', () => {
    expect(readSaleFilter(new URLSearchParams(''))).toEqual({ filter: { sort: 'price_asc' }, problems: [] })
  })
})

describe('readLocationFilter', () => {
  it('names the refused value so the page can say it in the visitor’s language', () => {
    const { problems } = readLocationFilter({ rooms: 'abc' }, 'weekly')
    expect(problems).toEqual([expect.objectContaining({ field: 'rooms', code: 'value', value: 'abc' })])
  })
})
