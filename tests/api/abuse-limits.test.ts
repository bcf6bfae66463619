import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../support/server'
import { API, call, mailsTo, newEmail, PASSWORD, signUpBody, startAuthServer, startAuthServers } from './auth-support'

/**
 * The account limits an attacker would try to get around (docs/decisions/014-abuse-limits.md): a
 * burst of password guesses sent at once, reset e-mails triggered from many addresses. On
 * PostgreSQL two server processes share the database and the burst is spread over both.
 */

let servers: RunningServer[]
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ servers, stop } = await startAuthServers())
})
afterAll(async () => {
  await stop?.()
})

describe('login under a burst of guesses', () => {
  it('checks at most ten of 100 wrong passwords sent at once; the rest and then the right one get 429', async () => {
    const email = newEmail('burst')
    expect((await call(servers[0], `${API}/sign-up`, { body: signUpBody(email), address: '203.0.113.200' })).status).toBe(201)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(servers[i % servers.length], `${API}/auth/login?locale=en`, {
          body: { email, password: `wrong-password-${i}` },
          address: `10.60.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        }),
      ),
    )
    const statuses = answers.map((r) => r.status)
    const refused = answers.filter((r) => r.status === 429)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    expect(refused.length).toBeGreaterThanOrEqual(90)
    expect(refused.every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true)
    for (const r of answers) await r.body?.cancel()

    const right = await call(servers[servers.length - 1], `${API}/auth/login?locale=en`, { body: { email, password: PASSWORD }, address: '10.61.0.1' })
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await right.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts, please try again in a few minutes' })
  })
})

describe('forgotten password by GET from other sites', () => {
  it('mails one address at most three times an hour from any number of client addresses, answering the same', async () => {
    const email = newEmail('reset-flood')
    expect((await call(servers[0], `${API}/sign-up?locale=en`, { body: signUpBody(email), address: '203.0.113.201' })).status).toBe(201)
    // An image on another site makes each of its visitors' browsers ask, each from its own address.
    const ask = (address: string, i: number) =>
      fetch(`${servers[i % servers.length].url}${API}/security/forgot-password?locale=en&email=${encodeURIComponent(address)}`, {
        headers: { 'x-forwarded-for': `10.62.0.${i + 1}`, referer: 'https://elsewhere.example/page' },
      })
    const answers: { status: number; body: string }[] = []
    for (let i = 0; i < 8; i++) {
      const response = await ask(i % 2 ? email : email.toUpperCase(), i)
      answers.push({ status: response.status, body: await response.text() })
    }
    const unknown = await ask(newEmail('nobody'), 9)
    expect(unknown.status).toBe(200)
    const neutral = await unknown.text()
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ status: 200, body: neutral })))
    expect(JSON.parse(neutral)).toMatchObject({ code: 'reset_link_sent' })

    // Whichever process's worker sends them writes them under its own DATA_DIR: 10 s at most for 3.
    const resets = () => servers.flatMap((s) => mailsTo(s.dataDir, email)).filter((m) => m.subject.includes('new password'))
    for (let i = 0; i < 100 && resets().length < 3; i++) await new Promise((r) => setTimeout(r, 100))
    await new Promise((r) => setTimeout(r, 1000))
    expect(resets()).toHaveLength(3)
  })
})

describe('behind a CDN and a load balancer (TRUST_PROXY=2)', () => {
  it('counts each visitor at the address the CDN saw, not the CDN’s own: one visitor’s guesses never lock out another', async () => {
    const behindProxies = await startAuthServer({ TRUST_PROXY: '2' })
    try {
      // Each hop appends the address it received from: the visitor's at the CDN, the CDN's at the balancer.
      const viaCdn = (visitor: string) => `${visitor}, 192.0.2.77`
      const guess = (visitor: string, i: number) =>
        call(behindProxies, `${API}/auth/login?locale=en`, { body: { email: newEmail(`hops-${i}`), password: 'not-the-password' }, address: viaCdn(visitor) })
      const first: number[] = []
      for (let i = 0; i < 11; i++) first.push((await guess('198.51.100.30', i)).status)
      expect(first.slice(0, 10).every((status) => status === 401)).toBe(true)
      expect(first[10]).toBe(429)
      expect((await guess('198.51.100.31', 11)).status).toBe(401)
      // What a visitor writes in the header itself is never taken for their address.
      expect((await guess('198.51.100.31, 198.51.100.30', 12)).status).toBe(429)
    } finally {
      await behindProxies.stop()
    }
  })
})
