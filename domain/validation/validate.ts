import { todayInResort } from '../booking/rules/calendar'
import { type MessageKey, validationMessage } from './messages'
import type { FieldErrors, FieldError, FieldRules, FieldValues, Rule, RuleContext } from './types'

export type ValidateOptions = {
  /** Today in Europe/Zurich (YYYY-MM-DD); tests pin it, everyone else leaves it out. */
  today?: string
}

function contextOf(values: FieldValues, options: ValidateOptions): RuleContext {
  return { values, today: options.today ?? todayInResort() }
}

function firstFailure(rules: readonly Rule[], value: string, context: RuleContext): Rule | null {
  const empty = value.trim() === ''
  for (const rule of rules) {
    if (empty && !rule.checksEmpty) continue
    if (!rule.test(value, context)) return rule
  }
  return null
}

/** "Text", "Text." → "Text.": the parts of a message read as sentences. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

function errorOf(rule: Rule, value: string, context: RuleContext, locale: string): FieldError {
  const message = validationMessage(rule.messageKey, locale, rule.params)
  const why = rule.explain?.(value, context, locale).filter((part) => part.trim() !== '') ?? []
  return { code: rule.code, key: rule.messageKey, message: why.length > 0 ? [message, ...why].map(sentence).join(' ') : message }
}

/**
 * The error a rule gives without a value to judge: a check made elsewhere (a reference already
 * taken in the database, a photo the store refused) named the way every form names its errors.
 */
export function fieldError(rule: Pick<Rule, 'code' | 'messageKey' | 'params'>, locale: string): FieldError {
  return { code: rule.code, key: rule.messageKey, message: validationMessage(rule.messageKey, locale, rule.params) }
}

/**
 * The errors of checks made elsewhere, by stable code: each code with its key in the validation
 * catalogue, so that a form (a block, an imported calendar, the price grid) names its refusals in
 * one table and gets them as field errors in the asked language.
 */
export function fieldErrorsByCode<Code extends string>(keys: Readonly<Record<Code, MessageKey>>): (code: Code, locale: string) => FieldError {
  return (code, locale) => fieldError({ code, messageKey: keys[code] }, locale)
}

/** The error of one field (as the person leaves it), or null. */
export function checkField(
  fields: FieldRules,
  field: string,
  values: FieldValues,
  locale: string,
  options: ValidateOptions = {},
): FieldError | null {
  const rules = fields[field]
  if (!rules) return null
  const value = values[field] ?? ''
  const context = contextOf(values, options)
  const failed = firstFailure(rules, value, context)
  return failed ? errorOf(failed, value, context, locale) : null
}

/** Every field's first failed rule, with code, key and message. Empty when the form is valid. */
export function check(
  fields: FieldRules,
  values: FieldValues,
  locale: string,
  options: ValidateOptions = {},
): FieldErrors {
  const context = contextOf(values, options)
  const errors: FieldErrors = {}
  for (const [field, rules] of Object.entries(fields)) {
    const value = values[field] ?? ''
    const failed = firstFailure(rules, value, context)
    if (failed) errors[field] = errorOf(failed, value, context, locale)
  }
  return errors
}

/** {field: message} for every invalid field; {} when the form is valid. */
export function validate(
  fields: FieldRules,
  values: FieldValues,
  locale: string,
  options: ValidateOptions = {},
): Record<string, string> {
  return Object.fromEntries(Object.entries(check(fields, values, locale, options)).map(([f, e]) => [f, e.message]))
}

export function hasErrors(errors: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(errors).length > 0
}

/** The messages of a form's errors, field by field, as the form shows them beside each field. */
export function messagesOf(errors: FieldErrors | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, error]) => [field, error.message]))
}
