import { type RefObject, useLayoutEffect } from 'react'
import type { Values } from './bind'

/**
 * What a visitor typed or chose before the page came alive (decision 036 brings its scripts after
 * the page): the server's HTML kept it in the controls, but the form's state still holds the values
 * the server rendered, and React writes those back into the controls at the next render. A form
 * takes the controls' values into its state when it first appears, before that render.
 */

/** A form control, as far as what it holds is concerned. */
export type ControlLike = { type: string; value: string; checked: boolean }

/** What the controls of one name hold: a value (a text, a list's choice, a radio group's choice) or a box ticked or not. */
export type Held = { value: string } | { ticked: boolean }

/** Controls that hold nothing a visitor types or chooses. */
const NOT_CHOSEN = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image', 'fieldset', 'output'])

/** What the controls sharing a name hold; null when there is none a visitor sets (or no telling which). */
export function heldBy(controls: readonly ControlLike[]): Held | null {
  const chosen = controls.filter((control) => !NOT_CHOSEN.has(control.type))
  if (chosen.some((control) => control.type === 'radio')) {
    return { value: chosen.find((control) => control.type === 'radio' && control.checked)?.value ?? '' }
  }
  const [only] = chosen
  if (chosen.length !== 1 || !only) return null
  return only.type === 'checkbox' ? { ticked: only.checked } : { value: only.value }
}

/** A box's state as a flat form keeps it: "true" or "false" (bindCheckbox). */
const isTicked = (value: string | undefined) => value === 'true' || value === 'on'

/**
 * The fields of a flat form (name → text, "true"/"false" for a box) whose controls hold another value
 * than the state: what the visitor changed before the page came alive. `names` are the controls'
 * names: a field the state has no value for yet counts too.
 */
export function typedValues(values: Values, names: Iterable<string>, controlsNamed: (name: string) => readonly ControlLike[]): Values {
  const typed: Values = {}
  for (const name of names) {
    const held = heldBy(controlsNamed(name))
    if (held === null) continue
    const value = values[name]
    if ('ticked' in held) {
      if (held.ticked !== isTicked(value)) typed[name] = String(held.ticked)
    } else if (held.value !== (value ?? '')) {
      typed[name] = held.value
    }
  }
  return typed
}

/** The controls of a form posted under a name (radio buttons share one). */
export function controlsOf(form: HTMLFormElement): (name: string) => ControlLike[] {
  const controls = [...form.elements] as (Element & ControlLike & { name?: string })[]
  return (name) => controls.filter((control) => control.name === name)
}

/** What the visitor changed in a flat form's controls before the page came alive (see typedValues). */
export function typedIn(form: HTMLFormElement, values: Values): Values {
  const names = new Set([...form.elements].map((element) => (element as HTMLInputElement).name).filter(Boolean))
  return typedValues(values, names, controlsOf(form))
}

/**
 * Runs `keep` with the form once, when it first appears (hydration), before the next render can
 * write the state's values over what the visitor typed meanwhile. A form rendered in the browser
 * holds its state's values, and `keep` finds nothing to take.
 */
export function useKeepTypedEarly(formRef: RefObject<HTMLFormElement | null>, keep: (form: HTMLFormElement) => void): void {
  useLayoutEffect(() => {
    if (formRef.current) keep(formRef.current)
    // Once: later the form's own events tell every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
