import type { Rule } from './types'

/** oneOf: one of the offered values (a radio or a select the browser could not have changed). */
export function oneOf(allowed: readonly string[]): Rule {
  return {
    code: 'oneOf',
    messageKey: 'validation.invalid',
    test: (value) => allowed.includes(value.trim()),
  }
}
