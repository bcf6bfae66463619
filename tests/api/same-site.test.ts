import { describe, expect, inject, it } from 'vitest'
import { formBody, rawRequest } from '../support/http'

/**
 * State-changing requests (POST, PUT, PATCH, DELETE) must come from this site's own pages: an
 * `Origin: null` (sandboxed frames, data: pages, cross-site redirects) and a Referer from another
 * site are refused like another site's Origin; a malformed Origin is a 403 with a message, never a
 * 500; a client that sends neither (server-to-server) is let through. Signed payment notifications
 * are the declared exception.
 */

const base = inject('baseUrl')
const API = '/shop/api/store'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const LOGIN = formBody({ email: 'nobody@example.ch', password: 'not-the-password-1' })

const post = (path: string, headers: Record<string, string>, body = LOGIN) =>
  rawRequest(base, path, { method: 'POST', headers: { ...FORM, ...headers }, body })

describe('Origin: null', () => {
  it.each([`${API}/auth/login`, `${API}/security/login`, '/login', '/en/login', '/mon-compte/inscription'])(
    'is refused on %s with 403 and a message',
    async (path) => {
      const response = await post(path, { origin: 'null' })
      expect(response.status).toBe(403)
      expect(JSON.parse(response.body)).toMatchObject({ code: 'FORBIDDEN_ORIGIN', message: expect.any(String) })
      expect(response.headers['set-cookie']).toBeUndefined()
    },
  )

  it('is refused on PUT and DELETE too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await rawRequest(base, `${API}/cart/items/1`, { method, headers: { origin: 'null' } })
      expect(response.status, method).toBe(403)
    }
  })
})

describe('a malformed Origin', () => {
  it.each(['http://[::1', '::::', 'https://', 'evil.example', 'https://evil.example/path', ' '])(
    'is a 403 with a message, not a 500 (%j)',
    async (origin) => {
      for (const path of [`${API}/auth/login`, '/api/locations', '/aio/contents', '/login', '/panier']) {
        const response = await post(path, { origin })
        expect(response.status, path).toBe(403)
        expect(response.body, path).toMatch(/Origin/)
      }
    },
  )
})

describe('without an Origin, the Referer decides', () => {
  it('refuses a Referer from another site, or one that is not an address', async () => {
    for (const referer of ['https://evil.example/login', 'http://127.0.0.1.evil.example/', 'not an address']) {
      const response = await post('/login', { referer })
      expect(response.status, referer).toBe(403)
      expect(JSON.parse(response.body)).toMatchObject({ code: expect.stringMatching(/^(FORBIDDEN|MALFORMED)_ORIGIN$/) })
    }
  })

  it('lets a request from one of its own pages through', async () => {
    const response = await post('/login', { referer: `${base}/login?destination=%2Fvente` })
    expect(response.status).toBe(401)
  })

  it('lets a client that sends neither through (server-to-server calls)', async () => {
    const response = await post(`${API}/auth/login`, {})
    expect(response.status).toBe(401)
    expect(JSON.parse(response.body)).toMatchObject({ code: 'AUTH_FAIL' })
  })
})

describe('refusals in the shape of each API family', () => {
  it('catalogue API: {success: false, message}', async () => {
    const response = await post('/api/locations', { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(JSON.parse(response.body)).toEqual({ success: false, message: expect.any(String) })
  })
  it('content API: {status, message}', async () => {
    const response = await post('/aio/contents', { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(JSON.parse(response.body)).toEqual({ status: 403, message: expect.any(String) })
  })
  it('shop API in the language asked: {code, message}', async () => {
    const fr = JSON.parse((await post(`${API}/auth/login`, { origin: 'null' })).body)
    const en = JSON.parse((await post(`${API}/auth/login?locale=en`, { origin: 'null' })).body)
    expect(fr.code).toBe('FORBIDDEN_ORIGIN')
    expect(en.code).toBe('FORBIDDEN_ORIGIN')
    expect(fr.message).not.toBe(en.message)
  })
})

describe('declared exceptions: signed server-to-server calls', () => {
  it('payment notifications under /payment/notify/ are not refused for their Origin (they check their own signature)', async () => {
    const response = await post('/payment/notify/test', { origin: 'https://psp.example' }, '{}')
    expect(response.status).not.toBe(403)
  })
  it('other payment addresses are', async () => {
    const response = await post('/payment/return', { origin: 'https://psp.example' }, '{}')
    expect(response.status).toBe(403)
  })
})
