import { describe, expect, it } from 'vitest'
import { formatDate, toZurichIsoDate } from '../format/date'
import { notBeforeNow } from './not-before-now'
import { check, validate } from './validate'

const today = '2026-11-23'
const fields = { dateFrom: [notBeforeNow] }

describe('notBeforeNow', () => {
  it('accepts today and later days', () => {
    expect(validate(fields, { dateFrom: '23.11.2026' }, 'fr', { today })).toEqual({})
    expect(validate(fields, { dateFrom: '01.01.2027' }, 'fr', { today })).toEqual({})
  })
  it('refuses yesterday with the SPEC message in French and English', () => {
    expect(validate(fields, { dateFrom: '22.11.2026' }, 'fr', { today })).toEqual({ dateFrom: 'Ce champ est invalide' })
    expect(check(fields, { dateFrom: '22.11.2026' }, 'en', { today }).dateFrom).toEqual({
      code: 'notBeforeNow',
      key: 'validation.invalid',
      message: 'This field is invalid',
    })
  })
  it('refuses a date it cannot read', () => {
    expect(validate(fields, { dateFrom: '2026-12-01' }, 'fr', { today })).toEqual({ dateFrom: 'Ce champ est invalide' })
    expect(validate(fields, { dateFrom: '31.11.2026' }, 'fr', { today })).toEqual({ dateFrom: 'Ce champ est invalide' })
  })
  it('takes today in Europe/Zurich when not given', () => {
    const zurichToday = formatDate(toZurichIsoDate(new Date()))
    expect(validate(fields, { dateFrom: zurichToday }, 'fr')).toEqual({})
    expect(validate(fields, { dateFrom: '01.01.2000' }, 'fr')).toEqual({ dateFrom: 'Ce champ est invalide' })
  })
})
