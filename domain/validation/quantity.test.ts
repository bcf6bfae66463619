import { describe, expect, it } from 'vitest'
import { quantity } from './quantity'
import { check, validate } from './validate'

describe('quantity', () => {
  const fields = { quantity: [quantity(99)] }
  it('accepts 1 to the maximum, and no quantity at all', () => {
    for (const value of ['1', '42', '99', '']) expect(validate(fields, { quantity: value }, 'fr')).toEqual({})
  })
  it('refuses more than the maximum, zero and what is not a whole number, in both languages', () => {
    expect(validate(fields, { quantity: '1000000' }, 'fr')).toEqual({ quantity: 'La quantité doit être comprise entre 1 et 99' })
    expect(check(fields, { quantity: '100' }, 'en').quantity).toEqual({
      code: 'quantity',
      key: 'validation.quantity',
      message: 'The quantity must be between 1 and 99',
    })
    for (const value of ['0', '2.5', '9007199254740993']) expect(validate(fields, { quantity: value }, 'en')).toHaveProperty('quantity')
  })
})
