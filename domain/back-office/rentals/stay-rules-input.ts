/**
 * A weekly rental's stay rules as the back office's sheet edits them: fewest and most nights, the
 * weekdays a stay may begin and end on (docs/decisions/034). The rules themselves and their defaults
 * live in domain/booking/rules/stay-rules.ts; this only turns the form into the stored value (null
 * when it equals the defaults, so a rental keeps following them) and back. Pure and browser-safe.
 */
import type { Weekday } from '../../booking/rules/calendar'
import { DEFAULT_STAY_RULES, LONGEST_STAY_NIGHTS, type StayRules, stayRulesOf } from '../../booking/rules/stay-rules'
import type { Bilingual } from './rental-input'

/** Monday first, as the date picker shows weeks (DESIGN "Dates display"). */
export const WEEKDAYS_MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0]
export const STAY_RULE_FIELDS = ['minNights', 'maxNights', 'arrivalWeekdays', 'departureWeekdays'] as const

/** The form's field of one ticked weekday, e.g. `arrivalWeekdays_6`. */
export const weekdayField = (group: 'arrivalWeekdays' | 'departureWeekdays', day: Weekday) => `${group}_${day}`

export const STAY_RULE_MESSAGES = {
  required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.' },
  minNights: { fr: `Saisissez un nombre entier de nuits de 1 à ${LONGEST_STAY_NIGHTS}.`, en: `Enter a whole number of nights from 1 to ${LONGEST_STAY_NIGHTS}.` },
  maxNights: { fr: `Saisissez un nombre entier de nuits de 1 à ${LONGEST_STAY_NIGHTS}.`, en: `Enter a whole number of nights from 1 to ${LONGEST_STAY_NIGHTS}.` },
  maxBelowMin: { fr: 'Le séjour le plus long ne peut être plus court que le séjour le plus court.', en: 'The longest stay cannot be shorter than the shortest stay.' },
  arrivalWeekdays: { fr: 'Cochez au moins un jour d’arrivée.', en: 'Tick at least one arrival day.' },
  departureWeekdays: { fr: 'Cochez au moins un jour de départ.', en: 'Tick at least one departure day.' },
} satisfies Record<string, Bilingual>

export type StayRulesRead = { ok: true; stored: StayRules | null } | { ok: false; errors: Record<string, Bilingual> }

function nights(raw: string | undefined): number | null | 'empty' {
  const value = (raw ?? '').trim()
  if (value === '') return 'empty'
  if (!/^\d{1,4}$/.test(value)) return null
  const n = Number(value)
  return n >= 1 && n <= LONGEST_STAY_NIGHTS ? n : null
}

const ticked = (fields: Readonly<Record<string, string>>, group: 'arrivalWeekdays' | 'departureWeekdays'): Weekday[] =>
  ([0, 1, 2, 3, 4, 5, 6] as const).filter((day) => fields[weekdayField(group, day)] === 'true')

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
export function readStayRules(fields: Readonly<Record<string, string>>): StayRulesRead {
  const errors: Record<string, Bilingual> = {}
  const min = nights(fields.minNights)
  const max = nights(fields.maxNights)
  if (min === 'empty') errors.minNights = STAY_RULE_MESSAGES.required
  else if (min === null) errors.minNights = STAY_RULE_MESSAGES.minNights
  if (max === 'empty') errors.maxNights = STAY_RULE_MESSAGES.required
  else if (max === null) errors.maxNights = STAY_RULE_MESSAGES.maxNights
  else if (typeof min === 'number' && max < min) errors.maxNights = STAY_RULE_MESSAGES.maxBelowMin
  const arrivalWeekdays = ticked(fields, 'arrivalWeekdays')
  const departureWeekdays = ticked(fields, 'departureWeekdays')
  if (arrivalWeekdays.length === 0) errors.arrivalWeekdays = STAY_RULE_MESSAGES.arrivalWeekdays
  if (departureWeekdays.length === 0) errors.departureWeekdays = STAY_RULE_MESSAGES.departureWeekdays
  if (Object.keys(errors).length > 0 || typeof min !== 'number' || typeof max !== 'number') return { ok: false, errors }
  const rules: StayRules = { minNights: min, maxNights: max, arrivalWeekdays, departureWeekdays }
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
