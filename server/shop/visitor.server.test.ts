import { describe, expect, it } from 'vitest'
import { signAccessToken } from '../../domain/accounts/access-token.server'
import { hashCartToken, newCartToken } from '../../domain/shop/cart/session.server'
import type { AuthSettings } from '../auth/settings.server'
import { NO_PROXY, parseTrustProxy, PEER_ADDRESS_HEADER } from '../input/client-address'
import { cartVisitor } from './visitor.server'

const auth: AuthSettings = {
  secret: new TextEncoder().encode('v'.repeat(48)),
  accessTokenTtlSeconds: 60,
  refreshTokenTtlDays: 30,
  refreshGraceSeconds: 10,
  secureCookies: false,
}
const context = { auth, trustProxy: NO_PROXY }
const anne = { id: 42, username: 'anne@example.ch', firstName: 'Anne', lastName: 'Rey', roles: ['ROLE_USER'] }

const request = (headers: Record<string, string>) => new Request('http://shop.test/commande/mon-panier', { headers })

describe('cartVisitor', () => {
  it('knows a visitor without cookies only by their address', async () => {
    expect(await cartVisitor(context, request({ [PEER_ADDRESS_HEADER]: '203.0.113.7' }))).toEqual({
      session: null,
      userId: null,
      clientAddress: '203.0.113.7',
    })
  })

  it('gives the cart cookie as the hash the database keeps, never the token itself', async () => {
    const token = newCartToken()
    const visitor = await cartVisitor(context, request({ cookie: `locale=en; cart=${token}` }))
    expect(visitor.session).toBe(hashCartToken(token))
    expect(JSON.stringify(visitor)).not.toContain(token)
    expect((await cartVisitor(context, request({ cookie: 'cart=not-a-token' }))).session).toBeNull()
  })

  it('names the signed-in account of a valid access token, from the XAT cookie or a Bearer header', async () => {
    const token = await signAccessToken(auth, anne)
    expect((await cartVisitor(context, request({ cookie: `XAT=${token}` }))).userId).toBe(42)
    expect((await cartVisitor(context, request({ authorization: `Bearer ${token}` }))).userId).toBe(42)
  })

  it('signs nobody in on an expired token or one signed with another key', async () => {
    const expired = await signAccessToken(auth, anne, new Date(Date.now() - 3_600_000))
    const forged = await signAccessToken({ ...auth, secret: new TextEncoder().encode('f'.repeat(48)) }, anne)
    expect((await cartVisitor(context, request({ cookie: `XAT=${expired}` }))).userId).toBeNull()
    expect((await cartVisitor(context, request({ cookie: `XAT=${forged}` }))).userId).toBeNull()
  })

  it('takes the address from X-Forwarded-For only behind a trusted proxy', async () => {
    const headers = { [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }
    expect((await cartVisitor(context, request(headers))).clientAddress).toBe('10.0.0.2')
    expect((await cartVisitor({ auth, trustProxy: parseTrustProxy('true') }, request(headers))).clientAddress).toBe('203.0.113.9')
  })
})
