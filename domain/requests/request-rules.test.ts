import { describe, expect, it } from 'vitest'
import { validate } from '../validation'
import { getCountryCallingCode } from 'libphonenumber-js'
import {
  PHONE_CALLING_CODES,
  PHONE_COUNTRIES,
  readRequestForm,
  REQUEST_KINDS,
  requestFieldRules,
  requestFields,
  successPath,
} from './request-rules'

const today = '2026-11-23'
const valid = {
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Martin',
  email: 'anne@example.ch',
  phoneCountry: 'CH',
  phone: '079 123 45 67',
  birthdate: '01.02.1980',
  message: 'Bonjour',
}

describe('request rules', () => {
  it('accepts a complete contact request', () => {
    expect(validate(requestFieldRules('contact'), valid, 'fr', { today })).toEqual({})
  })
  it('requires every field of the contact form, birthdate and message included', () => {
    expect(validate(requestFieldRules('contact'), {}, 'fr', { today })).toEqual({
      title: 'Ce champ est requis',
      firstName: 'Ce champ est requis',
      lastName: 'Ce champ est requis',
      email: 'Ce champ est requis',
      phoneCountry: 'Ce champ est requis',
      phone: 'Ce champ est requis',
      birthdate: 'Ce champ est requis',
      message: 'Ce champ est requis',
    })
  })
  it('requires an adult on the contact form only', () => {
    const minor = { ...valid, birthdate: '01.01.2015' }
    expect(validate(requestFieldRules('contact'), minor, 'en', { today })).toEqual({ birthdate: "You're under 18" })
    expect(validate(requestFieldRules('information'), minor, 'en', { today })).toEqual({})
  })
  it('leaves message and visit dates optional on information and visit requests', () => {
    const { birthdate: _b, message: _m, ...rest } = valid
    expect(validate(requestFieldRules('information'), rest, 'fr', { today })).toEqual({})
    expect(validate(requestFieldRules('visit'), rest, 'fr', { today })).toEqual({})
    expect(validate(requestFieldRules('visit'), { ...rest, visitDates: 'x'.repeat(301) }, 'fr', { today })).toEqual({
      visitDates: 'Ce champ ne doit pas dépasser 300 caractères',
    })
  })
  it('checks the phone against the chosen country and refuses an unknown title or country', () => {
    expect(validate(requestFieldRules('visit'), { ...valid, phoneCountry: 'GB' }, 'fr', { today })).toEqual({
      phone: 'Ce champ doit être un numéro de téléphone valide',
    })
    expect(validate(requestFieldRules('visit'), { ...valid, title: 'dr', phoneCountry: 'XX' }, 'en', { today })).toMatchObject({
      title: 'This field is invalid',
      phoneCountry: 'This field is invalid',
    })
  })
})

describe('readRequestForm', () => {
  it('keeps the known text fields only', () => {
    const form = new FormData()
    form.set('firstName', 'Anne')
    form.set('other', 'x')
    form.set('message', new Blob(['file']))
    expect(readRequestForm(form)).toEqual({ firstName: 'Anne' })
  })
})

// Which returnTo is a path of this site: domain/navigation/same-site-path.test.ts.
describe('successPath', () => {
  it('adds the success flag and the anchor, replacing an old flag', () => {
    expect(successPath('/contact')).toBe('/contact?demande=envoyee#request-form')
    expect(successPath('/en/vente/x-3?demande=envoyee&a=1')).toBe('/en/vente/x-3?demande=envoyee&a=1#request-form')
  })
})

describe('request fields', () => {
  it('give each phone country the calling code of libphonenumber', () => {
    for (const country of PHONE_COUNTRIES) expect(`${country} +${PHONE_CALLING_CODES[country]}`).toBe(`${country} +${getCountryCallingCode(country)}`)
  })
  it('mark as required exactly the fields whose rules require them, in the order of the rules', () => {
    for (const kind of REQUEST_KINDS) {
      const rules = requestFieldRules(kind)
      const fromRules = Object.entries(rules).map(([name, list]) => ({ name, required: list.some((rule) => rule.code === 'required') }))
      expect(requestFields(kind)).toEqual(fromRules)
    }
  })
})
