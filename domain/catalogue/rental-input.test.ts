import { describe, expect, it } from 'vitest'
import { readRentalForm } from './rental-input'

const weekly: Record<string, string> = {
  kind: 'weekly',
  reference: 'CM-NEW-1',
  type: 'chalet',
  place: 'Crans',
  numberOfRooms: '4',
  persons: '6',
  surface: '120',
  livingSpace: '100',
  comfortClass: '4',
  latitude: '46.31',
  longitude: '7.48',
  title_fr: 'Chalet des Mélèzes',
  title_en: 'Larch chalet',
  included_finalCleaning: 'true',
  deposit: "1'000.50",
}

const read = (changes: Record<string, string>, amenities: string[] = [], locale = 'fr') => readRentalForm({ fields: { ...weekly, ...changes }, amenities }, locale)

describe('a rental from the back office form', () => {
  it('reads a complete weekly rental, money in centimes, included items ticked', () => {
    const result = read({}, ['wifi', 'sauna', 'wifi'])
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value).toMatchObject({ kind: 'weekly', numberOfRooms: 4, bedrooms: 0, floor: null, amenities: ['wifi', 'sauna'], monthlyRent: null })
    expect(result.value.included).toMatchObject({ finalCleaning: true, bedSheets: false, deposit: 100_050 })
    expect(result.value.texts.fr.title).toBe('Chalet des Mélèzes')
  })

  it('accepts the corners of the resort area and refuses a point outside it, on both coordinates', () => {
    expect(read({ latitude: '46.292457', longitude: '7.469457' }).ok).toBe(true)
    expect(read({ latitude: '46.357306', longitude: '7.50994' }).ok).toBe(true)
    const outside = read({ latitude: '46.2', longitude: '7.48' })
    const outsideEn = read({ latitude: '46.2', longitude: '7.48' }, [], 'en')
    expect(outside.ok).toBe(false)
    if (outside.ok || outsideEn.ok) return
    expect(outside.errors.latitude?.message).toMatch(/région de Crans-Montana/)
    expect(outsideEn.errors.longitude?.message).toMatch(/Crans-Montana area/)
    expect(outside.errors.latitude?.message).toBe('Le point doit se trouver dans la région de Crans-Montana (latitude 46.292457 à 46.357306, longitude 7.469457 à 7.50994).')
  })

  it('requires the title in French and in English', () => {
    const result = read({ title_fr: ' ', title_en: '' })
    const resultEn = read({ title_fr: ' ', title_en: '' }, [], 'en')
    expect(result.ok).toBe(false)
    if (result.ok || resultEn.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['title_en', 'title_fr'])
    expect([result.errors.title_fr?.message, resultEn.errors.title_fr?.message]).toEqual(['Ce champ est obligatoire.', 'This field is required.'])
    expect(result.errors.title_fr).toMatchObject({ code: 'required', key: 'backOffice.required' })
  })

  it('names every bad field at once', () => {
    const result = read({ kind: 'monthly', type: 'castle', persons: '2.5', comfortClass: '9', reference: 'a b', latitude: 'north' }, ['jacuzzi'])
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['amenities', 'comfortClass', 'kind', 'latitude', 'persons', 'reference', 'type'])
  })

  it('asks an annual rental for its monthly rent and keeps no included items', () => {
    const missing = read({ kind: 'annual' })
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(Object.keys(missing.errors)).toEqual(['monthlyRent'])
    const annual = read({ kind: 'annual', monthlyRent: '2400', monthlyCharges: '250', availableFrom: '2027-02-01' })
    expect(annual.ok && annual.value).toMatchObject({ monthlyRent: 240_000, monthlyCharges: 25_000, availableFrom: '2027-02-01', included: null })
    expect(read({ kind: 'annual', monthlyRent: '2400', availableFrom: '2027-02-30' }).ok).toBe(false)
  })

  it('refuses a renovation before the construction', () => {
    const result = read({ constructionYear: '1990', renovationYear: '1980' })
    expect(!result.ok && Object.keys(result.errors)).toEqual(['renovationYear'])
  })
})

describe('a saved rental shown in its form again', () => {
  it('reads back to the same values', async () => {
    const { rentalFormOf } = await import('./rental-input')
    const first = read({ bedrooms: '3', floor: '-1', renovationYear: '2020', constructionYear: '1975' }, ['wifi'])
    expect(first.ok).toBe(true)
    if (!first.ok) return
    const again = readRentalForm(rentalFormOf(first.value), 'fr')
    expect(again).toEqual(first)
  })
})

describe('the amenities of a rental', () => {
  it('refuses an empty or unknown amenity, as any value not offered', () => {
    expect(read({}, ['']).ok).toBe(false)
    expect(read({}, ['wifi', 'wifi,sauna']).ok).toBe(false)
    expect(read({}, []).ok).toBe(true)
  })
})
