import { describe, expect, it } from 'vitest'
import { stateForCountry } from './ContactFields'

describe('the state a change of country leaves', () => {
  it('Switzerland keeps a chosen canton, else takes Valais', () => {
    expect(stateForCountry('CH', 'GE')).toBe('GE')
    expect(stateForCountry('CH', 'Bavière')).toBe('VS')
    expect(stateForCountry('CH', undefined)).toBe('VS')
  })

  it('another country drops a canton and keeps a region typed for another country', () => {
    expect(stateForCountry('FR', 'VS')).toBe('')
    expect(stateForCountry('DE', 'Bayern')).toBe('Bayern')
  })
})
