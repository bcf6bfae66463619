import { describe, expect, it } from 'vitest'
import { addressKey, fullAddress, matchesSuggestion } from './full-address'
import { required } from './required'
import { check, validate } from './validate'

const suggestions = ['Route de la Moubra 6, 3963 Crans-Montana', 'Rue Centrale 12, 3963 Crans-Montana']

describe('fullAddress', () => {
  it('accepts a suggestion whatever its spaces and case', () => {
    expect(validate({ a: [fullAddress(suggestions)] }, { a: 'route de la moubra 6, 3963 crans-montana' }, 'fr')).toEqual({})
    expect(validate({ a: [fullAddress(suggestions)] }, { a: ' RUE CENTRALE 12,3963  Crans-Montana ' }, 'fr')).toEqual({})
    expect(matchesSuggestion('Route de la Moubra 6, 3963 Crans-Montana', suggestions)).toBe(true)
    expect(addressKey(' Rue  Centrale ')).toBe('ruecentrale')
  })
  it('refuses anything else with the SPEC messages', () => {
    expect(validate({ a: [fullAddress(suggestions)] }, { a: 'Route de la Moubra 7, 3963 Crans-Montana' }, 'fr')).toEqual({
      a: 'Veuillez saisir une adresse valide',
    })
    expect(check({ a: [fullAddress(suggestions)] }, { a: 'Route de la Moubra' }, 'en').a).toEqual({
      code: 'fullAddress',
      key: 'validation.fullAddress',
      message: 'Please enter a valid address',
    })
    expect(validate({ a: [fullAddress([])] }, { a: 'Rue Centrale 12, 3963 Crans-Montana' }, 'en')).toEqual({ a: 'Please enter a valid address' })
  })
  it('asks a function for the suggestions of the value', () => {
    const asked: string[] = []
    const rule = fullAddress((value) => {
      asked.push(value)
      return suggestions
    })
    expect(validate({ a: [rule] }, { a: 'Rue Centrale 12, 3963 Crans-Montana' }, 'fr')).toEqual({})
    expect(asked).toEqual(['Rue Centrale 12, 3963 Crans-Montana'])
  })
  it('leaves an empty value to required', () => {
    expect(validate({ a: [fullAddress(suggestions)] }, { a: '' }, 'fr')).toEqual({})
    expect(validate({ a: [required, fullAddress(suggestions)] }, { a: '' }, 'en')).toEqual({ a: 'This field is mandatory' })
  })
})
