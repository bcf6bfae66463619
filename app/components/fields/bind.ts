import type { ChangeEvent } from 'react'

export type Values = Record<string, string>

/** What a field needs from its form: value, error, required state and the two events. */
export type FormFieldState = {
  values: Values
  errors: Record<string, string>
  /** Sets a field (and, with `also`, others at once), then checks what was already checked. */
  change: (name: string, value: string, also?: Values) => void
  leave: (name: string) => void
  isRequired: (name: string) => boolean
}

/**
 * The props that tie a text, select or textarea field to its form: id (`${form}-${name}`), name,
 * value, error, required state and events.
 */
export function bindField(state: FormFieldState, form: string, name: string) {
  return {
    id: `${form}-${name}`,
    name,
    value: state.values[name] ?? '',
    error: state.errors[name],
    required: state.isRequired(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => state.change(name, event.target.value),
    onBlur: () => state.leave(name),
  }
}

/** The same for a checkbox, whose value is "true" or "false" in the state. */
export function bindCheckbox(state: FormFieldState, form: string, name: string) {
  return {
    id: `${form}-${name}`,
    name,
    checked: state.values[name] === 'true' || state.values[name] === 'on',
    error: state.errors[name],
    required: state.isRequired(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => state.change(name, event.target.checked ? 'true' : 'false'),
    onBlur: () => state.leave(name),
  }
}
