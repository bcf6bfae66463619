import { describe, expect, it } from 'vitest'
import { KNOWN_ADDRESSES } from '../../../domain/address'
import { checkContext, type ContextEntry, type ContextField, normalizeEntries, numberChoices, parseContextModel } from '../../../domain/shop/context'
import { parsePricing, priceContext } from '../../../domain/shop/pricing'
import { buildPackages } from './packages'
import { buildProducts, FINAL_CLEANING_ID } from './products'

const catalogue = buildProducts()
const today = '2026-11-23'
const addresses = KNOWN_ADDRESSES.map((a) => a.label)

/** A valid value for each field, as a visitor would fill the form. */
function filled(field: ContextField): string | number | boolean {
  switch (field.type) {
    case 'date':
      return '15.01.2027'
    case 'select':
      return field.options?.length ? (field.options[0]?.value as string) : (numberChoices(field)[0] as number)
    case 'radio':
      return field.options?.[0]?.value as string
    case 'fullAddress':
      return addresses[0] as string
    case 'checkbox':
      return true
    case 'email':
      return 'anne@example.ch'
    case 'country':
      return 'CH'
    case 'state':
      return 'VS'
    default:
      return field.rules.some((r) => r.kind === 'phone') ? '079 123 45 67' : 'Deux enfants de 4 et 7 ans'
  }
}

describe('the catalogue', () => {
  it('has fixed ids from 1, unique references, in three categories', () => {
    expect(catalogue.map((p) => p.id)).toEqual(catalogue.map((_, i) => i + 1))
    expect(new Set(catalogue.map((p) => p.reference)).size).toBe(catalogue.length)
    expect(new Set(catalogue.map((p) => p.category))).toEqual(new Set(['option', 'package', 'service']))
  })
  it('makes product 5 the final cleaning, with its rooms field', () => {
    const cleaning = catalogue.find((p) => p.id === FINAL_CLEANING_ID)
    expect(cleaning?.type).toBe('cleaning')
    expect(cleaning?.contextModel.fields.map((f) => f.name)).toContain('rooms')
    expect(catalogue.filter((p) => p.contextModel.fields.some((f) => f.name === 'rooms')).map((p) => p.id)).toEqual([FINAL_CLEANING_ID])
  })
  it('offers the three transfers with the fields of the issue, the return required only for a round trip', () => {
    const transfers = catalogue.filter((p) => p.type === 'transfer')
    expect(transfers.map((p) => p.title.en)).toEqual([
      'Geneva Airport – Crans-Montana transfer',
      'Sion Airport – Crans-Montana transfer',
      'Sierre station – Crans-Montana transfer',
    ])
    for (const transfer of transfers) {
      const names = transfer.contextModel.fields.map((f) => f.name)
      expect(names).toEqual(expect.arrayContaining(['trip', 'dateFrom', 'addressFrom', 'addressTo', 'people', 'returnDateFrom', 'returnAddressFrom', 'returnAddressTo']))
      for (const name of ['returnDateFrom', 'returnAddressFrom', 'returnAddressTo']) {
        expect(transfer.contextModel.fields.find((f) => f.name === name)?.rules[0]).toEqual({ kind: 'requiredIf', field: 'trip', value: 'roundTrip' })
      }
    }
  })
  it('sells ski passes in bulk lines, each with its people count and days', () => {
    const pass = catalogue.find((p) => p.type === 'skiPass')
    expect(pass?.bulk).toBe(true)
    expect(pass?.contextModel.bulk).toBe(true)
    expect(pass?.contextModel.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['days', 'people', 'dateFrom']))
  })
  it('has one product per package of the three boxes, typed by its box, on its package page', () => {
    const packs = catalogue.filter((p) => p.category === 'package')
    const contents = buildPackages(new Date(0))
    expect(packs.map((p) => p.contentId)).toEqual(contents.map((c) => c.id))
    expect(new Set(packs.map((p) => p.type))).toEqual(new Set(['ski', 'wellness', 'family']))
    expect(packs.map((p) => p.basePrice)).toEqual(contents.map((c) => c.attributes.price))
  })
  it('attaches every service and option to a service page', () => {
    for (const product of catalogue.filter((p) => p.category !== 'package')) {
      expect([22, 23, 24]).toContain(product.contentId)
    }
  })
  it('stores models and formulas the shop reads back whole', () => {
    for (const product of catalogue) {
      expect(parseContextModel(JSON.parse(JSON.stringify(product.contextModel)))).toEqual(product.contextModel)
      expect(parsePricing(JSON.parse(JSON.stringify(product.pricing)))).not.toBeNull()
      expect(product.contextModel.bulk).toBe(product.bulk)
      for (const field of product.contextModel.fields) {
        expect(field.label.fr).not.toBe('')
        expect(field.label.en).toBeTruthy()
        for (const o of field.options ?? []) expect(o.label.en).toBeTruthy()
      }
    }
  })
  it('accepts and prices a filled-in context of every product, with a realistic CHF price', () => {
    for (const product of catalogue) {
      const raw = Object.fromEntries(product.contextModel.fields.map((f) => [f.name, filled(f)]))
      const entries: ContextEntry[] = normalizeEntries(product.contextModel, [raw])
      expect(checkContext(product.contextModel, entries, 'fr', { today, addressSuggestions: () => addresses }), product.reference).toEqual([{}])
      const price = priceContext(product, entries)
      expect(price, product.reference).not.toBeNull()
      expect(price as number).toBeGreaterThanOrEqual(1_000)
      expect(price as number).toBeLessThan(300_000)
      expect((price as number) % 5).toBe(0)
    }
  })
  it('prices a round trip from Geneva for 6 with a child seat', () => {
    const geneva = catalogue[0]!
    const entries = normalizeEntries(geneva.contextModel, { trip: 'roundTrip', people: 6, childSeat: true })
    expect(priceContext(geneva, entries)).toBe((42_000 + 2 * 4_500) * 2 + 1_500)
  })
})
