import { describe, expect, it } from 'vitest'
import { isNationality, nationalityChoices, nationalityCodes } from './nationalities.server'

describe('the nationalities', () => {
  it('are the countries of every country list, without regions and unions', () => {
    expect(nationalityCodes().length).toBeGreaterThan(240)
    for (const code of ['CH', 'FR', 'GB', 'US', 'JP', 'LI']) expect(isNationality(code)).toBe(true)
    for (const code of ['EU', 'UN', 'ZZ', 'XX', 'QO', 'SU', 'YU']) expect(isNationality(code)).toBe(false)
  })
  it('are offered Switzerland first, then its neighbours and the rest by name in the language', () => {
    const fr = nationalityChoices('fr')
    expect(fr[0]).toEqual({ code: 'CH', name: 'Suisse' })
    expect(nationalityChoices('en')[0]).toEqual({ code: 'CH', name: 'Switzerland' })
  })
})
