import { describe, expect, it } from 'vitest'
import { nameAndAddressOf, storedContact } from './stored-contact'

describe('storedContact', () => {
  it('stores the phone in E.164, the birthdate ISO, the e-mail in lower case and the boxes as booleans', () => {
    expect(
      storedContact({
        title: 'mrs', firstName: ' Anna ', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', complement: '',
        zip: '3963', city: 'Crans-Montana', country: 'CH', state: 'VS', phone: '079 123 45 67', birthdate: '05.01.1980',
        email: ' Anna.Rey@Example.CH ', cg: 'true', dataUse: 'on',
      }),
    ).toEqual({
      title: 'mrs', firstName: 'Anna', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', complement: '',
      zip: '3963', city: 'Crans-Montana', country: 'CH', state: 'VS', phone: '+41791234567', birthdate: '1980-01-05',
      email: 'anna.rey@example.ch', cg: true, dataUse: true,
    })
  })
  it('reads the phone in the chosen country, and takes the defaults for what is missing', () => {
    const contact = storedContact({ country: 'FR', phone: '06 12 34 56 78', birthdate: '31.02.1980', cg: 'false' })
    expect(contact).toMatchObject({ title: 'mr', country: 'FR', phone: '+33612345678', birthdate: null, cg: false, dataUse: false })
    expect(storedContact({ phone: 'not a phone' })).toMatchObject({ country: 'CH', phone: 'not a phone', email: '' })
  })
})

describe('nameAndAddressOf', () => {
  const stored = { firstName: 'Anna', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', complement: '', zip: '3963', city: 'Crans-Montana', country: 'FR', state: 'x' }
  it('keeps the name and address of a contact, and nothing else', () => {
    expect(nameAndAddressOf(stored, { firstName: 'Ann', lastName: 'R.' })).toEqual({
      firstName: 'Anna', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', complement: '', zip: '3963', city: 'Crans-Montana', country: 'FR',
    })
  })
  it('gives blanks, the given name and Switzerland where there is no contact', () => {
    expect(nameAndAddressOf(null)).toEqual({ firstName: '', lastName: '', street: '', streetNumber: '', complement: '', zip: '', city: '', country: 'CH' })
    expect(nameAndAddressOf(undefined, { firstName: 'Ann', lastName: 'R.' })).toMatchObject({ firstName: 'Ann', lastName: 'R.', street: '', country: 'CH' })
  })
})
