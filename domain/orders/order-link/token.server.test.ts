import { describe, expect, it } from 'vitest'
import { checkOrderLink, orderLinkToken } from './token.server'

const SECRET = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters')
const OTHER_SECRET = new TextEncoder().encode('another-secret-of-thirty-two-characters!')

describe('the signed link of an order', () => {
  const token = orderLinkToken(SECRET, '4820193746', '2027-03-15')

  it('opens its order through its last day', () => {
    expect(token).toMatch(/^20270315-[A-Za-z0-9_-]{32}$/)
    expect(checkOrderLink(SECRET, '4820193746', token, '2026-12-01')).toEqual({ ok: true, expiresOn: '2027-03-15' })
    expect(checkOrderLink(SECRET, '4820193746', token, '2027-03-15')).toEqual({ ok: true, expiresOn: '2027-03-15' })
  })

  it('is expired the day after, and says since when', () => {
    expect(checkOrderLink(SECRET, '4820193746', token, '2027-03-16')).toEqual({ ok: false, reason: 'expired', expiredOn: '2027-03-15' })
  })

  it('opens no other order, and nothing under another secret', () => {
    expect(checkOrderLink(SECRET, '4820193747', token, '2026-12-01')).toEqual({ ok: false, reason: 'invalid' })
    expect(checkOrderLink(OTHER_SECRET, '4820193746', token, '2026-12-01')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a later day written into it (the signature no longer matches)', () => {
    const moved = token.replace('20270315', '20370315')
    expect(checkOrderLink(SECRET, '4820193746', moved, '2026-12-01')).toEqual({ ok: false, reason: 'invalid' })
  })

  it.each([undefined, null, '', '4820193746', '20270315-short', `${token}x`, token.toUpperCase(), ['x']])('refuses %j', (value) => {
    expect(checkOrderLink(SECRET, '4820193746', value, '2026-12-01')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a signature changed by one character', () => {
    const last = token.at(-1) === 'A' ? 'B' : 'A'
    expect(checkOrderLink(SECRET, '4820193746', token.slice(0, -1) + last, '2026-12-01')).toEqual({ ok: false, reason: 'invalid' })
  })
})
