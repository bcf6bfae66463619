/**
 * A weekly rental's stay rules as the back office's sheet edits them: fewest and most nights, the
 * weekdays a stay may begin and end on (docs/decisions/034). The rules themselves and their defaults
 * live in domain/booking/rules/stay-rules.ts; this only turns the form into the stored value (null
 * when it equals the defaults, so a rental keeps following them) and back. Pure and browser-safe.
 */
import type { Weekday } from '../booking/rules/calendar'
import { DEFAULT_STAY_RULES, LONGEST_STAY_NIGHTS, type StayRules, stayRulesOf } from '../booking/rules/stay-rules'
import { check, type FieldErrors, type FieldRules, type FieldValues, hasErrors, type Rule } from '../validation'
import { filled } from './form-rules'

/** Monday first, as the date picker shows weeks (DESIGN "Dates display"). */
export const WEEKDAYS_MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0]
export const STAY_RULE_FIELDS = ['minNights', 'maxNights', 'arrivalWeekdays', 'departureWeekdays'] as const

/** The form's field of one ticked weekday, e.g. `arrivalWeekdays_6`. */
export const weekdayField = (group: 'arrivalWeekdays' | 'departureWeekdays', day: Weekday) => `${group}_${day}`

export type StayRulesRead = { ok: true; stored: StayRules | null } | { ok: false; errors: FieldErrors }

const isNights = (value: string) => /^\d{1,4}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= LONGEST_STAY_NIGHTS
const nights: Rule = { code: 'nights', messageKey: 'backOffice.nights', params: { max: LONGEST_STAY_NIGHTS }, test: isNights }
const notBelowMin: Rule = {
  code: 'maxBelowMin',
  messageKey: 'backOffice.maxBelowMin',
  test: (value, { values }) => !isNights(values.minNights ?? '') || Number(value) >= Number(values.minNights),
}
const oneTicked = (group: 'arrivalWeekdays' | 'departureWeekdays'): Rule => ({
  code: group,
  messageKey: `backOffice.${group}`,
  checksEmpty: true,
  test: (_value, { values }) => ticked(values, group).length > 0,
})

/** The stay rules' fields and their rules, in the order of the sheet. */
export const STAY_RULES: FieldRules = {
  minNights: [filled, nights],
  maxNights: [filled, nights, notBelowMin],
  arrivalWeekdays: [oneTicked('arrivalWeekdays')],
  departureWeekdays: [oneTicked('departureWeekdays')],
}

function ticked(fields: FieldValues, group: 'arrivalWeekdays' | 'departureWeekdays'): Weekday[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).filter((day) => fields[weekdayField(group, day)] === 'true')
}

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) => a.length === b.length && a.every((day, i) => day === b[i])

/** Whether rules are the defaults (Saturday to Saturday, 7 to 84 nights). */
export function areDefaultRules(rules: StayRules): boolean {
  const d = DEFAULT_STAY_RULES
  return rules.minNights === d.minNights && rules.maxNights === d.maxNights && sameDays(rules.arrivalWeekdays, d.arrivalWeekdays) && sameDays(rules.departureWeekdays, d.departureWeekdays)
}

/**
 * Reads and checks the rules of the form: every refused field gets its message; the rules equal to
 * the defaults are stored as null.
 */
export function readStayRules(fields: FieldValues, locale: string): StayRulesRead {
  const errors = check(STAY_RULES, fields, locale)
  if (hasErrors(errors)) return { ok: false, errors }
  const rules: StayRules = {
    minNights: Number(fields.minNights),
    maxNights: Number(fields.maxNights),
    arrivalWeekdays: ticked(fields, 'arrivalWeekdays'),
    departureWeekdays: ticked(fields, 'departureWeekdays'),
  }
  return { ok: true, stored: areDefaultRules(rules) ? null : rules }
}

/** A rental's stored rules as the sheet's fields (the defaults when it has none). */
export function stayRulesFields(stored: unknown): Record<string, string> {
  const rules = stayRulesOf(stored ?? null)
  const fields: Record<string, string> = { minNights: String(rules.minNights), maxNights: String(rules.maxNights) }
  for (const day of rules.arrivalWeekdays) fields[weekdayField('arrivalWeekdays', day)] = 'true'
  for (const day of rules.departureWeekdays) fields[weekdayField('departureWeekdays', day)] = 'true'
  return fields
}
