import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, type AuthServer, call, CookieJar, newEmail, signUpBody, startAuthServer } from './auth-support'

/** Access tokens expire: a server whose tokens live 6 s (long enough for a busy machine to sign up and ask once). */

let server: AuthServer

beforeAll(async () => {
  server = await startAuthServer({ ACCESS_TOKEN_TTL_SECONDS: '6' })
})
afterAll(async () => {
  await server?.stop()
})

/** Asks /auth/me until it stops answering 200 (15 s at most); returns the last answer. */
async function untilExpired(jar: CookieJar): Promise<Response> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const response = await call(server, `${API}/auth/me`, { method: 'POST', jar })
    if (response.status !== 200 || Date.now() > deadline) return response
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('token expiry', () => {
  it('an expired access token gives 401 JWT_EXPIRED; a refresh gives a working one', async () => {
    const jar = new CookieJar()
    const signUp = await call(server, `${API}/sign-up?locale=en`, { body: signUpBody(newEmail()), jar, address: '198.51.100.9' })
    expect(signUp.status).toBe(201)
    expect((await call(server, `${API}/auth/me`, { method: 'POST', jar })).status).toBe(200)

    const expired = await untilExpired(jar)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ code: 'JWT_EXPIRED', message: 'Votre session a expiré, veuillez vous reconnecter' })
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token')

    const refreshed = await call(server, `${API}/auth/refresh`, { method: 'POST', jar })
    expect(refreshed.status).toBe(200)
    const { token } = (await refreshed.json()) as { token: string }
    expect((await call(server, `${API}/auth/me`, { method: 'POST', jar })).status).toBe(200)
    expect((await call(server, `${API}/auth/me`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
  })
})

describe('a session that can no longer be renewed (SPEC §8)', () => {
  it('sends an account page to the login page, which says why, in the page’s language', async () => {
    const jar = new CookieJar()
    expect((await call(server, `${API}/sign-up?locale=en`, { body: signUpBody(newEmail('lost')), jar, address: '198.51.100.10' })).status).toBe(201)
    // Logged out on another device: this browser's refresh cookie is revoked, its access token gone.
    expect((await call(server, `${API}/auth/logout`, { method: 'POST', jar: jar.clone() })).status).toBe(200)
    jar.cookies.delete('XAT')

    for (const [page, login, words] of [
      ['/mon-compte/mes-informations', '/login', 'Votre session n’est plus valable, veuillez vous reconnecter'],
      ['/en/mon-compte/mes-informations', '/en/login', 'Your session is no longer valid, please log in again'],
    ] as const) {
      const refused = await call(server, page, { jar: jar.clone() })
      expect(refused.status).toBe(302)
      const target = new URL(refused.headers.get('location') ?? '', server.url)
      expect(target.pathname).toBe(login)
      expect(target.searchParams.get('reason')).toBe('JWT_INVALID')
      expect(target.searchParams.get('destination')).toBe(page)
      const shown = await call(server, target.pathname + target.search)
      expect(shown.status).toBe(200)
      expect(await shown.text()).toContain(words)
    }
  })

  it('sends a visitor who never signed in to the login page without a reason', async () => {
    const refused = await call(server, '/mon-compte/mes-informations')
    expect(refused.status).toBe(302)
    expect(new URL(refused.headers.get('location') ?? '', server.url).searchParams.has('reason')).toBe(false)
  })
})
