import { describe, expect, it } from 'vitest'
import { localized, requestLocale } from './request-locale.server'

const request = (path: string) => new Request(`http://localhost${path}`)

describe('the language of a request', () => {
  it('is the one of its path, French without a prefix', () => {
    expect(requestLocale(request('/en/admin/locations'))).toBe('en')
    expect(requestLocale(request('/admin/locations'))).toBe('fr')
    expect(requestLocale(request('/fr/admin/locations'))).toBe('fr')
  })

  it('gives an app path in that language, keeping a /fr prefix the visitor used', () => {
    expect(localized('/admin/locations/3?done=saved', request('/en/admin/locations/3'))).toBe('/en/admin/locations/3?done=saved')
    expect(localized('/admin/locations/3', request('/admin/locations/3'))).toBe('/admin/locations/3')
    expect(localized('/admin/locations/3', request('/fr/admin/locations/3'))).toBe('/fr/admin/locations/3')
  })
})
