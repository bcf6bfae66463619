import { describe, expect, it } from 'vitest'
import { signAccessToken, verifyAccessToken } from './access-token.server'

const settings = { secret: new TextEncoder().encode('x'.repeat(48)), accessTokenTtlSeconds: 60 }
const user = { id: 7, username: 'anne@example.ch', firstName: 'Anne', lastName: 'Rey', roles: ['ROLE_USER'] }

describe('access tokens', () => {
  it('name the user until they expire', async () => {
    const now = new Date('2026-01-01T10:00:00Z')
    const token = await signAccessToken(settings, user, now)
    const verdict = await verifyAccessToken(settings, token, new Date('2026-01-01T10:00:59Z'))
    expect(verdict).toEqual({ ok: true, user, expiresAt: new Date('2026-01-01T10:01:00Z') })
    expect(await verifyAccessToken(settings, token, new Date('2026-01-01T10:01:01Z'))).toEqual({ ok: false, code: 'JWT_EXPIRED' })
  })
  it('say JWT_NOT_FOUND without a token and JWT_INVALID for a tampered or foreign one', async () => {
    expect(await verifyAccessToken(settings, null)).toEqual({ ok: false, code: 'JWT_NOT_FOUND' })
    const token = await signAccessToken(settings, user)
    const [header, payload, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url')
    expect(await verifyAccessToken(settings, `${header}.${forged}.${signature}`)).toEqual({ ok: false, code: 'JWT_INVALID' })
    const other = await signAccessToken({ ...settings, secret: new TextEncoder().encode('y'.repeat(48)) }, user)
    expect(await verifyAccessToken(settings, other)).toEqual({ ok: false, code: 'JWT_INVALID' })
    expect(await verifyAccessToken(settings, 'not.a.token')).toEqual({ ok: false, code: 'JWT_INVALID' })
  })
  it('refuse an unsigned token (alg none)', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: '7', username: 'x', firstName: 'x', lastName: 'x', roles: [], iss: 'crans-montana-agency', aud: 'shop', exp: 4102444800 })}.`
    expect(await verifyAccessToken(settings, none)).toEqual({ ok: false, code: 'JWT_INVALID' })
  })
})
