import type { FieldValues, Rule } from './types'

/**
 * Whether another field is "set": not blank and not an unticked checkbox ("false"). With `expected`,
 * whether it equals that value (compared as text, so a checkbox's true matches "true").
 */
export function conditionHolds(values: FieldValues, field: string, expected?: string | number | boolean): boolean {
  const other = (values[field] ?? '').trim()
  if (expected === undefined) return other !== '' && other !== 'false'
  return other === String(expected)
}

/**
 * requiredIf: required only when another field is set, or equals `expected` (SPEC §5; the message
 * of required). A return address is required only for a round trip.
 */
export function requiredIf(field: string, expected?: string | number | boolean): Rule {
  return {
    code: 'requiredIf',
    messageKey: 'validation.required',
    checksEmpty: true,
    test: (value, { values }) => !conditionHolds(values, field, expected) || value.trim() !== '',
  }
}
