import { describe, expect, it } from 'vitest'
import { loginInput, readAccountBody, signUpInput } from './account-input'

describe('account bodies', () => {
  it('take text, numbers and booleans as form values, and keep the fields they do not name', () => {
    const read = readAccountBody(loginInput, { email: 'anna@example.ch', password: 'x', stayLogged: true, extra: [1] }, 'fr')
    expect(read).toEqual({ ok: true, value: { email: 'anna@example.ch', password: 'x', stayLogged: true, extra: [1] } })
    expect(readAccountBody(signUpInput, { username: 'anna@example.ch', zip: 3963 }, 'fr').ok).toBe(true)
  })

  it('refuse a field of another kind as invalid, in the asked language', () => {
    expect(readAccountBody(loginInput, { email: { address: 'anna@example.ch' }, password: ['x'] }, 'fr')).toEqual({
      ok: false,
      errors: {
        email: { code: 'invalid', key: 'validation.invalid', message: 'Ce champ est invalide' },
        password: { code: 'invalid', key: 'validation.invalid', message: 'Ce champ est invalide' },
      },
    })
    const en = readAccountBody(signUpInput, { firstName: null }, 'en')
    expect(en.ok ? null : en.errors.firstName.message).toBe('This field is invalid')
  })
})
