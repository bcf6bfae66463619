import { describe, expect, it } from 'vitest'
import { adult, isAtLeast } from './adult'
import { swissDate } from './date'
import { required } from './required'
import { check, validate } from './validate'

const today = '2026-11-23'
const fields = { birthdate: [required, swissDate({ min: '1900-01-01' }), adult()] }

describe('adult', () => {
  it('is 18 on the 18th birthday, not the day before', () => {
    expect(isAtLeast(18, '2008-11-23', today)).toBe(true)
    expect(isAtLeast(18, '2008-11-24', today)).toBe(false)
    expect(isAtLeast(18, '1970-01-01', today)).toBe(true)
  })
  it('lets someone born on 29 February come of age on 1 March in a common year', () => {
    expect(isAtLeast(18, '2008-02-29', '2026-02-28')).toBe(false)
    expect(isAtLeast(18, '2008-02-29', '2026-03-01')).toBe(true)
  })
  it('reads DD.MM.YYYY and gives the SPEC messages in French and English', () => {
    expect(validate(fields, { birthdate: '23.11.2008' }, 'fr', { today })).toEqual({})
    expect(validate(fields, { birthdate: '24.11.2008' }, 'fr', { today })).toEqual({ birthdate: "Vous n'êtes pas majeur" })
    expect(check(fields, { birthdate: '24.11.2008' }, 'en', { today }).birthdate).toEqual({
      code: 'adult',
      key: 'validation.adult',
      message: "You're under 18",
    })
  })
  it('treats a birthdate in the future as under 18', () => {
    expect(validate(fields, { birthdate: '01.01.2030' }, 'en', { today })).toEqual({ birthdate: "You're under 18" })
  })
  it('fails on its own when the date cannot be read', () => {
    expect(validate({ birthdate: [adult()] }, { birthdate: '2000-01-01' }, 'fr', { today })).toEqual({
      birthdate: "Vous n'êtes pas majeur",
    })
  })
  it('leaves badly written dates to the date rule when it comes first', () => {
    expect(validate(fields, { birthdate: '31.02.2000' }, 'fr', { today })).toEqual({ birthdate: 'Ce champ est invalide' })
    expect(validate(fields, { birthdate: '1.1.2000' }, 'en', { today })).toEqual({ birthdate: 'This field is invalid' })
    expect(validate(fields, { birthdate: '01.01.1850' }, 'en', { today })).toEqual({ birthdate: 'This field is invalid' })
  })
  it('uses the real date in Europe/Zurich when today is not given', () => {
    expect(validate(fields, { birthdate: '01.01.1990' }, 'fr')).toEqual({})
  })
})
