import { readNumber } from './number'
import type { Rule } from './types'

/** max: a number at most `max`; text that is not a number fails. */
export function max(maximum: number): Rule {
  return {
    code: 'max',
    messageKey: 'validation.max',
    params: { max: maximum },
    test: (value) => {
      const number = readNumber(value)
      return number !== null && number <= maximum
    },
  }
}
