import { parseSwissDate } from '../format/date'
import type { Rule } from './types'

export const ADULT_AGE = 18

/**
 * Whether a person born on `birthdate` (YYYY-MM-DD) is at least `age` on `today` (YYYY-MM-DD).
 * Calendar arithmetic on the strings: no time zone can shift a birthday. Someone born on
 * 29 February comes of age on 1 March in a common year.
 */
export function isAtLeast(age: number, birthdate: string, today: string): boolean {
  const year = Number(birthdate.slice(0, 4)) + age
  const anniversary = `${String(year).padStart(4, '0')}${birthdate.slice(4, 10)}`
  return anniversary <= today
}

/** adult: a birthdate in DD.MM.YYYY of someone at least 18 today (SPEC §5, §9 "minimum age 18"). */
export function adult(options: { age?: number } = {}): Rule {
  const age = options.age ?? ADULT_AGE
  return {
    code: 'adult',
    messageKey: 'validation.adult',
    test: (value, { today }) => {
      const birthdate = parseSwissDate(value)
      return birthdate !== null && isAtLeast(age, birthdate, today)
    },
  }
}
