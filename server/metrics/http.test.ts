import { describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '../input/client-address'
import { mayReadMetrics } from './http'

const TOKEN = 'a-token-of-the-agency-s-prometheus-32+'
const request = (headers: Record<string, string>) => new Request('http://127.0.0.1/metrics', { headers })

describe('who may read the metrics', () => {
  it('with METRICS_TOKEN: whoever sends it as a bearer token, from anywhere', () => {
    expect(mayReadMetrics(request({ authorization: `Bearer ${TOKEN}`, [PEER_ADDRESS_HEADER]: '203.0.113.9' }), TOKEN)).toBe(true)
    expect(mayReadMetrics(request({ authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false)
    expect(mayReadMetrics(request({ authorization: TOKEN }), TOKEN)).toBe(false)
    expect(mayReadMetrics(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }), TOKEN)).toBe(false)
  })
  it('without it: this machine only, never a request a proxy forwarded', () => {
    expect(mayReadMetrics(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }), undefined)).toBe(true)
    expect(mayReadMetrics(request({ [PEER_ADDRESS_HEADER]: '::ffff:127.0.0.1' }), undefined)).toBe(true)
    expect(mayReadMetrics(request({ [PEER_ADDRESS_HEADER]: '::1' }), undefined)).toBe(true)
    expect(mayReadMetrics(request({ [PEER_ADDRESS_HEADER]: '10.0.0.5' }), undefined)).toBe(false)
    expect(mayReadMetrics(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe(false)
    expect(mayReadMetrics(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1', forwarded: 'for=203.0.113.9' }), undefined)).toBe(false)
  })
})
