import { describe, expect, it } from 'vitest'
import { idFromParam } from './route-id'

describe('idFromParam', () => {
  it('takes the last dash-separated segment', () => {
    expect(idFromParam('ouverture-de-la-saison-12')).toBe(12)
    expect(idFromParam('12')).toBe(12)
    expect(idFromParam('chalet-2024-7')).toBe(7)
  })
  it('refuses parameters without a positive id', () => {
    expect(idFromParam(undefined)).toBeNull()
    expect(idFromParam('')).toBeNull()
    expect(idFromParam('chalet')).toBeNull()
    expect(idFromParam('chalet-0')).toBeNull()
    expect(idFromParam('chalet-12a')).toBeNull()
    expect(idFromParam('chalet-99999999999999')).toBeNull()
  })
})
