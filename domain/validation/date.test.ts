import { describe, expect, it } from 'vitest'
import { swissDate } from './date'
import { check, validate } from './validate'

describe('swissDate', () => {
  it('accepts real dates written DD.MM.YYYY', () => {
    expect(validate({ d: [swissDate()] }, { d: '29.02.2024' }, 'fr')).toEqual({})
  })
  it('refuses other writings and impossible dates, in French and English', () => {
    expect(validate({ d: [swissDate()] }, { d: '29.02.2023' }, 'fr')).toEqual({ d: 'Ce champ est invalide' })
    expect(check({ d: [swissDate()] }, { d: '2024-02-01' }, 'en').d).toEqual({
      code: 'date',
      key: 'validation.invalid',
      message: 'This field is invalid',
    })
  })
  it('keeps within its bounds', () => {
    const rule = swissDate({ min: '1900-01-01', max: '2026-12-31' })
    expect(validate({ d: [rule] }, { d: '31.12.1899' }, 'fr')).toEqual({ d: 'Ce champ est invalide' })
    expect(validate({ d: [rule] }, { d: '01.01.2027' }, 'fr')).toEqual({ d: 'Ce champ est invalide' })
    expect(validate({ d: [rule] }, { d: '01.01.1900' }, 'fr')).toEqual({})
  })
})
