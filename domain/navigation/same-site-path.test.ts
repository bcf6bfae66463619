import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path'

describe('sameSitePath', () => {
  it.each([
    ['/', '/'],
    ['/en/location/chalet-12?x=1#photos', '/en/location/chalet-12?x=1#photos'],
    ['/commande/mon-panier?panier=supprime', '/commande/mon-panier?panier=supprime'],
    // Dot segments are resolved the way a browser would.
    ['/en/./vente/../location', '/en/location'],
  ])('keeps the path of this site %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected)
  })

  it('percent-encodes what a Location header cannot carry', () => {
    expect(sameSitePath('/recherche?q=café crème')).toBe('/recherche?q=caf%C3%A9%20cr%C3%A8me')
    expect(sameSitePath('/location/chalet-€-12')).toBe('/location/chalet-%E2%82%AC-12')
    expect(sameSitePath('/recherche?q=日本')).toBe('/recherche?q=%E6%97%A5%E6%9C%AC')
  })

  it.each([
    // Another site, outright.
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example/',
    '///evil.example',
    // Browsers read a backslash as a slash.
    '/\\evil.example',
    '/\\/evil.example',
    '/en\\..\\..\\/evil.example',
    // Protocol-relative once the dot segments are gone.
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    // Protocol-relative once decoded, once or more.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5c/evil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%2e%2f%2fevil.example',
    // Control characters: the URL parser would drop the tab and keep "//evil.example".
    '/\t/evil.example',
    '/\n/evil.example',
    '/a\r\nSet-Cookie: x=1',
    '/a\u0000b',
    '/a\u007fb',
    '/a\u0085b',
    // Not a path.
    'contact',
    ' /contact',
    '',
    '/' + 'a'.repeat(2000),
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull()
  })

  it.each([null, undefined, 42, ['/'], { path: '/' }])('refuses a value that is not text (%j)', (value) => {
    expect(sameSitePath(value)).toBeNull()
  })

  it('gives, for any text, null or a single-slash ASCII path that stays on the site', () => {
    const site = 'https://www.agency.example'
    const pathLike = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `/${s}`),
      fc.array(fc.constantFrom('/', '\\', '.', '%2F', '%2f', '%5C', '%2e', '%25', '?', '#', 'é', 'evil.example', '\t', ':'), { maxLength: 12 }).map((a) => a.join('')),
    )
    fc.assert(
      fc.property(pathLike, (value) => {
        const path = sameSitePath(value)
        if (path === null) return
        expect(path).toMatch(/^\/(?![/\\])/)
        expect(path).toMatch(/^[\x21-\x7e]*$/)
        expect(new URL(path, site).origin).toBe(site)
        expect(sameSitePath(path)).toBe(path)
      }),
      { numRuns: 2000 },
    )
  })
})
