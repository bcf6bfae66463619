import { parseSwissDate } from '../format/date'
import type { Rule } from './types'

/**
 * notBeforeNow: a date written DD.MM.YYYY that is today or later, today being the calendar date in
 * Europe/Zurich (SPEC §5 "must not be earlier than now"). An unreadable date fails too.
 */
export const notBeforeNow: Rule = {
  code: 'notBeforeNow',
  messageKey: 'validation.invalid',
  test: (value, { today }) => {
    const iso = parseSwissDate(value)
    return iso !== null && iso >= today
  },
}
