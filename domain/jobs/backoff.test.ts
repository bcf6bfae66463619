import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_ATTEMPTS, mayRetry, retryDelayMs } from './backoff'

describe('retryDelayMs', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16])
  })
  it('is capped at two hours', () => {
    expect(retryDelayMs(8)).toBe(2 * 60 * 60_000)
    expect(retryDelayMs(500)).toBe(2 * 60 * 60_000)
  })
  it('treats 0 attempts like the first', () => {
    expect(retryDelayMs(0)).toBe(60_000)
  })
  it('takes its base and cap as options', () => {
    expect(retryDelayMs(3, { baseMs: 1000, maxMs: 3000 })).toBe(3000)
    expect(retryDelayMs(2, { baseMs: 1000 })).toBe(2000)
  })
  it('spreads retries within the jitter', () => {
    expect(retryDelayMs(1, { jitter: 0.5, random: () => 0 })).toBe(45_000)
    expect(retryDelayMs(1, { jitter: 0.5, random: () => 1 })).toBe(75_000)
  })
  it('gives up after the last attempt', () => {
    expect(mayRetry(DEFAULT_MAX_ATTEMPTS - 1, DEFAULT_MAX_ATTEMPTS)).toBe(true)
    expect(mayRetry(DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_ATTEMPTS)).toBe(false)
  })
})
