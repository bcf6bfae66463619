import { describe, expect, it } from 'vitest'
import { clientKey } from './client-key'

describe('clientKey', () => {
  it('is the IPv4 address itself, mapped or not', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('is the /64 of an IPv6 address: every address of one block is one client', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
  })

  it('gives this machine no share of its own', () => {
    expect(clientKey('127.0.0.1')).toBeNull()
    expect(clientKey('::1')).toBeNull()
    expect(clientKey('::ffff:127.0.0.1')).toBeNull()
    // Other loopback addresses are clients like any other (the benchmark's hostile client uses one).
    expect(clientKey('127.0.0.2')).toBe('127.0.0.2')
  })

  it('makes one client of what is not an address', () => {
    expect(clientKey('unknown')).toBe('unknown')
  })
})
