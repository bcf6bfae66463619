import { describe, expect, it } from 'vitest'
import { max } from './max'
import { check, validate } from './validate'

describe('max', () => {
  const fields = { rooms: [max(8)] }
  it('accepts the maximum and less, decimals included', () => {
    expect(validate(fields, { rooms: '8' }, 'fr')).toEqual({})
    expect(validate(fields, { rooms: '2.5' }, 'fr')).toEqual({})
  })
  it('refuses more, and text that is not a number, naming the maximum in both languages', () => {
    expect(validate(fields, { rooms: '9' }, 'fr')).toEqual({ rooms: 'Ce champ doit être inférieur ou égal à 8' })
    expect(check(fields, { rooms: '1e3' }, 'en').rooms).toEqual({ code: 'max', key: 'validation.max', message: 'This field must be at most 8' })
  })
})
