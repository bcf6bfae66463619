import { describe, expect, it } from 'vitest'
import { hashAddress } from './client-address.server'

describe('hashAddress', () => {
  it('is stable, short and does not show the address', () => {
    expect(hashAddress('203.0.113.7')).toBe(hashAddress('203.0.113.7'))
    expect(hashAddress('::ffff:203.0.113.7')).toBe(hashAddress('203.0.113.7'))
    expect(hashAddress('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/)
    expect(hashAddress('203.0.113.7')).not.toBe(hashAddress('203.0.113.8'))
  })
})
