/**
 * A reduction code as the back office's form sends it, read and checked: the code written the way
 * the checkout compares it (normalizeCode), a percentage in basis points or an amount in centimes
 * (the units the cart's rules read), validity dates, a usage limit and a minimum total. Pure.
 */
import type { ReductionKind } from './cart/types'
import { normalizeCode, type ReductionCodeRule } from './cart/reduction'
import { type FormValues, readFrancs, readIsoDate, text } from './form-values'
import type { FieldErrors } from '../validation'
import { shopError } from './staff-messages'

export const REDUCTION_FIELDS = ['code', 'kind', 'value', 'validFrom', 'validTo', 'usageLimit', 'minimumTotal'] as const

/** A reduction code as staff set it: its rule, without the count of its uses. */
export type ReductionInput = Omit<ReductionCodeRule, 'usedCount'>

const CODE = /^[A-Z0-9][A-Z0-9_-]{2,31}$/

function readValue(kind: string, raw: string): number | null {
  const amount = readFrancs(raw)
  if (amount === null) return null
  // readFrancs reads "12.5" as 1250 hundredths: basis points for a percentage, centimes for francs.
  if (kind === 'percent') return amount >= 1 && amount <= 10_000 ? amount : null
  return amount > 0 ? amount : null
}

/** The form's values, or the problem of each wrong field. `usedCount`: uses the code already has. */
export function readReductionForm(values: FormValues, locale: string, usedCount = 0): { ok: true; input: ReductionInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const code = normalizeCode(values.code)
  if (!code) errors.code = shopError({ code: 'required' }, locale)
  else if (!CODE.test(code)) errors.code = shopError({ code: 'code' }, locale)
  const kind = text(values, 'kind')
  if (kind !== 'percent' && kind !== 'fixed') errors.kind = shopError({ code: 'reductionKind' }, locale)
  const value = readValue(kind, text(values, 'value'))
  if (!text(values, 'value')) errors.value = shopError({ code: 'required' }, locale)
  else if (value === null && !errors.kind) errors.value = shopError({ code: kind === 'percent' ? 'percent' : 'fixedAmount' }, locale)
  const dates = { validFrom: text(values, 'validFrom'), validTo: text(values, 'validTo') }
  for (const name of ['validFrom', 'validTo'] as const) if (dates[name] && !readIsoDate(dates[name])) errors[name] = shopError({ code: 'date' }, locale)
  if (!errors.validFrom && !errors.validTo && dates.validFrom && dates.validTo && dates.validTo < dates.validFrom) errors.validTo = shopError({ code: 'dateOrder' }, locale)
  const limitText = text(values, 'usageLimit')
  const usageLimit = limitText === '' ? null : /^\d{1,7}$/.test(limitText) && Number(limitText) >= 1 ? Number(limitText) : NaN
  if (Number.isNaN(usageLimit)) errors.usageLimit = shopError({ code: 'usageLimit' }, locale)
  else if (usageLimit !== null && usageLimit < usedCount) errors.usageLimit = shopError({ code: 'usageBelowUsed', detail: String(usedCount) }, locale)
  const minimumText = text(values, 'minimumTotal')
  const minimumTotal = minimumText === '' ? null : readFrancs(minimumText)
  if (minimumText !== '' && minimumTotal === null) errors.minimumTotal = shopError({ code: 'amount' }, locale)
  if (Object.keys(errors).length > 0 || value === null || Number.isNaN(usageLimit)) return { ok: false, errors }
  return {
    ok: true,
    input: {
      code,
      kind: kind as ReductionKind,
      value,
      validFrom: dates.validFrom || null,
      validTo: dates.validTo || null,
      usageLimit,
      minimumTotal,
    },
  }
}
