import { readNumber } from './number'
import type { Rule } from './types'

/** min: a number at least `min` (a count of people, days, rooms); text that is not a number fails. */
export function min(minimum: number): Rule {
  return {
    code: 'min',
    messageKey: 'validation.min',
    params: { min: minimum },
    test: (value) => {
      const number = readNumber(value)
      return number !== null && number >= minimum
    },
  }
}
