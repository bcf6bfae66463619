import {
  adult,
  checked,
  confirm,
  email,
  type FieldRules,
  fullAddress,
  includedInRentalDates,
  max,
  maxLength,
  min,
  notBeforeNow,
  oneOf,
  phone,
  quantity,
  required,
  requiredIf,
  type Rule,
  swissDate,
  validate,
} from '../../validation'
import { MAX_QUANTITY } from './entries'
import { entryValues, hasImplicitPeople, isFieldActive, isNumberSelect, PEOPLE, QUANTITY } from './model'
import { CANTONS, CONTEXT_COUNTRIES, DEFAULT_COUNTRY } from './places'
import type { ContextEntry, ContextField, ContextModel, ContextRule } from './types'

export type CheckContextOptions = {
  /** Today in Europe/Zurich (YYYY-MM-DD); tests pin it. */
  today?: string
  /**
   * The address suggestions for a value (fullAddress). Without it the rule is not checked: the
   * browser checks it only once it has suggestions, the server always (checkProductContext).
   */
  addressSuggestions?: (value: string) => string[]
}

/** People on a bulk line without a people field of its own: 1 to 50. */
const IMPLICIT_PEOPLE_RULES: readonly Rule[] = [required, min(1), max(50)]

/** Rules that decide whether an empty value is accepted: they run first. */
const PRESENCE: ReadonlySet<ContextRule['kind']> = new Set(['required', 'requiredIf', 'checked'])

function ruleOf(rule: ContextRule, options: CheckContextOptions): Rule | null {
  switch (rule.kind) {
    case 'required':
      return required
    case 'requiredIf':
      return requiredIf(rule.field, rule.value)
    case 'min':
      return min(rule.value)
    case 'max':
      return max(rule.value)
    case 'email':
      return email
    case 'checked':
      return checked
    case 'notBeforeNow':
      return notBeforeNow
    case 'adult':
      return adult()
    case 'phone':
      return phone(rule.countryField ? { countryField: rule.countryField } : {})
    case 'confirm':
      return confirm(rule.field)
    case 'fullAddress':
      return options.addressSuggestions ? fullAddress(options.addressSuggestions) : null
    case 'includedInRentalDates':
      return includedInRentalDates()
  }
}

/** What the input type itself asks: a readable date, an offered choice, a known country or canton. */
function typeRules(field: ContextField, values: Record<string, string>): Rule[] {
  switch (field.type) {
    case 'date':
      return [swissDate()]
    case 'email':
      return [email]
    case 'radio':
      return [oneOf((field.options ?? []).map((o) => o.value))]
    case 'select':
      if (isNumberSelect(field)) return [min(field.min as number), max(field.max as number)]
      return [oneOf((field.options ?? []).map((o) => o.value))]
    case 'country':
      return [oneOf(CONTEXT_COUNTRIES)]
    case 'state':
      return (values[field.countryField ?? 'country'] || DEFAULT_COUNTRY) === 'CH' ? [oneOf(CANTONS)] : [maxLength(100)]
    default:
      return []
  }
}

/**
 * The rules of one entry, field by field, for the fields that apply to it (a field with requiredIf
 * counts only when its condition holds). Used as you type and by checkContext.
 */
export function contextFieldRules(
  model: ContextModel,
  entry: ContextEntry,
  options: CheckContextOptions = {},
): FieldRules {
  const values = entryValues(entry)
  const rules: Record<string, Rule[]> = {}
  for (const field of model.fields) {
    if (!isFieldActive(field, values)) continue
    const presence = field.rules.filter((r) => PRESENCE.has(r.kind))
    const others = field.rules.filter((r) => !PRESENCE.has(r.kind))
    rules[field.name] = [
      ...presence.map((r) => ruleOf(r, options)),
      ...typeRules(field, values),
      ...others.map((r) => ruleOf(r, options)),
    ].filter((r): r is Rule => r !== null)
  }
  if (hasImplicitPeople(model)) rules[PEOPLE] = [...IMPLICIT_PEOPLE_RULES]
  rules[QUANTITY] = [quantity(MAX_QUANTITY)]
  return rules
}

/**
 * Checks every entry of a context with the rules of its model, in the asked language: per entry,
 * field → message; all empty objects mean the context is valid. Entries are expected normalized
 * (normalizeEntries).
 */
export function checkContext(
  model: ContextModel,
  entries: readonly ContextEntry[],
  locale: string,
  options: CheckContextOptions = {},
): Array<Record<string, string>> {
  return entries.map((entry) =>
    validate(contextFieldRules(model, entry, options), entryValues(entry), locale, options.today ? { today: options.today } : {}),
  )
}

/** Whether a checkContext answer has no error. */
export function isContextValid(errors: ReadonlyArray<Record<string, string>>): boolean {
  return errors.every((entry) => Object.keys(entry).length === 0)
}

/** The field errors of a checked context as one map: each field's first message over the lines. */
export function firstErrors(errors: ReadonlyArray<Record<string, string>>): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const line of errors) for (const [field, message] of Object.entries(line)) merged[field] ??= message
  return merged
}
