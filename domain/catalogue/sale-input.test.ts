import { describe, expect, it } from 'vitest'
import { readSaleForm, saleFormOf } from './sale-input'

const sale: Record<string, string> = {
  reference: 'V-NEW-1',
  type: 'plot',
  category: 'land',
  place: 'Lens',
  numberOfRooms: '0',
  surface: '900',
  livingSpace: '0',
  price: "1'250'000",
  latitude: '46.30',
  longitude: '7.49',
  title_fr: 'Terrain à bâtir',
  title_en: 'Building plot',
}

describe('a property for sale from the back office form', () => {
  it('reads a plot with no rooms, its price in centimes, and shows it back the same', () => {
    const result = readSaleForm({ fields: sale, amenities: [] }, 'fr')
    expect(result.ok && result.value).toMatchObject({ type: 'plot', category: 'land', numberOfRooms: 0, price: 125_000_000 })
    if (result.ok) expect(readSaleForm(saleFormOf(result.value), 'fr')).toEqual(result)
  })

  it('requires the price and both titles, and a point inside the resort area', () => {
    const result = readSaleForm({ fields: { ...sale, price: '', title_en: '', longitude: '7.6' }, amenities: [] }, 'fr')
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['latitude', 'longitude', 'price', 'title_en'])
  })

  it('refuses a type of rental that is not sold (attic) and an unknown category', () => {
    const result = readSaleForm({ fields: { ...sale, type: 'attic', category: 'castle' }, amenities: [] }, 'fr')
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['category', 'type'])
  })
})
