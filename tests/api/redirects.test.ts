import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { API, type AuthServer, call, newEmail, PASSWORD, signUpBody, startAuthServer } from './auth-support'
import { formBody, rawRequest } from '../support/http'

/**
 * Every redirect and every link the site builds from a value it was given stays on this site and
 * can go in a Location header: `returnTo`, the login's destination (page and API), the language
 * switch of any page (the 404 page of "//evil.example" included).
 */

const base = inject('baseUrl')

/** Addresses that look like paths of this site and are not. */
const ESCAPES = ['/.//evil.example', '/./\\evil.example', '/x/..//evil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example', '//evil.example', 'https://evil.example']

/** Where a browser goes with this Location, from a page of the site. */
function followed(location: string | undefined): URL {
  expect(location).toBeTruthy()
  // Header values are bytes: a Location a browser can read is ASCII.
  expect(location).toMatch(/^[\x21-\x7e]+$/)
  return new URL(location as string, base)
}

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  rawRequest(base, path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...headers }, body: formBody(fields) })

describe('returnTo', () => {
  it.each(ESCAPES)('POST /panier (cart form without JavaScript) never leaves the site: %j', async (returnTo) => {
    const response = await post('/panier', { intent: 'remove', itemId: '999999', returnTo })
    expect(response.status).toBe(303)
    const target = followed(response.headers.location)
    expect(target.origin).toBe(base)
    expect(target.pathname).toBe('/commande/mon-panier')
  })

  it('POST /panier comes back to the page it was sent from', async () => {
    const response = await post('/en/panier', { intent: 'remove', itemId: '999999', returnTo: '/en/recherche?q=chalet é' })
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe('/en/recherche?q=chalet+%C3%A9&panier=erreur')
  })

  it.each(ESCAPES)('POST /demande (request form without JavaScript) never leaves the site: %j', async (returnTo) => {
    // A filled honeypot is answered "sent" and nothing is kept: no mail, no rate limit used.
    const response = await post('/demande', { kind: 'contact', website: 'robot', returnTo })
    expect(response.status).toBe(303)
    const target = followed(response.headers.location)
    expect(target.origin).toBe(base)
    expect(target.pathname).toBe('/contact')
  })
})

describe('the 404 page of a protocol-relative address', () => {
  it.each(['//evil.example', '//evil.example/en', '/.//evil.example'])('links only to this site (%s)', async (path) => {
    const { status, body } = await rawRequest(base, path)
    expect(status).toBe(404)
    const links = [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1] as string)
    expect(links.length).toBeGreaterThan(5)
    for (const href of links) {
      if (/^(mailto|tel):/.test(href) || href.startsWith('https://') || href.startsWith('#')) continue
      expect(href, href).toMatch(/^\/(?![/\\])/)
    }
    expect(body).not.toMatch(/href="[^"]*evil\.example/)
  })
})

describe('login destination', () => {
  let server: AuthServer
  let email: string
  beforeAll(async () => {
    server = await startAuthServer()
    email = newEmail('destination')
    expect((await call(server, `${API}/sign-up`, { body: signUpBody(email), address: '198.51.100.41' })).status).toBe(201)
  })
  afterAll(async () => {
    await server?.stop()
  })

  const logIn = (destination: string, path = '/login') =>
    call(server, path, { form: { email, password: PASSWORD, destination }, address: '198.51.100.42' })

  it('with a character outside Latin-1, the login succeeds and goes there, percent-encoded', async () => {
    const response = await logIn('/recherche?q=Crans–Montana 🏔')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/recherche?q=Crans%E2%80%93Montana%20%F0%9F%8F%94')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('XAT='))).toBe(true)
  })

  it.each(ESCAPES)('never leaves the site: %j', async (destination) => {
    const response = await logIn(destination, '/en/login')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en')
  })

  it('already signed in, GET /login?destination= goes there, on this site only', async () => {
    const jar = (await call(server, `${API}/auth/login`, { body: { email, password: PASSWORD }, address: '198.51.100.43' })).headers.getSetCookie()
    const cookie = jar.map((c) => c.split(';')[0]).join('; ')
    const there = await call(server, `/login?destination=${encodeURIComponent('/vente?prix=€')}`, { headers: { cookie } })
    expect(there.status).toBe(302)
    expect(there.headers.get('location')).toBe('/vente?prix=%E2%82%AC')
    const escape = await call(server, `/login?destination=${encodeURIComponent('/.//evil.example')}`, { headers: { cookie } })
    expect(escape.status).toBe(200)
  })

  it('the API gives back a same-site destination, encoded, or none', async () => {
    const ask = async (destination: string) => {
      const response = await call(server, `${API}/security/login`, { body: { email, password: PASSWORD, destination }, address: '198.51.100.44' })
      expect(response.status).toBe(200)
      return ((await response.json()) as { destination: unknown }).destination
    }
    expect(await ask('/recherche?q=café')).toBe('/recherche?q=caf%C3%A9')
    for (const destination of ESCAPES) expect(await ask(destination), destination).toBeNull()
  })

  it('the sign-up page keeps only a same-site destination', async () => {
    const response = await call(server, `/mon-compte/inscription?destination=${encodeURIComponent('/.//evil.example')}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    // The form and its login link carry no destination (the page's own address still shows in the
    // language switch, a link to this very page).
    expect(html).toContain('action="/mon-compte/inscription"')
    expect(html).not.toMatch(/action="[^"]*evil\.example/)
    expect(html).not.toMatch(/href="\/login\?destination=/)
  })
})
