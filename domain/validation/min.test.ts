import { describe, expect, it } from 'vitest'
import { min } from './min'
import { check, validate } from './validate'

describe('min', () => {
  const fields = { people: [min(1)] }
  it('accepts the minimum and more', () => {
    expect(validate(fields, { people: '1' }, 'fr')).toEqual({})
    expect(validate(fields, { people: '12' }, 'fr')).toEqual({})
  })
  it('refuses less, and text that is not a number, naming the minimum in both languages', () => {
    expect(validate(fields, { people: '0' }, 'fr')).toEqual({ people: 'Ce champ doit être supérieur ou égal à 1' })
    expect(validate(fields, { people: '-2' }, 'fr')).toEqual({ people: 'Ce champ doit être supérieur ou égal à 1' })
    expect(check(fields, { people: 'two' }, 'en').people).toEqual({ code: 'min', key: 'validation.min', message: 'This field must be at least 1' })
  })
  it('lets an empty optional field pass', () => {
    expect(validate(fields, { people: '' }, 'fr')).toEqual({})
  })
})
