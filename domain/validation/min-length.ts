import type { Rule } from './types'

/** minLength: at least `min` characters, counted as the person sees them. */
export function minLength(min: number): Rule {
  return {
    code: 'minLength',
    messageKey: 'validation.minLength',
    params: { min },
    test: (value) => [...value].length >= min,
  }
}
