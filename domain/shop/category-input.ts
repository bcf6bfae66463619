/** A product category as the back office's form sends it: a code (new ones only) and labels fr/en. Pure. */
import type { Localized } from '../../db/schema'
import { type FormValues, text } from './form-values'
import type { FieldProblems } from './staff-messages'

const CODE = /^[a-z][a-z0-9-]{1,31}$/

export type CategoryInput = { code: string; label: Localized }

/** `withCode`: a new category chooses its code; a rename keeps it (products and addresses use it). */
export function readCategoryForm(values: FormValues, withCode: boolean): { ok: true; input: CategoryInput } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {}
  const code = text(values, 'code')
  if (withCode && !code) problems.code = { code: 'required' }
  else if (withCode && !CODE.test(code)) problems.code = { code: 'categoryCode' }
  const fr = text(values, 'labelFr')
  const en = text(values, 'labelEn')
  if (!fr) problems.labelFr = { code: 'required' }
  for (const [name, value] of [['labelFr', fr], ['labelEn', en]] as const) if (value.length > 100) problems[name] = { code: 'tooLong', detail: '100' }
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, input: { code, label: en ? { fr, en } : { fr } } }
}
