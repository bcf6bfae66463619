import { MAX_LINES, normalizeEntries, seedContext } from './entries'
import type { ContextEntry, ContextModel } from './types'

/**
 * The product form without JavaScript: a plain POST whose fields are named lines[0][dateFrom],
 * lines[0][people], lines[1][people]… with a hidden intent=add. A bulk line is added or removed
 * by a submit button named `line` (value "add" or "remove-{index}"), which re-renders the form.
 */
export const FORM_INTENT = 'add'
export const LINE_BUTTON = 'line'

/** The name of a field of a line: lines[2][people]. */
export function lineFieldName(line: number, field: string): string {
  return `lines[${line}][${field}]`
}

const LINE_FIELD = /^lines\[(\d{1,3})\]\[([a-zA-Z][a-zA-Z0-9_]{0,49})\]$/

type FormLike = { entries(): IterableIterator<[string, FormDataEntryValue]> } | URLSearchParams

/**
 * The context entries of a submitted product form, normalized for the model: lines in the order
 * of their index, only the model's fields (plus quantity, people and carried values), an unticked
 * checkbox (absent from the form) as false, numbers as numbers.
 */
export function readContextForm(formData: FormLike, model: ContextModel): ContextEntry[] {
  const lines = new Map<number, Record<string, string>>()
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string') continue
    const match = LINE_FIELD.exec(name)
    if (!match) continue
    const index = Number(match[1])
    const line = lines.get(index) ?? {}
    line[match[2] as string] ??= value
    lines.set(index, line)
  }
  const ordered = [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line)
  return normalizeEntries(model, ordered)
}

/**
 * A button that changes the form instead of adding to the cart: add or remove a bulk line, or
 * (without JavaScript) refresh the form so the fields that depend on another one show.
 */
export type LineAction = { kind: 'add' } | { kind: 'remove'; index: number } | { kind: 'refresh' }

/** The line button pressed, if any (then the form is shown again, not added to the cart). */
export function readLineAction(formData: { get(name: string): FormDataEntryValue | null }): LineAction | null {
  const value = formData.get(LINE_BUTTON)
  if (value === 'add') return { kind: 'add' }
  if (value === 'refresh') return { kind: 'refresh' }
  const remove = typeof value === 'string' ? /^remove-(\d{1,3})$/.exec(value) : null
  return remove ? { kind: 'remove', index: Number(remove[1]) } : null
}

/** The lines after a line button: one more empty line, one fewer (never none), or the same. */
export function applyLineAction(model: ContextModel, entries: readonly ContextEntry[], action: LineAction): ContextEntry[] {
  if (action.kind === 'add' && model.bulk && entries.length < MAX_LINES) return [...entries, ...seedContext(model)]
  if (action.kind === 'remove' && entries.length > 1) return entries.filter((_, i) => i !== action.index)
  return [...entries]
}
