import { describe, expect, it } from 'vitest'
import { email, isEmail } from './email'
import { required } from './required'
import { check, validate } from './validate'

describe('email', () => {
  it.each(['anne@example.ch', 'a.b+c@sub.example.com', ' anne@example.ch ', "o'neil@example.co.uk"])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  )
  it.each(['anne', 'anne@', '@example.ch', 'anne@example', 'anne@@example.ch', 'an ne@example.ch', 'anne@-x.ch', 'anne@example.c0m', `${'a'.repeat(65)}@example.ch`])(
    'refuses %s',
    (value) => expect(isEmail(value)).toBe(false),
  )
  it('gives the SPEC messages in French and English', () => {
    expect(validate({ email: [email] }, { email: 'nope' }, 'fr')).toEqual({
      email: 'Ce champ doit être une adresse e-mail valide',
    })
    expect(check({ email: [email] }, { email: 'nope' }, 'en').email).toEqual({
      code: 'email',
      key: 'validation.email',
      message: 'This field must be a valid email address',
    })
  })
  it('lets an empty optional field pass; required speaks first on a required one', () => {
    expect(validate({ email: [email] }, { email: '' }, 'fr')).toEqual({})
    expect(validate({ email: [required, email] }, { email: '' }, 'en')).toEqual({ email: 'This field is mandatory' })
  })
})
