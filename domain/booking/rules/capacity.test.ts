import { describe, expect, it } from 'vitest'
import { checkCapacity } from './capacity'

const codeOf = (persons: number, adults: number, childAges: number[]) => {
  const check = checkCapacity(persons, { adults, childAges })
  return check.ok ? 'ok' : check.code
}

describe('checkCapacity', () => {
  it('accepts a party up to the persons the rental sleeps, babies included', () => {
    expect(checkCapacity(6, { adults: 2, childAges: [0, 4, 11, 17] })).toEqual({
      ok: true,
      adults: 2,
      childAges: [0, 4, 11, 17],
      total: 6,
    })
    expect(codeOf(1, 1, [])).toBe('ok')
  })
  it('refuses one person more, naming the capacity', () => {
    expect(checkCapacity(6, { adults: 2, childAges: [0, 4, 11, 17, 3] })).toEqual({
      ok: false,
      code: 'over_capacity',
      messages: {
        fr: 'Ce logement accueille au plus 6 personnes : vous en avez indiqué 7.',
        en: 'This rental sleeps at most 6 persons: you have entered 7.',
      },
    })
    expect(codeOf(4, 5, [])).toBe('over_capacity')
  })
  it('needs at least one adult', () => {
    expect(checkCapacity(6, { adults: 0, childAges: [12] })).toMatchObject({
      code: 'no_adult',
      messages: { en: 'The stay must include at least one adult.' },
    })
  })
  it('takes children aged 0 to 17 in whole years only', () => {
    expect(codeOf(6, 1, [0, 17])).toBe('ok')
    for (const age of [18, -1, 2.5, Number.NaN]) expect(codeOf(6, 1, [age])).toBe('invalid_child_age')
    expect(checkCapacity(6, { adults: 1, childAges: [18] })).toMatchObject({
      messages: { fr: "L'âge de chaque enfant doit être un nombre entier de 0 à 17 ans." },
    })
  })
  it('refuses a number of adults that is not a whole number, 0 or more', () => {
    for (const adults of [-1, 1.5, Number.POSITIVE_INFINITY]) expect(codeOf(6, adults, [])).toBe('invalid_guests')
  })
})
