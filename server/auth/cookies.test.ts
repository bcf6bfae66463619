import { describe, expect, it } from 'vitest'
import { clearedSessionCookies, readCookie, sessionCookies, withCookies } from './cookies'

const now = new Date('2026-01-01T00:00:00Z')
const session = { accessToken: 'a.b.c', refreshToken: 'r1', refreshExpiresAt: new Date('2026-01-31T00:00:00Z') }

describe('session cookies', () => {
  it('are httpOnly and Lax, readable only for `logged`, and session cookies without "remember me"', () => {
    expect(sessionCookies({ ...session, stayLogged: false }, { secure: false }, now)).toEqual([
      'XAT=a.b.c; Path=/; SameSite=Lax; HttpOnly',
      'XRT=r1; Path=/; SameSite=Lax; HttpOnly',
      'logged=1; Path=/; SameSite=Lax',
    ])
  })
  it('last as long as the refresh token with "remember me", and are Secure over https', () => {
    const lines = sessionCookies({ ...session, stayLogged: true }, { secure: true }, now)
    for (const line of lines) expect(line).toMatch(/; Secure; Max-Age=2592000$/)
  })
  it('keep the browser’s refresh cookie when no new refresh token was issued', () => {
    const lines = sessionCookies({ ...session, refreshToken: null, stayLogged: false }, { secure: false }, now)
    expect(lines.map((l) => l.split('=')[0])).toEqual(['XAT', 'logged'])
  })
  it('are cleared with Max-Age=0', () => {
    expect(clearedSessionCookies({ secure: false }).every((l) => l.endsWith('Max-Age=0'))).toBe(true)
  })
})

describe('cookie headers', () => {
  it('read one cookie', () => {
    expect(readCookie('a=1; XAT=tok.en; b=2', 'XAT')).toBe('tok.en')
    expect(readCookie('XATX=1', 'XAT')).toBeUndefined()
    expect(readCookie(null, 'XAT')).toBeUndefined()
  })
  it('replace or remove cookies of a request', () => {
    expect(withCookies('a=1; XAT=old; XRT=r', { XAT: 'new', XRT: null })).toBe('a=1; XAT=new')
    expect(withCookies(null, { XAT: 'new' })).toBe('XAT=new')
  })
})
