import { describe, expect, it } from 'vitest'
import { cartSections, contextDetails, contextLines, contextValueText, personsOf } from './display'
import type { CartItemView } from './types'

const item = (id: number, category: string, extra: Partial<CartItemView> = {}): CartItemView => ({
  id,
  quantity: 1,
  reference: `P-${id}`,
  title: `Item ${id}`,
  subTitle: '',
  total: 1000,
  totalExcludingTax: 925,
  vatRate: 810,
  context: { startPeriod: null, endPeriod: null, data: [] },
  details: [],
  product: { id: 100 + id, category },
  linkedToItem: null,
  available: true,
  message: null,
  touristTax: 0,
  stay: null,
  subscriber: null,
  hold: null,
  ...extra,
})

describe('contextValueText', () => {
  it('shows booleans as Oui/Non in French and Yes/No in English', () => {
    expect(contextValueText(true, 'fr')).toBe('Oui')
    expect(contextValueText(false, 'fr')).toBe('Non')
    expect(contextValueText(true, 'en')).toBe('Yes')
    expect(contextValueText(false, 'en')).toBe('No')
  })
  it('shows ISO dates as DD.MM.YYYY and leaves out empty values', () => {
    expect(contextValueText('2026-12-24', 'fr')).toBe('24.12.2026')
    expect(contextValueText('Sion', 'fr')).toBe('Sion')
    expect(contextValueText(3, 'fr')).toBe('3')
    expect(contextValueText('', 'fr')).toBeNull()
    expect(contextValueText(null, 'fr')).toBeNull()
  })
})

describe('contextLines', () => {
  const entry = {
    quantity: 2,
    startPeriod: '2026-12-19',
    endPeriod: '2026-12-26',
    subscriber: 'x',
    rooms: 4,
    people: 3,
    roundTrip: true,
    dateFrom: '2026-12-20',
  }
  it('hides quantity, startPeriod, endPeriod, subscriber and rooms', () => {
    expect(contextLines(entry, 7, 'fr')).toEqual([
      { field: 'people', value: '3' },
      { field: 'roundTrip', value: 'Oui' },
      { field: 'dateFrom', value: '20.12.2026' },
    ])
  })
  it('shows rooms for product 5 only', () => {
    expect(contextLines(entry, 5, 'en').map((l) => l.field)).toEqual(['rooms', 'people', 'roundTrip', 'dateFrom'])
    expect(contextLines(entry, 5, 'en')[2]).toEqual({ field: 'roundTrip', value: 'Yes' })
  })
})

describe('cartSections', () => {
  it('groups rentals with their options, packages and services', () => {
    const items = [
      item(1, 'rental'),
      item(2, 'option', { linkedToItem: 1 }),
      item(3, 'package'),
      item(4, 'service'),
      item(5, 'option'),
    ]
    const sections = cartSections(items)
    expect(sections.locations.map((g) => [g.item.id, g.options.map((o) => o.id)])).toEqual([[1, [2]]])
    expect(sections.packages.map((i) => i.id)).toEqual([3])
    expect(sections.services.map((i) => i.id)).toEqual([4, 5])
  })
})

describe('personsOf', () => {
  it('sums the people of every line', () => {
    expect(personsOf(item(1, 'rental', { context: { startPeriod: null, endPeriod: null, data: [{ people: 2 }, { people: '3' }] } }))).toBe(5)
    expect(personsOf(item(1, 'rental'))).toBeNull()
  })
})

describe('contextDetails', () => {
  const model = {
    code: 'transfer',
    title: { fr: 'Transfert' },
    bulk: false,
    carried: [],
    fields: [
      { name: 'people', type: 'select' as const, label: { fr: 'Personnes', en: 'People' }, rules: [], min: 1, max: 8 },
      {
        name: 'trip', type: 'radio' as const, label: { fr: 'Trajet', en: 'Trip' }, rules: [],
        options: [{ value: 'oneWay', label: { fr: 'Aller simple', en: 'One way' } }, { value: 'roundTrip', label: { fr: 'Aller-retour', en: 'Round trip' } }],
      },
      { name: 'childSeat', type: 'checkbox' as const, label: { fr: 'Siège enfant', en: 'Child seat' }, rules: [] },
    ],
  }
  it('names each field and choice with the model’s labels in the asked language', () => {
    const entries = [{ people: 3, trip: 'roundTrip', childSeat: false, quantity: 1 }]
    expect(contextDetails(model, entries, 1, 'fr')).toEqual([[
      { field: 'people', label: 'Personnes', value: '3' },
      { field: 'trip', label: 'Trajet', value: 'Aller-retour' },
      { field: 'childSeat', label: 'Siège enfant', value: 'Non' },
    ]])
    expect(contextDetails(model, entries, 1, 'en')[0]?.[1]).toEqual({ field: 'trip', label: 'Trip', value: 'Round trip' })
  })
  it('names a country and a Swiss canton, and leaves a region of another country as written', () => {
    const places = {
      ...model,
      fields: [
        { name: 'country', type: 'country' as const, label: { fr: 'Pays', en: 'Country' }, rules: [] },
        { name: 'state', type: 'state' as const, label: { fr: 'Canton', en: 'Canton' }, rules: [], countryField: 'country' },
      ],
    }
    const entries = [{ country: 'CH', state: 'VS' }, { country: 'FR', state: 'Savoie' }, { country: 'CH', state: 'XX' }]
    expect(contextDetails(places, entries, 4, 'fr').map((lines) => lines.map((l) => l.value))).toEqual([
      ['Suisse', 'Valais'],
      ['France', 'Savoie'],
      ['Suisse', 'XX'],
    ])
    expect(contextDetails(places, entries, 4, 'en').map((lines) => lines.map((l) => l.value))).toEqual([
      ['Switzerland', 'Valais'],
      ['France', 'Savoie'],
      ['Switzerland', 'XX'],
    ])
    expect(contextDetails(places, [{ country: 'Atlantis' }], 4, 'en')[0]?.[0]?.value).toBe('Atlantis')
  })
  it('leaves the label to the page for a field the model does not name', () => {
    expect(contextDetails(null, [{ people: 2 }], 1, 'fr')).toEqual([[{ field: 'people', label: null, value: '2' }]])
  })
})
