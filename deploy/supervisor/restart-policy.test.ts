import { describe, expect, it } from 'vitest'
import { restartsAfter, startAllowed } from './restart-policy'

const crash = { code: 1, signal: null }
const killed = { code: null, signal: 'SIGKILL' as const }
const stopped = { code: null, signal: 'SIGTERM' as const }
const done = { code: 0, signal: null }

describe('the restart policy', () => {
  it('on-failure restarts after a crash or a kill, not after a clean exit or a stop', () => {
    expect(restartsAfter('on-failure', crash)).toBe(true)
    expect(restartsAfter('on-failure', killed)).toBe(true)
    expect(restartsAfter('on-failure', done)).toBe(false)
    expect(restartsAfter('on-failure', stopped)).toBe(false)
  })

  it('the other policies follow systemd.service(5)', () => {
    expect([crash, killed, done, stopped].map((end) => restartsAfter('always', end))).toEqual([true, true, true, true])
    expect([crash, killed, done, stopped].map((end) => restartsAfter('no', end))).toEqual([false, false, false, false])
    expect([crash, killed, done, stopped].map((end) => restartsAfter('on-success', end))).toEqual([false, false, true, true])
    expect([crash, killed, done, stopped].map((end) => restartsAfter('on-abnormal', end))).toEqual([false, true, false, false])
  })
})

describe('the start limit', () => {
  const limit = { burst: 3, intervalMs: 60_000 }
  it('allows `burst` starts in the interval, then refuses until the oldest is out of it', () => {
    expect(startAllowed([0, 1000], 2000, limit)).toBe(true)
    expect(startAllowed([0, 1000, 2000], 3000, limit)).toBe(false)
    expect(startAllowed([0, 1000, 2000], 60_001, limit)).toBe(true)
  })
})
