import type { Rule } from './types'

/** confirm: equals another field of the form, by default `password` (SPEC §5). */
export function confirm(field = 'password'): Rule {
  return {
    code: 'confirm',
    messageKey: 'validation.confirm',
    checksEmpty: true,
    test: (value, { values }) => value === (values[field] ?? ''),
  }
}
