import { describe, expect, it } from 'vitest'
import { clientAddress, NO_PROXY, parseTrustProxy, PEER_ADDRESS_HEADER, TrustProxyError } from './client-address'

const request = (headers: Record<string, string>) => new Request('http://localhost/demande', { headers })
const from = (peer: string, forwarded?: string) => request({ [PEER_ADDRESS_HEADER]: peer, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) })
const address = (trust: string, peer: string, forwarded?: string) => clientAddress(from(peer, forwarded), { trustProxy: parseTrustProxy(trust) })

describe('clientAddress', () => {
  it('is the peer address the server recorded', () => {
    expect(clientAddress(from('203.0.113.7'), { trustProxy: NO_PROXY })).toBe('203.0.113.7')
  })
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(address('false', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('10.0.0.2')
    expect(address('true', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9')
  })

  describe('a number of hops', () => {
    it('takes the entry that many hops away: behind a CDN and a load balancer, the visitor the CDN saw', () => {
      // The visitor wrote 1.1.1.1 themselves; the CDN appended the visitor, the load balancer the CDN.
      expect(address('2', '10.0.0.2', '1.1.1.1, 198.51.100.1, 192.0.2.10')).toBe('198.51.100.1')
      expect(address('1', '10.0.0.2', '1.1.1.1, 198.51.100.1, 192.0.2.10')).toBe('192.0.2.10')
      expect(address('3', '10.0.0.2', '1.1.1.1, 198.51.100.1, 192.0.2.10')).toBe('1.1.1.1')
    })
    it('takes the farthest entry when the request came by fewer hops, and the peer without any', () => {
      expect(address('2', '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1')
      expect(address('2', '10.0.0.2')).toBe('10.0.0.2')
    })
  })

  describe('a list of trusted proxies', () => {
    const proxies = '10.0.0.0/8, 192.0.2.10, 2001:db8::/32'
    it('walks from the right, skipping the trusted proxies, to the first address that is not one', () => {
      expect(address(proxies, '10.0.0.2', '1.1.1.1, 198.51.100.1, 192.0.2.10')).toBe('198.51.100.1')
      expect(address(proxies, '10.0.0.2', '198.51.100.1, 10.9.9.9')).toBe('198.51.100.1')
      expect(address(proxies, '10.0.0.2', '198.51.100.1, 2001:db8::5')).toBe('198.51.100.1')
    })
    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
      expect(address(proxies, '203.0.113.50', '198.51.100.1')).toBe('203.0.113.50')
    })
    it('reads IPv4 peers written as IPv6 and entries with ports or brackets', () => {
      expect(address(proxies, '::ffff:10.0.0.2', '198.51.100.1:5120')).toBe('198.51.100.1')
      expect(address(proxies, '10.0.0.2', '[2001:db8:ffff::1]:443')).toBe('2001:db8:ffff::1')
      expect(address('127.0.0.1', '::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1')
    })
    it('takes the last trusted address when every entry is a proxy', () => {
      expect(address(proxies, '10.0.0.2', '10.0.0.3')).toBe('10.0.0.3')
    })
    it('stops at an entry that is not an address: it came from beyond the proxies', () => {
      expect(address(proxies, '10.0.0.2', '198.51.100.1, unknown')).toBe('unknown')
    })
  })
})

describe('parseTrustProxy', () => {
  it('reads false, true, hops and lists', () => {
    expect(parseTrustProxy('false')).toEqual({ hops: 0 })
    expect(parseTrustProxy('true')).toEqual({ hops: 1 })
    expect(parseTrustProxy('2')).toEqual({ hops: 2 })
    expect(parseTrustProxy('10.0.0.0/8,::1')).toMatchObject({ described: '10.0.0.0/8,::1' })
  })
  it.each(['yes', '10.0.0.0/33', '10.0.0/8', '2001:db8::/129', '10.0.0.1/8/2', '10.0.0.1,', '21'])('refuses %s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(TrustProxyError)
  })
})
