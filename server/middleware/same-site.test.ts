import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { isExempt, sameSite, sameSiteVerdict, SIGNED_CALL_PATHS } from './same-site'

const OWN = 'https://www.agency.example'

describe('sameSiteVerdict', () => {
  it.each([
    [{ origin: OWN }, 'allowed'],
    // The site opened under another name than PUBLIC_URL: the browser wrote both headers.
    [{ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, 'allowed'],
    [{ origin: 'http://LOCALHOST:3000', host: 'localhost:3000' }, 'MALFORMED_ORIGIN'],
    [{ origin: 'http://localhost:3000', host: 'LOCALHOST:3000' }, 'allowed'],
    [{ origin: 'https://evil.example' }, 'FORBIDDEN_ORIGIN'],
    [{ origin: 'https://evil.example', host: 'www.agency.example' }, 'FORBIDDEN_ORIGIN'],
    [{ origin: 'https://www.agency.example.evil.example' }, 'FORBIDDEN_ORIGIN'],
    [{ origin: 'http://www.agency.example' }, 'FORBIDDEN_ORIGIN'],
    // Sandboxed frames, data: pages, redirects across sites.
    [{ origin: 'null' }, 'FORBIDDEN_ORIGIN'],
    [{ origin: 'null', referer: `${OWN}/login` }, 'FORBIDDEN_ORIGIN'],
    // Malformed: not an origin exactly as a browser writes it.
    [{ origin: '' }, 'MALFORMED_ORIGIN'],
    [{ origin: 'http://[::1' }, 'MALFORMED_ORIGIN'],
    [{ origin: `${OWN}/` }, 'MALFORMED_ORIGIN'],
    [{ origin: `${OWN}/login` }, 'MALFORMED_ORIGIN'],
    [{ origin: 'www.agency.example' }, 'MALFORMED_ORIGIN'],
    [{ origin: 'file:///etc/passwd' }, 'MALFORMED_ORIGIN'],
    // Without Origin, the Referer.
    [{ referer: `${OWN}/en/login?destination=%2F` }, 'allowed'],
    [{ referer: 'http://127.0.0.1:3000/panier', host: '127.0.0.1:3000' }, 'allowed'],
    [{ referer: 'https://evil.example/www.agency.example' }, 'FORBIDDEN_ORIGIN'],
    [{ referer: 'not an address' }, 'MALFORMED_ORIGIN'],
    [{ referer: 'android-app://com.example/' }, 'MALFORMED_ORIGIN'],
    // Neither: a server, a script, curl.
    [{}, 'allowed'],
    [{ host: 'www.agency.example' }, 'allowed'],
  ] as const)('%j → %s', (headers, verdict) => {
    expect(sameSiteVerdict(headers, OWN)).toBe(verdict)
  })
})

describe('isExempt', () => {
  it('names the payment notifications, and nothing else', () => {
    expect(isExempt('/payment/notify/datatrans', SIGNED_CALL_PATHS)).toBe(true)
    expect(isExempt('/payment/notify/', SIGNED_CALL_PATHS)).toBe(true)
    expect(isExempt('/payment/notify', SIGNED_CALL_PATHS)).toBe(false)
    expect(isExempt('/payment/notifyx', SIGNED_CALL_PATHS)).toBe(false)
    expect(isExempt('/payment/return', SIGNED_CALL_PATHS)).toBe(false)
    expect(isExempt('/shop/api/store/payment/notify/x', SIGNED_CALL_PATHS)).toBe(false)
  })
})

describe('sameSite middleware', () => {
  const app = new Hono<AppEnv>()
  app.use(sameSite(OWN))
  app.all('*', (c) => c.text('done'))

  it('lets reads through whatever their Origin', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await app.request('/login', { method, headers: { origin: 'null' } })).status, method).toBe(200)
    }
  })

  it('judges every state-changing method', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await app.request('/login', { method, headers: { origin: 'null' } })).status, method).toBe(403)
      expect((await app.request('/login', { method, headers: { origin: OWN } })).status, method).toBe(200)
    }
  })

  it('answers in French unless the address or the locale parameter is English', async () => {
    const fr = await (await app.request('/login', { method: 'POST', headers: { origin: 'null' } })).json()
    const en = await (await app.request('/en/login', { method: 'POST', headers: { origin: 'null' } })).json()
    const api = await (await app.request('/shop/api/store/auth/login?locale=en', { method: 'POST', headers: { origin: 'http://[::1' } })).json()
    expect(fr).toEqual({ code: 'FORBIDDEN_ORIGIN', message: "Requête refusée : elle ne vient pas d'une page de ce site." })
    expect(en).toEqual({ code: 'FORBIDDEN_ORIGIN', message: 'Request refused: it does not come from a page of this site.' })
    expect(api).toEqual({ code: 'MALFORMED_ORIGIN', message: 'Request refused: its Origin or Referer header is not a valid address.' })
  })

  it('lets the declared signed calls through', async () => {
    const response = await app.request('/payment/notify/datatrans', { method: 'POST', headers: { origin: 'https://pay.example' } })
    expect(response.status).toBe(200)
  })
})
