import { describe, expect, it } from 'vitest'
import { requiredIf } from './required-if'
import { check, validate } from './validate'

describe('requiredIf', () => {
  const roundTrip = { returnDateFrom: [requiredIf('trip', 'roundTrip')] }
  it('is required only when the other field equals the value, with the message of required', () => {
    expect(validate(roundTrip, { trip: 'roundTrip', returnDateFrom: '' }, 'fr')).toEqual({ returnDateFrom: 'Ce champ est requis' })
    expect(check(roundTrip, { trip: 'roundTrip' }, 'en').returnDateFrom).toEqual({
      code: 'requiredIf',
      key: 'validation.required',
      message: 'This field is mandatory',
    })
    expect(validate(roundTrip, { trip: 'oneWay', returnDateFrom: '' }, 'fr')).toEqual({})
    expect(validate(roundTrip, { returnDateFrom: '' }, 'fr')).toEqual({})
    expect(validate(roundTrip, { trip: 'roundTrip', returnDateFrom: '12.01.2027' }, 'fr')).toEqual({})
  })
  it('without a value, is required whenever the other field is set (a ticked box, a text)', () => {
    const fields = { allergies: [requiredIf('hasAllergies')] }
    expect(validate(fields, { hasAllergies: 'true', allergies: ' ' }, 'fr')).toEqual({ allergies: 'Ce champ est requis' })
    expect(validate(fields, { hasAllergies: 'on' }, 'en')).toEqual({ allergies: 'This field is mandatory' })
    expect(validate(fields, { hasAllergies: 'false' }, 'fr')).toEqual({})
    expect(validate(fields, { hasAllergies: '' }, 'fr')).toEqual({})
    expect(validate(fields, {}, 'fr')).toEqual({})
  })
  it('compares a boolean or a number expected value as text', () => {
    expect(validate({ note: [requiredIf('roundTrip', true)] }, { roundTrip: 'true' }, 'fr')).toEqual({ note: 'Ce champ est requis' })
    expect(validate({ note: [requiredIf('people', 3)] }, { people: '3' }, 'en')).toEqual({ note: 'This field is mandatory' })
    expect(validate({ note: [requiredIf('people', 3)] }, { people: '2' }, 'en')).toEqual({})
  })
})
