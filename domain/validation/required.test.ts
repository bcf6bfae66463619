import { describe, expect, it } from 'vitest'
import { required } from './required'
import { check, validate } from './validate'

const fields = { name: [required] }

describe('required', () => {
  it('refuses a missing, empty or blank value', () => {
    for (const values of [{}, { name: '' }, { name: '   ' }]) {
      expect(validate(fields, values, 'fr')).toEqual({ name: 'Ce champ est requis' })
    }
  })
  it('accepts any other value', () => {
    expect(validate(fields, { name: 'Anne' }, 'fr')).toEqual({})
  })
  it('speaks French and English as SPEC §5, with its code and key', () => {
    expect(check(fields, {}, 'en')).toEqual({
      name: { code: 'required', key: 'validation.required', message: 'This field is mandatory' },
    })
    expect(check(fields, {}, 'fr').name.message).toBe('Ce champ est requis')
  })
  it('falls back to French for German and Italian', () => {
    expect(validate(fields, {}, 'de')).toEqual({ name: 'Ce champ est requis' })
    expect(validate(fields, {}, 'it')).toEqual({ name: 'Ce champ est requis' })
  })
})
