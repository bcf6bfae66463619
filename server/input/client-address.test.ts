import { describe, expect, it } from 'vitest'
import { clientAddress, PEER_ADDRESS_HEADER } from './client-address'

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
