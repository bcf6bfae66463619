import type { Rule } from './types'

/** A checkbox sends "true" or "on" when ticked (a JSON body sends true, kept as "true"). */
export function isTicked(value: string): boolean {
  return value === 'true' || value === 'on'
}

/** checked: the box must be ticked, e.g. the general terms (SPEC §5: message of required). */
export const checked: Rule = {
  code: 'checked',
  messageKey: 'validation.required',
  checksEmpty: true,
  test: isTicked,
}
