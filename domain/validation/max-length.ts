import type { Rule } from './types'

/** maxLength: at most `max` characters (counted as the person sees them, not in UTF-16 units). */
export function maxLength(max: number): Rule {
  return {
    code: 'maxLength',
    messageKey: 'validation.maxLength',
    params: { max },
    test: (value) => [...value.trim()].length <= max,
  }
}
