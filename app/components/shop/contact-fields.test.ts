import { describe, expect, it } from 'vitest'
import { settleContact, stateForCountry } from './ContactFields'

describe('the state a change of country leaves', () => {
  it('Switzerland keeps a chosen canton, else takes Valais', () => {
    expect(stateForCountry('CH', 'GE')).toBe('GE')
    expect(stateForCountry('CH', 'Bavière')).toBe('VS')
    expect(stateForCountry('CH', undefined)).toBe('VS')
  })

  it('a country whose post names a state drops a canton and keeps a state typed for another country', () => {
    expect(stateForCountry('US', 'VS')).toBe('')
    expect(stateForCountry('US', 'California')).toBe('California')
  })

  it('a country whose post names no state has none', () => {
    expect(stateForCountry('FR', 'VS')).toBe('')
    expect(stateForCountry('GB', 'Kent')).toBe('')
  })
})

describe('a contact whose country was changed before the page came alive', () => {
  it('drops the canton the list still showed for a country other than Switzerland', () => {
    expect(settleContact({ country: 'FR', state: 'VS', city: 'Lyon' })).toEqual({ country: 'FR', state: '', city: 'Lyon' })
  })

  it('takes Valais for Switzerland chosen over a region, and leaves a fitting or empty state alone', () => {
    expect(settleContact({ country: 'CH', state: 'Bayern' })).toEqual({ country: 'CH', state: 'VS' })
    const fitting = { country: 'US', state: 'California' }
    expect(settleContact(fitting)).toBe(fitting)
    expect(settleContact({ country: 'GB', state: 'Kent' })).toEqual({ country: 'GB', state: '' })
    expect(settleContact({ country: 'CH', state: '' })).toEqual({ country: 'CH', state: '' })
  })
})
