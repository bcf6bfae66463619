import { describe, expect, it } from 'vitest'
import { cartCookie, hashCartToken, newCartToken, readCartToken } from './cookie.server'

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
})
