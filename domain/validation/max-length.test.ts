import { describe, expect, it } from 'vitest'
import { maxLength } from './max-length'
import { check, validate } from './validate'

describe('maxLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(validate({ m: [maxLength(3)] }, { m: 'éèà' }, 'fr')).toEqual({})
    expect(validate({ m: [maxLength(2)] }, { m: '😀😀' }, 'fr')).toEqual({})
  })
  it('names the limit in French and English', () => {
    expect(validate({ m: [maxLength(3)] }, { m: 'abcd' }, 'fr')).toEqual({ m: 'Ce champ ne doit pas dépasser 3 caractères' })
    expect(check({ m: [maxLength(3)] }, { m: 'abcd' }, 'en').m).toEqual({
      code: 'maxLength',
      key: 'validation.maxLength',
      message: 'This field must not exceed 3 characters',
    })
  })
})
