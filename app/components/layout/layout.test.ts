import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en/layout.json'
import fr from '../../i18n/locales/fr/layout.json'
import { readConsent } from './consent'
import { telHref } from './ContactBlock'
import { pageIn } from './LanguageSwitch'
import { createServiceWorkerScript, serviceWorkerScript } from './service-worker-script'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

/** French has a "many" plural form; English does not need it. */
const withoutMany = (list: string[]) => list.filter((k) => !k.endsWith('_many')).sort()

describe('layout translations', () => {
  it('English has every French key', () => {
    expect(withoutMany(keys(en))).toEqual(withoutMany(keys(fr)))
  })
  it('keeps the wording fixed by the specification', () => {
    expect(en.cart.empty).toBe('Your shopping cart is empty')
    expect(fr.cart.empty).toBe('Votre panier est vide')
    expect(fr.footer.notice).toContain('de 8h à 12h et de 14h à 17h')
  })
})

describe('consent cookie', () => {
  it('reads granted or denied, and nothing else', () => {
    expect(readConsent('locale=fr; consent=granted')).toBe('granted')
    expect(readConsent('consent=denied')).toBe('denied')
    expect(readConsent('consent=yes')).toBeNull()
    expect(readConsent('')).toBeNull()
  })
})

describe('contact links', () => {
  it('makes a dialable tel: address', () => {
    expect(telHref('+41 27 480 00 00')).toBe('tel:+41274800000')
    expect(telHref('027 480.00.00')).toBe('tel:0274800000')
  })
})

describe('service worker script', () => {
  it('is valid JavaScript that takes control and caches nothing', () => {
    expect(() => new Function(serviceWorkerScript)).not.toThrow()
    expect(serviceWorkerScript).toContain('skipWaiting()')
    expect(serviceWorkerScript).toContain('clients.claim()')
    expect(serviceWorkerScript).not.toMatch(/addEventListener\(['"]fetch/)
  })
  it('changes with the version and cannot be broken by it', () => {
    expect(createServiceWorkerScript('a')).not.toBe(createServiceWorkerScript('b'))
    expect(createServiceWorkerScript('x */ alert(1) /*')).not.toContain('*/ alert')
  })
})

describe('language switch', () => {
  it('links to the same page and query in each language', () => {
    expect(pageIn('en', '/location/special', '?sort=price_desc')).toBe('/en/location/special?sort=price_desc')
    expect(pageIn('fr', '/en/location/special', '?sort=price_desc')).toBe('/location/special?sort=price_desc')
    expect(pageIn('en', '/en', '?q=chalet')).toBe('/en?q=chalet')
    expect(pageIn('fr', '/fr', '')).toBe('/')
  })
  it("links to a detail page with that language's slug (its final address, not a 301)", () => {
    const alternates = { fr: '/actualite/saphir-laundry-agrandit-son-atelier-60', en: '/actualite/saphir-laundry-expands-its-workshop-60' }
    expect(pageIn('en', alternates.fr, '', alternates)).toBe('/en/actualite/saphir-laundry-expands-its-workshop-60')
    expect(pageIn('fr', `/en${alternates.en}`, '?x=1', alternates)).toBe(`${alternates.fr}?x=1`)
    expect(pageIn('en', '/location', '', { fr: '//evil.example' })).toBe('/en/location')
  })
  it.each(['//evil.example', '//evil.example/en', '/en//evil.example', '/%2F%2Fevil.example'])('links home for an address that is not a path of this site (%s)', (pathname) => {
    expect(pageIn('fr', pathname, '')).toBe('/')
    expect(pageIn('en', pathname, '?x=1')).toBe('/en')
  })
})
