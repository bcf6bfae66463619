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
import type { FieldErrors } from '../validation'
import { shopError } from './staff-messages'
import { checkContextModelText, checkPricingText } from './structures'

import { VAT_KINDS, type VatKind } from '../vat/rates'

export { VAT_KINDS }
export type VatKindChoice = VatKind

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
export function readProductForm(values: FormValues, locale: string): { ok: true; input: ProductInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const reference = text(values, 'reference')
  if (!reference) errors.reference = shopError({ code: 'required' }, locale)
  else if (!REFERENCE.test(reference)) errors.reference = shopError({ code: 'reference' }, locale)
  const category = text(values, 'category')
  if (!category) errors.category = shopError({ code: 'required' }, locale)
  else if (category === 'rental') errors.category = shopError({ code: 'rentalCategory' }, locale)
  const type = text(values, 'type')
  if (!type) errors.type = shopError({ code: 'required' }, locale)
  else if (!TYPE.test(type)) errors.type = shopError({ code: 'type' }, locale)
  const title = { fr: text(values, 'titleFr'), en: text(values, 'titleEn') }
  if (!title.fr) errors.titleFr = shopError({ code: 'required' }, locale)
  for (const [name, value, max] of [
    ['titleFr', title.fr, LIMITS.title],
    ['titleEn', title.en, LIMITS.title],
    ['descriptionFr', text(values, 'descriptionFr'), LIMITS.description],
    ['descriptionEn', text(values, 'descriptionEn'), LIMITS.description],
  ] as const) {
    if (value.length > max) errors[name] = shopError({ code: 'tooLong', detail: String(max) }, locale)
  }
  const basePrice = readFrancs(text(values, 'basePrice'))
  if (!text(values, 'basePrice')) errors.basePrice = shopError({ code: 'required' }, locale)
  else if (basePrice === null) errors.basePrice = shopError({ code: 'amount' }, locale)
  const vatKind = text(values, 'vatKind') as VatKindChoice
  if (!VAT_KINDS.includes(vatKind)) errors.vatKind = shopError({ code: 'vatKind' }, locale)
  const bulk = values.bulk === 'true' || values.bulk === 'on'
  const contentText = text(values, 'contentId')
  const contentId = contentText === '' ? null : /^\d{1,9}$/.test(contentText) ? Number(contentText) : NaN
  if (Number.isNaN(contentId)) errors.contentId = shopError({ code: 'content' }, locale)

  const modelText = text(values, 'contextModel')
  const model = modelText.length > LIMITS.json ? null : modelText ? checkContextModelText(modelText, bulk) : null
  if (!modelText) errors.contextModel = shopError({ code: 'required' }, locale)
  else if (!model) errors.contextModel = shopError({ code: 'tooLong', detail: String(LIMITS.json) }, locale)
  else if (!model.ok) errors.contextModel = shopError(model.problem, locale)
  const pricingText = text(values, 'pricing')
  const pricing = pricingText && pricingText.length <= LIMITS.json ? checkPricingText(pricingText, model?.ok ? model.value : null) : null
  if (!pricingText) errors.pricing = shopError({ code: 'required' }, locale)
  else if (!pricing) errors.pricing = shopError({ code: 'tooLong', detail: String(LIMITS.json) }, locale)
  else if (!pricing.ok) errors.pricing = shopError(pricing.problem, locale)

  if (Object.keys(errors).length > 0 || !model?.ok || !pricing?.ok || basePrice === null) return { ok: false, errors }
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
