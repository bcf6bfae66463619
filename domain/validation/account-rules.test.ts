import { describe, expect, it } from 'vitest'
import { checked } from './checked'
import { confirm } from './confirm'
import { minLength } from './min-length'
import { notEqualTo } from './not-equal-to'
import { validate } from './validate'

describe('checked', () => {
  const fields = { cg: [checked] }
  it('refuses an unticked or missing box with the required message', () => {
    expect(validate(fields, {}, 'fr')).toEqual({ cg: 'Ce champ est requis' })
    expect(validate(fields, { cg: 'false' }, 'en')).toEqual({ cg: 'This field is mandatory' })
  })
  it('accepts a ticked box from a form or a JSON body', () => {
    expect(validate(fields, { cg: 'on' }, 'fr')).toEqual({})
    expect(validate(fields, { cg: 'true' }, 'fr')).toEqual({})
  })
})

describe('confirm', () => {
  const fields = { password_confirm: [confirm()] }
  it('refuses a confirmation that differs from the password, with SPEC §5 text', () => {
    expect(validate(fields, { password: 'secret-long-1', password_confirm: 'secret-long-2' }, 'fr')).toEqual({
      password_confirm: 'Veuillez confirmer votre mot de passe',
    })
    expect(validate(fields, { password: 'a-password-1', password_confirm: '' }, 'en')).toEqual({
      password_confirm: 'Please confirm your password',
    })
  })
  it('accepts the same password', () => {
    expect(validate(fields, { password: 'same-pass-12', password_confirm: 'same-pass-12' }, 'fr')).toEqual({})
  })
})

describe('minLength', () => {
  const fields = { password: [minLength(10)] }
  it('refuses fewer characters and names the minimum in both languages', () => {
    expect(validate(fields, { password: 'short' }, 'fr')).toEqual({
      password: 'Ce champ doit contenir au moins 10 caractères',
    })
    expect(validate(fields, { password: 'short' }, 'en')).toEqual({ password: 'This field must have at least 10 characters' })
  })
  it('accepts exactly the minimum', () => {
    expect(validate(fields, { password: '0123456789' }, 'fr')).toEqual({})
  })
})

describe('notEqualTo', () => {
  const fields = { password: [notEqualTo('username')] }
  it('refuses a password equal to the e-mail, whatever the case', () => {
    expect(validate(fields, { username: 'anne@example.ch', password: 'Anne@Example.ch' }, 'en')).toEqual({
      password: 'This field must differ from your e-mail address',
    })
  })
  it('accepts a different value', () => {
    expect(validate(fields, { username: 'anne@example.ch', password: 'mountain-views' }, 'fr')).toEqual({})
  })
})
