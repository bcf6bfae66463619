/** A product category as the back office's form sends it: a code (new ones only) and labels fr/en. Pure. */
import type { Localized } from '../../db/schema'
import { type FormValues, text } from './form-values'
import type { FieldErrors } from '../validation'
import { shopError } from './staff-messages'

const CODE = /^[a-z][a-z0-9-]{1,31}$/

export type CategoryInput = { code: string; label: Localized }

/** `withCode`: a new category chooses its code; a rename keeps it (products and addresses use it). */
export function readCategoryForm(values: FormValues, withCode: boolean, locale: string): { ok: true; input: CategoryInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const code = text(values, 'code')
  if (withCode && !code) errors.code = shopError({ code: 'required' }, locale)
  else if (withCode && !CODE.test(code)) errors.code = shopError({ code: 'categoryCode' }, locale)
  const fr = text(values, 'labelFr')
  const en = text(values, 'labelEn')
  if (!fr) errors.labelFr = shopError({ code: 'required' }, locale)
  for (const [name, value] of [['labelFr', fr], ['labelEn', en]] as const) if (value.length > 100) errors[name] = shopError({ code: 'tooLong', detail: '100' }, locale)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, input: { code, label: en ? { fr, en } : { fr } } }
}
