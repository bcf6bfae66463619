import { describe, expect, it } from 'vitest'
import { loginHref } from './login-href'

describe("the header's log-in link", () => {
  it('comes back to the page, with its query', () => {
    expect(loginHref('/en/login', '/location', { pathname: '/en/location', search: '?adults=2' })).toBe('/en/login?destination=%2Fen%2Flocation%3Fadults%3D2')
  })

  it('is the log-in page alone on the account entry pages', () => {
    for (const path of ['/login', '/mon-compte/inscription', '/mon-compte/mot-de-passe-oublie', '/mon-compte/nouveau-mot-de-passe']) {
      expect(loginHref('/login', path, { pathname: path, search: '?destination=%2Fvente' })).toBe('/login')
    }
  })

  it('never names another site, whatever the address of the page', () => {
    for (const pathname of ['//evil.example', '/.//evil.example', '/%2F%2Fevil.example']) {
      expect(loginHref('/login', pathname, { pathname, search: '' })).toBe('/login')
    }
  })

  it('leaves out a query longer than any page of the site reads', () => {
    const search = `?children=${'1,'.repeat(2000)}`
    expect(loginHref('/login', '/location/chalet-1', { pathname: '/location/chalet-1', search })).toBe('/login?destination=%2Flocation%2Fchalet-1')
  })
})
