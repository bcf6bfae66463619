import { describe, expect, it } from 'vitest'
import { type ControlLike, heldBy, typedValues } from './typed-early'

const text = (value: string, type = 'text'): ControlLike => ({ type, value, checked: false })
const radio = (value: string, checked = false): ControlLike => ({ type: 'radio', value, checked })
const box = (checked: boolean): ControlLike => ({ type: 'checkbox', value: 'true', checked })

describe('what the controls of a name hold', () => {
  it('a text, an e-mail, a list or a text area: its value', () => {
    expect(heldBy([text('anne@example.ch', 'email')])).toEqual({ value: 'anne@example.ch' })
    expect(heldBy([text('FR', 'select-one')])).toEqual({ value: 'FR' })
  })

  it('a radio group: the chosen value, or nothing chosen', () => {
    expect(heldBy([radio('mr'), radio('mrs', true), radio('ms')])).toEqual({ value: 'mrs' })
    expect(heldBy([radio('mr'), radio('mrs')])).toEqual({ value: '' })
  })

  it('a box: ticked or not', () => {
    expect(heldBy([box(true)])).toEqual({ ticked: true })
  })

  it('nothing a visitor sets: hidden fields, no control, or several text controls of one name', () => {
    expect(heldBy([text('login', 'hidden')])).toBeNull()
    expect(heldBy([])).toBeNull()
    expect(heldBy([text('a'), text('b')])).toBeNull()
  })
})

describe('what was typed before the page came alive', () => {
  const form: Record<string, ControlLike[]> = {
    intent: [text('login', 'hidden')],
    title: [radio('mr'), radio('mrs', true)],
    firstName: [text('Anne')],
    lastName: [text('')],
    email: [text('anne@example.ch', 'email')],
    country: [text('FR', 'select-one')],
    stayLogged: [box(true)],
    dataUse: [box(false)],
  }
  const controlsNamed = (name: string) => form[name] ?? []

  it('is every field whose control holds another value than the state, a box as "true" or "false"', () => {
    const state = { intent: 'other', title: 'mr', firstName: '', lastName: '', email: '', country: 'CH', stayLogged: 'false', dataUse: 'false', password: '' }
    expect(typedValues(state, Object.keys(form), controlsNamed)).toEqual({ title: 'mrs', firstName: 'Anne', email: 'anne@example.ch', country: 'FR', stayLogged: 'true' })
  })

  it('is nothing when the controls hold the state (a form drawn in the browser)', () => {
    const state = { title: 'mrs', firstName: 'Anne', lastName: '', email: 'anne@example.ch', country: 'FR', stayLogged: 'true', dataUse: '' }
    expect(typedValues(state, Object.keys(form), controlsNamed)).toEqual({})
  })

  it('counts a field the state has no value for yet (the sign-up starts with its defaults only)', () => {
    expect(typedValues({ title: 'mrs' }, Object.keys(form), controlsNamed)).toMatchObject({ firstName: 'Anne', email: 'anne@example.ch' })
    expect(typedValues({ title: 'mrs' }, Object.keys(form), controlsNamed)).not.toHaveProperty('lastName')
  })
})
