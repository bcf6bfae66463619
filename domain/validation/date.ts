import { parseSwissDate } from '../format/date'
import type { Rule } from './types'

/** date: a real calendar date written DD.MM.YYYY, optionally within bounds (ISO, inclusive). */
export function swissDate(options: { min?: string; max?: string } = {}): Rule {
  return {
    code: 'date',
    messageKey: 'validation.invalid',
    test: (value) => {
      const iso = parseSwissDate(value)
      if (!iso) return false
      return (!options.min || iso >= options.min) && (!options.max || iso <= options.max)
    },
  }
}
