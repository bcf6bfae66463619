import { conditionHolds, type FieldValues } from '../../validation'
import {
  type ContextEntry,
  type ContextField,
  type ContextInputType,
  type ContextModel,
  type ContextOption,
  type ContextRule,
  type ContextValue,
  INPUT_TYPES,
  RULE_KINDS,
  type RuleKind,
} from './types'
import type { Texts } from '../../i18n/bilingual'
import { asksState } from '../../i18n/address-states'
import { CONTACT_DEFAULTS } from '../contact-choices'

/** Names every entry has besides the model's fields. */
export const QUANTITY = 'quantity'
export const PEOPLE = 'people'

const NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readText(value: unknown): Texts | null {
  if (typeof value === 'string') return { fr: value }
  if (!isRecord(value) || typeof value.fr !== 'string') return null
  return typeof value.en === 'string' ? { fr: value.fr, en: value.en } : { fr: value.fr }
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function readRule(value: unknown): ContextRule | null {
  if (!isRecord(value) || !RULE_KINDS.includes(value.kind as RuleKind)) return null
  const kind = value.kind as RuleKind
  switch (kind) {
    case 'requiredIf': {
      if (typeof value.field !== 'string') return null
      const expected = value.value
      return typeof expected === 'string' || typeof expected === 'number' || typeof expected === 'boolean'
        ? { kind, field: value.field, value: expected }
        : { kind, field: value.field }
    }
    case 'min':
    case 'max':
      return isFiniteNumber(value.value) ? { kind, value: value.value } : null
    case 'phone':
      return typeof value.countryField === 'string' ? { kind, countryField: value.countryField } : { kind }
    case 'confirm':
      return typeof value.field === 'string' ? { kind, field: value.field } : { kind }
    default:
      return { kind }
  }
}

function readOption(value: unknown): ContextOption | null {
  if (!isRecord(value) || typeof value.value !== 'string') return null
  const label = readText(value.label)
  return label ? { value: value.value, label } : null
}

function readField(value: unknown): ContextField | null {
  if (!isRecord(value) || typeof value.name !== 'string' || !NAME.test(value.name) || value.name === QUANTITY) return null
  if (!INPUT_TYPES.includes(value.type as ContextInputType)) return null
  const label = readText(value.label)
  if (!label) return null
  const field: ContextField = {
    name: value.name,
    type: value.type as ContextInputType,
    label,
    rules: Array.isArray(value.rules) ? value.rules.map(readRule).filter((r): r is ContextRule => r !== null) : [],
  }
  const hint = readText(value.hint)
  if (hint) field.hint = hint
  if (Array.isArray(value.options)) field.options = value.options.map(readOption).filter((o): o is ContextOption => o !== null)
  if (isFiniteNumber(value.min)) field.min = value.min
  if (isFiniteNumber(value.max)) field.max = value.max
  const fallback = value.default
  if (typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean') field.default = fallback
  if (typeof value.countryField === 'string') field.countryField = value.countryField
  return field
}

/**
 * A context model read from stored data (products.context_model), keeping only what it understands:
 * unknown input types, rule kinds and badly named fields are dropped, never trusted. Never throws.
 */
export function parseContextModel(raw: unknown): ContextModel {
  const value = isRecord(raw) ? raw : {}
  const fields: ContextField[] = []
  for (const item of Array.isArray(value.fields) ? value.fields : []) {
    const field = readField(item)
    if (field && !fields.some((f) => f.name === field.name)) fields.push(field)
  }
  return {
    code: typeof value.code === 'string' ? value.code : '',
    title: readText(value.title) ?? { fr: '' },
    fields,
    bulk: value.bulk === true,
    carried: Array.isArray(value.carried)
      ? value.carried.filter((n): n is string => typeof n === 'string' && NAME.test(n) && !fields.some((f) => f.name === n))
      : [],
  }
}

/** An entry as text, the way the validation rules read a form: true → "true", null → "". */
export function entryValues(entry: ContextEntry): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(entry)) values[name] = value === null || value === undefined ? '' : String(value)
  return values
}

/** The requiredIf rule of a field, which also decides whether the field shows. */
export function requiredIfOf(field: ContextField): Extract<ContextRule, { kind: 'requiredIf' }> | null {
  return (field.rules.find((rule) => rule.kind === 'requiredIf') as Extract<ContextRule, { kind: 'requiredIf' }> | undefined) ?? null
}

/**
 * Whether a field applies to an entry: a field with a requiredIf rule shows (and counts) only when
 * its condition holds, e.g. the return address only for a round trip; a state only where its
 * country's post names one.
 */
export function isFieldActive(field: ContextField, values: FieldValues): boolean {
  // A state is asked only where the post names one (issue 26): not for a United Kingdom address.
  if (field.type === 'state' && !asksState(values[field.countryField ?? 'country'] || CONTACT_DEFAULTS.country)) return false
  const condition = requiredIfOf(field)
  return condition === null || conditionHolds(values, condition.field, condition.value)
}

/** Whether a select offers the whole numbers min..max (and its value is a number). */
export function isNumberSelect(field: ContextField): boolean {
  return field.type === 'select' && (field.options?.length ?? 0) === 0 && field.min !== undefined && field.max !== undefined
}

/** The whole numbers a select with min..max offers. */
export function numberChoices(field: ContextField): number[] {
  if (!isNumberSelect(field)) return []
  const from = Math.ceil(field.min as number)
  const to = Math.floor(field.max as number)
  const choices: number[] = []
  for (let n = from; n <= to && choices.length < 500; n++) choices.push(n)
  return choices
}

/** Whether a bulk line has its own people count outside the model's fields. */
export function hasImplicitPeople(model: ContextModel): boolean {
  return model.bulk && !model.fields.some((field) => field.name === PEOPLE)
}

/** The value a new form shows for a field: its default, else empty (unticked for a checkbox). */
export function defaultValue(field: ContextField): ContextValue {
  if (field.default !== undefined) return field.default
  return field.type === 'checkbox' ? false : null
}
