import type { Rule } from './types'

/**
 * quantity: a whole number from 1 to `maximum`. An empty quantity passes (it counts as 1, SPEC §3);
 * a larger one is refused with a message, where it used to be cut to the maximum without a word.
 */
export function quantity(maximum: number): Rule {
  return {
    code: 'quantity',
    messageKey: 'validation.quantity',
    params: { max: maximum },
    test: (value) => /^\d{1,15}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= maximum,
  }
}
