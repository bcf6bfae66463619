import { beforeAll, describe, expect, it } from 'vitest'
import { type PasswordEstimator, validate } from '../validation'
import { loadPasswordEstimator } from '../validation/password-estimator'
import { loginRules, newPasswordRules, normaliseUsername, profileRules, readFlag, signUpRules } from './account-rules'

let estimator: PasswordEstimator
beforeAll(async () => {
  estimator = await loadPasswordEstimator()
}, 60_000)

const today = { today: '2026-11-23' }
const contact = {
  title: 'mrs', firstName: 'Anne', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', complement: '',
  zip: '3963', city: 'Crans-Montana', country: 'CH', state: 'VS', phone: '027 481 12 34', birthdate: '14.02.1980',
  dataUse: 'false',
}
const signUp = { ...contact, username: 'anne.rey@example.ch', password: 'mountain-view-22', password_confirm: 'mountain-view-22' }
const check = (values: Record<string, string>, locale = 'fr') => validate(signUpRules(values, estimator), values, locale, today)

describe('sign-up rules', () => {
  it('accept a complete sign-up; the contact e-mail is the username, no terms box', () => {
    expect(check(signUp)).toEqual({})
  })
  it('require the username as an e-mail, and the contact fields', () => {
    expect(check({ ...signUp, username: 'anne' }, 'en')).toEqual({ username: 'This field must be a valid email address' })
    const errors = check({}, 'en')
    for (const field of ['username', 'password', 'password_confirm', 'firstName', 'lastName', 'street', 'zip', 'city', 'phone', 'birthdate']) {
      expect(errors[field]).toBe('This field is mandatory')
    }
    expect(errors.email).toBeUndefined()
    expect(errors.cg).toBeUndefined()
  })
  it('refuse a short password, the e-mail as password and a differing confirmation (SPEC §5 text)', () => {
    expect(check({ ...signUp, password: 'short-1', password_confirm: 'short-1' })).toEqual({
      password: 'Ce champ doit contenir au moins 10 caractères',
    })
    expect(check({ ...signUp, password: 'Anne.Rey@example.ch', password_confirm: 'Anne.Rey@example.ch' }, 'en')).toEqual({
      password: 'This field must differ from your e-mail address',
    })
    expect(check({ ...signUp, password_confirm: 'mountain-view-23' })).toEqual({ password_confirm: 'Veuillez confirmer votre mot de passe' })
  })
  it('refuse a password easy to guess, knowing the e-mail and the names typed', () => {
    for (const weak of ['aaaaaaaaaa', 'password12', 'azertyuiop', 'anne.rey2024', 'AnneRey1980']) {
      expect(check({ ...signUp, password: weak, password_confirm: weak }).password).toMatch(/^Mot de passe trop facile à deviner\. /)
    }
  })
  it('leave the strength to the server while the browser has no estimator yet', () => {
    const values = { ...signUp, password: 'password12', password_confirm: 'password12' }
    expect(validate(signUpRules(values, null), values, 'fr', today)).toEqual({})
  })
})

describe('other account rules', () => {
  it('login needs both fields', () => {
    expect(validate(loginRules, {}, 'fr')).toEqual({ email: 'Ce champ est requis', password: 'Ce champ est requis' })
    expect(validate(loginRules, { email: 'a@b.ch', password: 'x' }, 'fr')).toEqual({})
  })
  it('a new password is checked against the account address', () => {
    const rules = newPasswordRules('username', estimator)
    expect(validate(rules, { username: 'a@b.ch', password: 'a@b.ch', password_confirm: 'a@b.ch' }, 'fr')).toEqual({
      password: 'Ce champ doit contenir au moins 10 caractères',
    })
    expect(validate(rules, { username: 'anne@b.ch', password: 'new-password-1', password_confirm: 'new-password-1' }, 'fr')).toEqual({})
  })
  it('the profile is the shipping contact without the terms box', () => {
    const values = { ...contact, email: 'anne@example.ch', cg: 'false' }
    expect(validate(profileRules(values), values, 'fr', today)).toEqual({})
    expect(validate(profileRules({ ...values, email: '' }), { ...values, email: '' }, 'fr', today)).toEqual({ email: 'Ce champ est requis' })
  })
  it('normalises usernames and reads flags', () => {
    expect(normaliseUsername('  Anne.Rey@Example.CH ')).toBe('anne.rey@example.ch')
    expect([readFlag(true), readFlag('true'), readFlag('on'), readFlag('false'), readFlag(undefined)]).toEqual([true, true, true, false, false])
  })
})
