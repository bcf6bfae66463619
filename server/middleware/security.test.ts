import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { PublicSettings } from '../context'
import type { AppEnv } from '../env'
import { securityHeaders } from './security'
import { TEST_AGENCY_ADDRESS } from '../../domain/agency/address.test-data'

const settings = (publicUrl: string, ids: Partial<Pick<PublicSettings, 'gtmId' | 'metaPixelId'>> = {}): PublicSettings => ({
  publicUrl,
  contactPhone: '+41 27 480 00 00',
  contactEmail: 'info@example.ch',
  agency: TEST_AGENCY_ADDRESS,
  mediaBaseUrl: null,
  gtmId: ids.gtmId ?? null,
  metaPixelId: ids.metaPixelId ?? null,
  mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
  buildId: 'test',
})

function appWith(publicUrl: string, ids = {}, dev = false) {
  const app = new Hono<AppEnv>()
  app.use(securityHeaders(settings(publicUrl, ids), dev))
  // What a page does with the nonce: writes it on its inline scripts.
  app.get('*', (c) => c.html(`<script nonce="${c.get('cspNonce')}">1</script>`))
  return app
}

const directives = (csp: string | null) => new Map((csp ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('securityHeaders', () => {
  it('allows inline scripts only with the nonce of the response, never with unsafe-inline', async () => {
    const response = await appWith('http://localhost:3000').request('/')
    const nonce = /nonce="([^"]+)"/.exec(await response.text())?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    const scripts = directives(response.headers.get('content-security-policy')).get('script-src')
    expect(scripts).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(response.headers.get('content-security-policy')).not.toContain("'unsafe-eval'")
  })

  it('makes a fresh nonce for every response', async () => {
    const app = appWith('http://localhost:3000')
    const nonces = new Set<string>()
    for (let i = 0; i < 20; i++) nonces.add(/'nonce-([^']+)'/.exec((await app.request('/')).headers.get('content-security-policy') ?? '')?.[1] ?? '')
    expect(nonces.size).toBe(20)
  })

  it('allows the analytics hosts only when their ids are configured', async () => {
    const none = directives((await appWith('http://localhost:3000').request('/')).headers.get('content-security-policy'))
    expect(none.get('script-src')?.some((s) => s.startsWith('https:'))).toBe(false)
    const both = directives((await appWith('http://localhost:3000', { gtmId: 'GTM-TEST', metaPixelId: '1234567' }).request('/')).headers.get('content-security-policy'))
    expect(both.get('script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']))
    expect(both.get('connect-src')).toEqual(expect.arrayContaining(['https://www.google-analytics.com', 'https://www.facebook.com']))
  })

  it('sends Strict-Transport-Security when the public address is https, never on http', async () => {
    expect((await appWith('https://www.agency.example').request('/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect((await appWith('http://localhost:3000').request('/')).headers.get('strict-transport-security')).toBeNull()
    expect((await appWith('http://localhost:3000').request('https://localhost:3000/')).headers.get('strict-transport-security')).toBeNull()
  })

  it('keeps the other hardening headers', async () => {
    const response = await appWith('http://localhost:3000').request('/')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"])
    expect(directives(response.headers.get('content-security-policy')).get('object-src')).toEqual(["'none'"])
  })

  it('sends no policy in development, where Vite injects its own scripts', async () => {
    expect((await appWith('http://localhost:3000', {}, true).request('/')).headers.get('content-security-policy')).toBeNull()
  })
})
