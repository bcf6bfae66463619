/**
 * A product as the back office's form sends it, read and checked in one place: every field of the
 * products table, texts in French and English, the context model and the pricing formula checked by
 * the shop's own readers (structures.ts). Pure; the database checks (reference taken, category and
 * content exist) are in products.server.ts.
 */
import type { Localized } from '../../db/schema'
import type { ContextModel } from './context'
import type { PricingFormula } from './pricing'
import { type FormValues, readFrancs, text } from './form-values'
import type { FieldProblems } from './staff-messages'
import { checkContextModelText, checkPricingText } from './structures'

export const VAT_KINDS = ['standard', 'accommodation'] as const
export type VatKindChoice = (typeof VAT_KINDS)[number]

/** The fields of the form, in their order on the page (the error summary follows it). */
export const PRODUCT_FIELDS = [
  'reference',
  'category',
  'type',
  'titleFr',
  'titleEn',
  'descriptionFr',
  'descriptionEn',
  'basePrice',
  'vatKind',
  'bulk',
  'contentId',
  'contextModel',
  'pricing',
] as const

export type ProductInput = {
  reference: string
  category: string
  type: string
  title: Localized
  description: Localized
  basePrice: number
  vatKind: VatKindChoice
  bulk: boolean
  contentId: number | null
  contextModel: ContextModel
  pricing: PricingFormula
}

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9_-]{1,63}$/
const TYPE = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/
const LIMITS = { title: 200, description: 10_000, json: 50_000 }

function localized(fr: string, en: string): Localized {
  return en ? { fr, en } : { fr }
}

/** The form's values, or the problem of each field that is wrong (then nothing may be saved). */
export function readProductForm(values: FormValues): { ok: true; input: ProductInput } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {}
  const reference = text(values, 'reference')
  if (!reference) problems.reference = { code: 'required' }
  else if (!REFERENCE.test(reference)) problems.reference = { code: 'reference' }
  const category = text(values, 'category')
  if (!category) problems.category = { code: 'required' }
  else if (category === 'rental') problems.category = { code: 'rentalCategory' }
  const type = text(values, 'type')
  if (!type) problems.type = { code: 'required' }
  else if (!TYPE.test(type)) problems.type = { code: 'type' }
  const title = { fr: text(values, 'titleFr'), en: text(values, 'titleEn') }
  if (!title.fr) problems.titleFr = { code: 'required' }
  for (const [name, value, max] of [
    ['titleFr', title.fr, LIMITS.title],
    ['titleEn', title.en, LIMITS.title],
    ['descriptionFr', text(values, 'descriptionFr'), LIMITS.description],
    ['descriptionEn', text(values, 'descriptionEn'), LIMITS.description],
  ] as const) {
    if (value.length > max) problems[name] = { code: 'tooLong', detail: String(max) }
  }
  const basePrice = readFrancs(text(values, 'basePrice'))
  if (!text(values, 'basePrice')) problems.basePrice = { code: 'required' }
  else if (basePrice === null) problems.basePrice = { code: 'amount' }
  const vatKind = text(values, 'vatKind') as VatKindChoice
  if (!VAT_KINDS.includes(vatKind)) problems.vatKind = { code: 'vatKind' }
  const bulk = values.bulk === 'true' || values.bulk === 'on'
  const contentText = text(values, 'contentId')
  const contentId = contentText === '' ? null : /^\d{1,9}$/.test(contentText) ? Number(contentText) : NaN
  if (Number.isNaN(contentId)) problems.contentId = { code: 'content' }

  const modelText = text(values, 'contextModel')
  const model = modelText.length > LIMITS.json ? null : modelText ? checkContextModelText(modelText, bulk) : null
  if (!modelText) problems.contextModel = { code: 'required' }
  else if (!model) problems.contextModel = { code: 'tooLong', detail: String(LIMITS.json) }
  else if (!model.ok) problems.contextModel = model.problem
  const pricingText = text(values, 'pricing')
  const pricing = pricingText && pricingText.length <= LIMITS.json ? checkPricingText(pricingText, model?.ok ? model.value : null) : null
  if (!pricingText) problems.pricing = { code: 'required' }
  else if (!pricing) problems.pricing = { code: 'tooLong', detail: String(LIMITS.json) }
  else if (!pricing.ok) problems.pricing = pricing.problem

  if (Object.keys(problems).length > 0 || !model?.ok || !pricing?.ok || basePrice === null) return { ok: false, problems }
  return {
    ok: true,
    input: {
      reference,
      category,
      type,
      title: localized(title.fr, title.en),
      description: localized(text(values, 'descriptionFr'), text(values, 'descriptionEn')),
      basePrice,
      vatKind,
      bulk,
      contentId,
      contextModel: model.value,
      pricing: pricing.value,
    },
  }
}
