import { describe, expect, it } from 'vitest'
import { includedInRentalDates, readAnyDate } from './included-in-rental-dates'
import { check, validate } from './validate'

const fields = { dateFrom: [includedInRentalDates()] }
const rental = { startPeriod: '2027-01-09', endPeriod: '2027-01-16' }

describe('includedInRentalDates', () => {
  it('accepts a date within the rental, both ends included', () => {
    for (const dateFrom of ['09.01.2027', '12.01.2027', '16.01.2027']) {
      expect(validate(fields, { ...rental, dateFrom }, 'fr')).toEqual({})
    }
  })
  it('refuses a date outside, with the SPEC French message and an English one', () => {
    expect(validate(fields, { ...rental, dateFrom: '08.01.2027' }, 'fr')).toEqual({
      dateFrom: 'Veuillez saisir une date comprise dans les dates choisies pour la location',
    })
    expect(check(fields, { ...rental, dateFrom: '17.01.2027' }, 'en').dateFrom).toEqual({
      code: 'includedInRentalDates',
      key: 'validation.includedInRentalDates',
      message: 'Please enter a date within the dates chosen for the rental',
    })
  })
  it('reads the rental period written DD.MM.YYYY too', () => {
    expect(validate(fields, { startPeriod: '09.01.2027', endPeriod: '16.01.2027', dateFrom: '20.01.2027' }, 'fr')).toEqual({
      dateFrom: 'Veuillez saisir une date comprise dans les dates choisies pour la location',
    })
    expect(readAnyDate('2027-02-30')).toBeNull()
    expect(readAnyDate('09.01.2027')).toBe('2027-01-09')
  })
  it('without a rental period only asks for a readable date', () => {
    expect(validate(fields, { dateFrom: '12.01.2027' }, 'fr')).toEqual({})
    expect(validate(fields, { dateFrom: '12/01/2027' }, 'en')).toEqual({ dateFrom: 'Please enter a date within the dates chosen for the rental' })
  })
})
