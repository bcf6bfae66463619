import { describe, expect, it } from 'vitest'
import { hashCartToken, newCartToken } from '../../domain/shop/cart/session.server'
import { cartCookie, newCartCookie, readCartToken } from './cart-cookie'

describe('cart cookie', () => {
  it('is a random 256-bit token whose hash only is stored', () => {
    const a = newCartToken()
    const b = newCartToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
    expect(hashCartToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashCartToken(a)).not.toContain(a)
  })
  it('is httpOnly and SameSite=Lax, Secure over HTTPS', () => {
    expect(cartCookie('t', false)).toBe('cart=t; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax')
    expect(cartCookie('t', true)).toMatch(/; Secure$/)
  })
  it('is read from the Cookie header, ignoring malformed values', () => {
    const token = newCartToken()
    const request = (cookie: string) => new Request('http://x/', { headers: { cookie } })
    expect(readCartToken(request(`locale=fr; cart=${token}`))).toBe(token)
    expect(readCartToken(request('cart=short'))).toBeNull()
    expect(readCartToken(request('other=1'))).toBeNull()
  })
  it('is set only when a command created the cart', () => {
    expect(newCartCookie({ ok: true, newCartToken: 'tok' }, false)).toBe(cartCookie('tok', false))
    expect(newCartCookie({ ok: true }, false)).toBeUndefined()
    expect(newCartCookie({ ok: false }, true)).toBeUndefined()
  })
})
