import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { API, type AuthServer, call, newEmail, signUpBody, startAuthServer, waitForMailTo } from './auth-support'
import { formBody, rawRequest } from '../support/http'

/**
 * Every absolute address the server writes comes from PUBLIC_URL (default http://localhost:PORT),
 * never from the request's Host or X-Forwarded-* headers: a forgotten-password request sent with
 * `Host: evil.example` must not mail the account's owner a working reset link to evil.example.
 */

const base = inject('baseUrl')
const site = inject('publicUrl')

/** What a request forged to make the site believe it is evil.example carries. */
const FORGED_HOSTS = [
  { name: 'Host', headers: { host: 'evil.example' } },
  { name: 'X-Forwarded-Host and -Proto', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' } },
] as const

const hrefs = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1])

describe('with PUBLIC_URL unset, the default http://localhost:PORT', () => {
  let server: AuthServer
  beforeAll(async () => {
    server = await startAuthServer()
  })
  afterAll(async () => {
    await server?.stop()
  })

  for (const forged of FORGED_HOSTS) {
    it(`mails the reset link to the configured address, whatever ${forged.name} says (API and page)`, async () => {
      const email = newEmail('forged')
      expect((await call(server, `${API}/sign-up?locale=en`, { body: signUpBody(email), address: '198.51.100.31' })).status).toBe(201)

      const api = await rawRequest(server.url, `${API}/security/forgot-password?locale=en&email=${encodeURIComponent(email)}`, {
        headers: { ...forged.headers, 'x-forwarded-for': '198.51.100.32' },
      })
      expect(api.status).toBe(200)
      const page = await rawRequest(server.url, '/mon-compte/mot-de-passe-oublie', {
        method: 'POST',
        headers: { ...forged.headers, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.33' },
        body: formBody({ email }),
      })
      expect(page.status).toBe(303)

      for (const subject of ['new password', 'nouveau mot de passe']) {
        const mail = await waitForMailTo(server.dataDir, email, (m) => m.subject.includes(subject))
        const links = mail.text.match(/https?:\/\/\S+/g) ?? []
        expect(links.length).toBeGreaterThan(0)
        for (const link of links) expect(new URL(link).origin).toBe(server.publicUrl)
        expect(mail.text).not.toContain('evil.example')
      }
    })
  }
})

describe('pages of a server reached under another name', () => {
  for (const forged of FORGED_HOSTS) {
    it(`canonical, hreflang and og:url use the configured address, whatever ${forged.name} says`, async () => {
      const { status, body } = await rawRequest(base, '/en/location/special', { headers: forged.headers })
      expect(status).toBe(200)
      expect(body).toContain(`<link rel="canonical" href="${site}/en/location/special"/>`)
      expect(body).toContain(`hrefLang="fr" href="${site}/location/special"`)
      expect(body).toContain(`hrefLang="x-default" href="${site}/location/special"`)
      expect(body).toContain(`<meta property="og:url" content="${site}/en/location/special"/>`)
      expect(body).not.toContain('evil.example')
    })

    it(`structured data and share links of a detail page use it too (${forged.name})`, async () => {
      const list = await rawRequest(base, '/en/actualite', { headers: forged.headers })
      const detail = hrefs(list.body, /href="(\/en\/actualite\/[a-z0-9-]+-\d+)"/g)[0]
      expect(detail).toBeTruthy()
      const { status, body } = await rawRequest(base, detail as string, { headers: forged.headers })
      expect(status).toBe(200)
      const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(body)?.[1] ?? ''
      expect(jsonLd).toContain(`${site}${detail}`)
      expect(body).not.toContain('evil.example')
    })

    it(`the sitemap and robots.txt use it (${forged.name})`, async () => {
      const sitemap = await rawRequest(base, '/sitemap.xml', { headers: forged.headers })
      const locs = hrefs(sitemap.body, /<loc>([^<]+)<\/loc>/g)
      expect(locs.length).toBeGreaterThan(10)
      for (const loc of locs) expect(new URL(loc as string).origin).toBe(site)
      expect(sitemap.body).not.toContain('evil.example')
      const robots = await rawRequest(base, '/robots.txt', { headers: forged.headers })
      expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`)
    })
  }

  it('sends no Strict-Transport-Security on http, and Secure on no cookie', async () => {
    const { headers } = await rawRequest(base, '/en', { headers: { 'x-forwarded-proto': 'https' } })
    expect(headers['strict-transport-security']).toBeUndefined()
    const cookies = headers['set-cookie'] ?? []
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i)
  })
})

describe('with PUBLIC_URL=https://www.agency.example (behind a TLS proxy)', () => {
  const PUBLIC = 'https://www.agency.example'
  const HOST = 'www.agency.example'
  let server: AuthServer
  beforeAll(async () => {
    server = await startAuthServer({ PUBLIC_URL: `${PUBLIC}/` })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('writes it in canonical links, the sitemap and robots.txt', async () => {
    const login = await rawRequest(server.url, '/en/login', { headers: { host: HOST } })
    expect(login.body).toContain(`<link rel="canonical" href="${PUBLIC}/en/login"/>`)
    const sitemap = await rawRequest(server.url, '/sitemap.xml', { headers: { host: HOST } })
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/</loc>`)
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/en/actualite</loc>`)
    const robots = await rawRequest(server.url, '/robots.txt', { headers: { host: HOST } })
    expect(robots.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`)
  })

  it('asks browsers for HTTPS only (HSTS) and makes every cookie Secure', async () => {
    const { headers } = await rawRequest(server.url, '/en', { headers: { host: HOST } })
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const cookies = headers['set-cookie'] ?? []
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i)
  })

  it('accepts the forms of its pages posted from the public https address (the proxy speaks http to the server)', async () => {
    const logout = await rawRequest(server.url, '/en/login', {
      method: 'POST',
      headers: { host: HOST, origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({ intent: 'logout' }),
    })
    expect(logout.status).toBe(303)
    expect(logout.headers.location).toBe('/en')
    const other = await rawRequest(server.url, '/en/login', {
      method: 'POST',
      headers: { host: HOST, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({ intent: 'logout' }),
    })
    expect(other.status).toBe(403)
  })
})
