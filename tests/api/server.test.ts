import { describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')

describe('server', () => {
  it('reports health with the database reachable', async () => {
    const response = await fetch(`${base}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('reports readiness: the database answers, the migrations are applied, the media store has the pictures', async () => {
    const response = await fetch(`${base}/readyz`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body.checks).toMatchObject({ database: 'ok', migrations: 'ok' })
    // A PostgreSQL test database outlives the data directories of the servers that seeded it, so its
    // pictures may be on another one's disk: the media check is then rightly failed (tests/api/media-store).
    if (!process.env.TEST_DATABASE_URL) expect(body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', media: 'ok' } })
  })

  it('sends security headers and a request id', async () => {
    const response = await fetch(`${base}/presentation`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/)
  })

  it('compresses pages', async () => {
    const response = await fetch(`${base}/cguone`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  it('serves fingerprinted assets precompressed and immutable', async () => {
    const html = await (await fetch(`${base}/`)).text()
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(js|css)/g) ?? [])]
    expect(assets.length).toBeGreaterThan(0)
    const encodings: (string | null)[] = []
    for (const asset of assets) {
      const response = await fetch(base + asset, { headers: { 'Accept-Encoding': 'br' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toContain('immutable')
      encodings.push(response.headers.get('content-encoding'))
    }
    expect(encodings).toContain('br')
  })

  it('refuses a state-changing request from another site', async () => {
    const response = await fetch(`${base}/shop/api/store/cart`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })

  it('serves the service worker at the root', async () => {
    const response = await fetch(`${base}/sw.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(await response.text()).toContain('skipWaiting')
  })
})
