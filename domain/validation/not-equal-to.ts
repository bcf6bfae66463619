import type { Rule } from './types'

/** notEqualTo: differs from another field, ignoring case (a password that is not the e-mail). */
export function notEqualTo(field: string): Rule {
  return {
    code: 'notEqualTo',
    messageKey: 'validation.notEqualTo',
    test: (value, { values }) => value.trim().toLowerCase() !== (values[field] ?? '').trim().toLowerCase(),
  }
}
