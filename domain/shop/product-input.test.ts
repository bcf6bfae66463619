import { describe, expect, it } from 'vitest'
import { buildProducts } from '../../db/seed/data/products'
import { messagesOf } from '../validation'
import { readProductForm } from './product-input'
import { checkContextModelText, checkPricingText } from './structures'

const MODEL = {
  code: 'transfer',
  title: { fr: 'Votre transfert', en: 'Your transfer' },
  bulk: false,
  carried: [],
  fields: [
    { name: 'people', type: 'select', label: { fr: 'Personnes' }, min: 1, max: 8, rules: [{ kind: 'required' }] },
    { name: 'childSeat', type: 'checkbox', label: { fr: 'Siège enfant' }, rules: [] },
  ],
}

const form = (changes: Record<string, string> = {}) => ({
  reference: 'TRF-GVA',
  category: 'service',
  type: 'transfer',
  titleFr: 'Transfert Genève',
  titleEn: 'Geneva transfer',
  descriptionFr: '',
  descriptionEn: '',
  basePrice: '180.50',
  vatKind: 'standard',
  contentId: '',
  contextModel: JSON.stringify(MODEL),
  pricing: JSON.stringify({ kind: 'perUnit', units: ['people'], addOns: [{ field: 'childSeat', price: 1500 }] }),
  ...changes,
})

describe('the product form', () => {
  it('reads a complete form: amounts in centimes, texts fr/en, the structures as the shop reads them', () => {
    const result = readProductForm(form({ bulk: 'true' }), 'en')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.input).toMatchObject({ reference: 'TRF-GVA', basePrice: 18_050, bulk: true, title: { fr: 'Transfert Genève', en: 'Geneva transfer' }, description: { fr: '' } })
    expect(result.input.contextModel.bulk).toBe(true)
    expect(result.input.contextModel.fields.map((f) => f.name)).toEqual(['people', 'childSeat'])
  })

  it('accepts the context model and pricing of every demo product, as they are stored', () => {
    for (const product of buildProducts()) {
      const model = checkContextModelText(JSON.stringify(product.contextModel), product.bulk)
      expect(model.ok, product.reference).toBe(true)
      expect(checkPricingText(JSON.stringify(product.pricing), model.ok ? model.value : null).ok, product.reference).toBe(true)
    }
  })

  it('names each wrong field, in French and English', () => {
    const result = readProductForm(form({ reference: 'a b', category: 'rental', titleFr: ' ', basePrice: '12.345', vatKind: 'reduced', contentId: 'x' }), 'en')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['basePrice', 'category', 'contentId', 'reference', 'titleFr', 'vatKind'])
    expect(messagesOf(result.errors).category).toMatch(/rental’s own page/)
    expect(readProductForm(form({ titleFr: ' ' }), 'fr')).toMatchObject({ ok: false, errors: { titleFr: { code: 'required', message: 'Ce champ est obligatoire.' } } })
  })

  it('refuses a context model the shop would read differently, saying where', () => {
    const problem = (model: unknown) => {
      const result = readProductForm(form({ contextModel: typeof model === 'string' ? model : JSON.stringify(model) }), 'en')
      return result.ok ? null : messagesOf(result.errors).contextModel
    }
    expect(problem('{"code": ')).toMatch(/^This text is not valid JSON/)
    expect(problem([])).toMatch(/JSON object/)
    expect(problem({ ...MODEL, fields: [MODEL.fields[0], { name: 'x', type: 'slider', label: { fr: 'X' }, rules: [] }] })).toMatch(/Field n° 2 \(x\) not understood/)
    expect(problem({ ...MODEL, fields: [MODEL.fields[0], MODEL.fields[0]] })).toMatch(/Field n° 2 \(people\)/)
    expect(problem({ ...MODEL, fields: [{ ...MODEL.fields[0], rules: [{ kind: 'min' }] }] })).toMatch(/Field n° 1 \(people\): a rule is unknown/)
    expect(problem({ ...MODEL, fields: [{ ...MODEL.fields[0], rules: [{ kind: 'requiredIf', field: 'nowhere' }] }] })).toMatch(/refers to a field/)
    expect(problem({ ...MODEL, code: 'two words' })).toMatch(/"code"/)
  })

  it('refuses a formula the shop cannot price, or one that counts on a field the form lacks', () => {
    const problem = (pricing: unknown) => {
      const result = readProductForm(form({ pricing: JSON.stringify(pricing) }), 'en')
      return result.ok ? null : messagesOf(result.errors).pricing
    }
    expect(problem({ kind: 'perUnit', units: [] })).toMatch(/Unknown or incomplete formula/)
    expect(problem({ kind: 'fixed', addOns: [{ field: 'childSeat', price: 12.5 }] })).toMatch(/Unknown or incomplete/)
    expect(problem({ kind: 'table', field: 'days', prices: { 1: 5000 } })).toBe('The formula counts on the field "days", which the product’s form lacks.')
    expect(problem({ kind: 'fixed' })).toBeNull()
  })
})
