import { type ContextEntry, type ContextModel, defaultValue, hasImplicitPeople, PEOPLE, QUANTITY } from '../../../../domain/shop/context'

/** A field's value as its input holds it: text, or a boolean for a checkbox. */
export type Value = string | boolean

/** One data entry of the form (bulk products have several), with a key that outlives its index. */
export type Line = { key: number; values: Record<string, Value> }

/**
 * A line's values as the inputs hold them. An empty field shows its default in a new form, not in one
 * sent back with errors (a select would seem filled in).
 */
export function lineValues(model: ContextModel, entry: ContextEntry, withDefaults = true): Record<string, Value> {
  const values: Record<string, Value> = {}
  for (const field of model.fields) {
    const value = entry[field.name]
    const empty = value === null || value === undefined
    const shown = empty ? (withDefaults ? defaultValue(field) : field.type === 'checkbox' ? false : null) : value
    values[field.name] = field.type === 'checkbox' ? shown === true : shown === null ? '' : String(shown)
  }
  for (const name of [...model.carried, QUANTITY, ...(hasImplicitPeople(model) ? [PEOPLE] : [])]) {
    const value = entry[name]
    if (value !== null && value !== undefined) values[name] = String(value)
  }
  return values
}

/** A field of a line, as errors and touched fields are kept: "lineKey:field". */
export const errorKey = (line: Line, field: string) => `${line.key}:${field}`

/** The control's id of a field of a line (errors, hints and the error summary's links use it). */
export const controlId = (lineKey: number | string, field: string) => `product-${lineKey}-${field}`

/** The action's errors (per line, field → message) keyed by the lines they belong to. */
export function serverErrorsOf(lines: readonly Line[], errors: ReadonlyArray<Record<string, string>>): Record<string, string> {
  const found: Record<string, string> = {}
  errors.forEach((lineErrors, i) => {
    const line = lines[i]
    if (!line) return
    for (const [field, message] of Object.entries(lineErrors)) found[errorKey(line, field)] = message
  })
  return found
}
