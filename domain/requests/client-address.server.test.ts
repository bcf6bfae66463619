import { describe, expect, it } from 'vitest'
import { clientAddress, hashAddress, PEER_ADDRESS_HEADER } from './client-address.server'

const request = (headers: Record<string, string>) => new Request('http://localhost/demande', { headers })

describe('clientAddress', () => {
  it('is the peer address the server recorded', () => {
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: '203.0.113.7' }), { trustProxy: false })).toBe('203.0.113.7')
  })
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    const r = request({ [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })
    expect(clientAddress(r, { trustProxy: false })).toBe('10.0.0.2')
    expect(clientAddress(r, { trustProxy: true })).toBe('203.0.113.9')
  })
})

describe('hashAddress', () => {
  it('is stable, short and does not show the address', () => {
    expect(hashAddress('203.0.113.7')).toBe(hashAddress('203.0.113.7'))
    expect(hashAddress('::ffff:203.0.113.7')).toBe(hashAddress('203.0.113.7'))
    expect(hashAddress('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/)
    expect(hashAddress('203.0.113.7')).not.toBe(hashAddress('203.0.113.8'))
  })
})
