import { describe, expect, it } from 'vitest'
import { oneOf } from './one-of'
import { check, validate } from './validate'

describe('oneOf', () => {
  const fields = { title: [oneOf(['mr', 'mrs', 'ms'])] }
  it('accepts an offered value', () => {
    expect(validate(fields, { title: 'mrs' }, 'fr')).toEqual({})
  })
  it('refuses any other, in French and English', () => {
    expect(validate(fields, { title: 'dr' }, 'fr')).toEqual({ title: 'Ce champ est invalide' })
    expect(check(fields, { title: 'dr' }, 'en').title).toEqual({ code: 'oneOf', key: 'validation.invalid', message: 'This field is invalid' })
  })
})
