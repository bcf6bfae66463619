import { describe, expect, it } from 'vitest'
import { parseIPv6, refusedRange } from './address-rules'

describe('the addresses a feed may never be fetched from', () => {
  it('refuses the server itself, private networks, link-local (cloud metadata), CGNAT and the unspecified address in IPv4', () => {
    expect(refusedRange('127.0.0.1')).toBe('loopback')
    expect(refusedRange('127.255.1.2')).toBe('loopback')
    expect(refusedRange('10.0.0.1')).toBe('private')
    expect(refusedRange('172.16.0.1')).toBe('private')
    expect(refusedRange('172.31.255.255')).toBe('private')
    expect(refusedRange('192.168.1.20')).toBe('private')
    expect(refusedRange('169.254.169.254')).toBe('link_local')
    expect(refusedRange('100.64.0.1')).toBe('cgnat')
    expect(refusedRange('100.127.255.254')).toBe('cgnat')
    expect(refusedRange('0.0.0.0')).toBe('unspecified')
    expect(refusedRange('224.0.0.1')).toBe('multicast')
    expect(refusedRange('255.255.255.255')).toBe('reserved')
  })

  it('lets public IPv4 addresses through, even next to the refused ranges', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '172.15.255.255', '100.128.0.1', '169.255.0.1', '11.0.0.1', '54.239.28.85']) {
      expect(refusedRange(address)).toBeNull()
    }
  })

  it('refuses the same in IPv6: loopback, unspecified, link-local, unique-local, multicast', () => {
    expect(refusedRange('::1')).toBe('loopback')
    expect(refusedRange('[::1]')).toBe('loopback')
    expect(refusedRange('0:0:0:0:0:0:0:1')).toBe('loopback')
    expect(refusedRange('::')).toBe('unspecified')
    expect(refusedRange('fe80::1%eth0')).toBe('link_local')
    expect(refusedRange('fd00:ec2::254')).toBe('unique_local')
    expect(refusedRange('fc12:3456::1')).toBe('unique_local')
    expect(refusedRange('ff02::1')).toBe('multicast')
    expect(refusedRange('2a00:1450:400a:801::200e')).toBeNull()
  })

  it('judges an IPv4 address written as IPv6 (mapped, compatible, NAT64, 6to4) as that IPv4 address', () => {
    expect(refusedRange('::ffff:127.0.0.1')).toBe('loopback')
    expect(refusedRange('::ffff:7f00:1')).toBe('loopback')
    expect(refusedRange('[::ffff:169.254.169.254]')).toBe('link_local')
    expect(refusedRange('::ffff:a9fe:a9fe')).toBe('link_local')
    expect(refusedRange('::10.0.0.1')).toBe('private')
    expect(refusedRange('64:ff9b::192.168.0.1')).toBe('private')
    expect(refusedRange('2002:c0a8:0101::1')).toBe('private')
    expect(refusedRange('::ffff:8.8.8.8')).toBeNull()
  })

  it('lets loopback through only when told to, and nothing else with it', () => {
    expect(refusedRange('127.0.0.1', { allowLoopback: true })).toBeNull()
    expect(refusedRange('::1', { allowLoopback: true })).toBeNull()
    expect(refusedRange('::ffff:127.0.0.1', { allowLoopback: true })).toBeNull()
    expect(refusedRange('10.0.0.1', { allowLoopback: true })).toBe('private')
    expect(refusedRange('169.254.169.254', { allowLoopback: true })).toBe('link_local')
  })

  it('reads IPv6 text strictly', () => {
    expect(parseIPv6('1::2::3')).toBeNull()
    expect(parseIPv6('12345::')).toBeNull()
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull()
    expect(parseIPv6('::ffff:1.2.3.400')).toBeNull()
    expect(refusedRange('feeds.example.com')).toBeNull()
  })
})
