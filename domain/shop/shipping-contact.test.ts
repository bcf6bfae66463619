import { describe, expect, it } from 'vitest'
import { validate } from '../validation'
import { readShippingContact, shippingContactRules } from './shipping-contact'

const valid = {
  title: 'mrs', firstName: 'Anne', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12',
  complement: '', zip: '3963', city: 'Crans-Montana', country: 'CH', state: 'VS',
  phone: '027 481 12 34', birthdate: '14.02.1980', email: 'anne@example.ch', cg: 'true', dataUse: 'false',
}
const today = { today: '2026-11-23' }
const check = (values: Record<string, string>, locale = 'fr', withTerms = true) =>
  validate(shippingContactRules(values, { withTerms }), values, locale, today)

describe('shipping contact', () => {
  it('accepts a complete contact; complement and dataUse are optional', () => {
    expect(check(valid)).toEqual({})
  })
  it('requires every other field, in both languages', () => {
    const errors = check({}, 'en')
    for (const field of ['firstName', 'lastName', 'street', 'streetNumber', 'zip', 'city', 'phone', 'birthdate', 'email', 'cg']) {
      expect(errors[field]).toBe('This field is mandatory')
    }
    expect(errors.complement).toBeUndefined()
    expect(errors.dataUse).toBeUndefined()
  })
  it('requires the terms to be ticked, except on a profile', () => {
    expect(check({ ...valid, cg: 'false' })).toEqual({ cg: 'Ce champ est requis' })
    expect(check({ ...valid, cg: 'false' }, 'fr', false)).toEqual({})
  })
  it('refuses a minor, a bad phone for the country and a bad e-mail', () => {
    expect(check({ ...valid, birthdate: '01.01.2015', phone: '12', email: 'anne@' }, 'fr')).toEqual({
      birthdate: "Vous n'êtes pas majeur",
      phone: 'Ce champ doit être un numéro de téléphone valide',
      email: 'Ce champ doit être une adresse e-mail valide',
    })
  })
  it('takes a canton for Switzerland and free text elsewhere', () => {
    expect(check({ ...valid, state: 'Savoie' })).toEqual({ state: 'Ce champ est invalide' })
    expect(check({ ...valid, country: 'FR', state: 'Savoie', phone: '+33 4 50 53 00 24' })).toEqual({})
  })
  it('reads a form or a JSON body with the defaults of SPEC §9', () => {
    expect(readShippingContact(new URLSearchParams('firstName=+Anne+'))).toMatchObject({
      firstName: 'Anne', title: 'mr', country: 'CH', state: 'VS', cg: 'false', dataUse: 'false',
    })
    expect(readShippingContact({ cg: true, dataUse: false, zip: 3963 })).toMatchObject({ cg: 'true', dataUse: 'false', zip: '3963' })
  })
})
