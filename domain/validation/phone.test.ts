import { describe, expect, it } from 'vitest'
import { formatInternational, isPhoneNumber, phone, toE164 } from './phone'
import { check, validate } from './validate'

const fields = { phone: [phone()] }

describe('phone', () => {
  it('is valid for the selected country', () => {
    expect(isPhoneNumber('079 123 45 67', 'CH')).toBe(true)
    expect(isPhoneNumber('027 480 00 00', 'CH')).toBe(true)
    expect(isPhoneNumber('06 12 34 56 78', 'FR')).toBe(true)
    expect(isPhoneNumber('07911 123456', 'GB')).toBe(true)
    expect(isPhoneNumber('07911 123456', 'CH')).toBe(false)
    expect(isPhoneNumber('12345', 'CH')).toBe(false)
    expect(isPhoneNumber('abc', 'CH')).toBe(false)
  })
  it('accepts a number written with its international prefix whatever the country', () => {
    expect(isPhoneNumber('+33 6 12 34 56 78', 'CH')).toBe(true)
  })
  it('refuses an unknown country', () => {
    expect(isPhoneNumber('079 123 45 67', 'XX')).toBe(false)
  })
  it('reads the country from the phoneCountry field, Switzerland by default', () => {
    expect(validate(fields, { phone: '079 123 45 67' }, 'fr')).toEqual({})
    expect(validate(fields, { phone: '079 123 45 67', phoneCountry: 'GB' }, 'fr')).toEqual({
      phone: 'Ce champ doit être un numéro de téléphone valide',
    })
    expect(validate({ tel: [phone({ countryField: 'country' })] }, { tel: '06 12 34 56 78', country: 'FR' }, 'fr')).toEqual({})
  })
  it('gives the SPEC messages in French and English', () => {
    expect(check(fields, { phone: '123' }, 'en').phone).toEqual({
      code: 'phone',
      key: 'validation.phone',
      message: 'This field must be a valid phone number',
    })
    expect(check(fields, { phone: '123' }, 'fr').phone.message).toBe('Ce champ doit être un numéro de téléphone valide')
  })
  it('normalises to E.164 and formats for reading', () => {
    expect(toE164('079 123 45 67', 'CH')).toBe('+41791234567')
    expect(toE164('nope', 'CH')).toBeNull()
    expect(formatInternational('+41791234567')).toBe('+41 79 123 45 67')
  })
})
