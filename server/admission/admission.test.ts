import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Admission, type AdmissionSettings, type Entry } from './admission'

const SETTINGS: AdmissionSettings = {
  slots: 3,
  reserved: 1,
  queue: 4,
  maxWaitMs: 1_000,
  client: { slots: 2, waiting: 2, budget: { anonymous: { msPerSecond: 100, burstMs: 1_000 }, personal: { msPerSecond: 500, burstMs: 5_000 } } },
}

let clock = 0
const admission = (settings: Partial<AdmissionSettings> = {}) => new Admission({ ...SETTINGS, ...settings }, () => clock)

/** A request that was neither started nor refused at once: it waits in the queue. */
const waits = (entry: Entry | Promise<Entry>) => entry instanceof Promise

function admitted(entry: Entry | Promise<Entry>): () => void {
  if (entry instanceof Promise || !entry.admitted) throw new Error(`not admitted at once: ${JSON.stringify(entry)}`)
  return entry.release
}

beforeEach(() => {
  clock = 0
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => vi.useRealTimers())

describe('Admission', () => {
  it('runs at most its slots at once, keeping the reserved ones for personal work', () => {
    const a = admission()
    admitted(a.enter('anonymous', null))
    admitted(a.enter('anonymous', null))
    // The third slot is reserved: anonymous work waits, personal work takes it.
    expect(waits(a.enter('anonymous', null))).toBe(true)
    admitted(a.enter('personal', null))
    expect(waits(a.enter('personal', null))).toBe(true)
    expect(a.load()).toMatchObject({ running: 3, waiting: 2 })
  })

  it('answers 503 once the queue is full, and to a request that waited too long', async () => {
    const a = admission({ queue: 1 })
    admitted(a.enter('anonymous', null))
    admitted(a.enter('anonymous', null))
    const waiting = a.enter('anonymous', null)
    expect(a.enter('anonymous', null)).toEqual({ admitted: false, refusal: { status: 503, reason: 'busy', retryAfterSeconds: 2 } })
    vi.advanceTimersByTime(1_000)
    expect(await waiting).toEqual({ admitted: false, refusal: { status: 503, reason: 'waited_too_long', retryAfterSeconds: 2 } })
    expect(a.load().waiting).toBe(0)
  })

  it('gives a freed slot to personal work first, then to anonymous work in the order it came', async () => {
    const a = admission({ slots: 1, reserved: 0 })
    const first = admitted(a.enter('anonymous', null))
    const order: string[] = []
    const anonymous1 = Promise.resolve(a.enter('anonymous', null)).then((e) => (order.push('anonymous 1'), e))
    const anonymous2 = Promise.resolve(a.enter('anonymous', null)).then((e) => (order.push('anonymous 2'), e))
    const personal = Promise.resolve(a.enter('personal', null)).then((e) => (order.push('personal'), e))
    first()
    admitted(await personal)()
    admitted(await anonymous1)()
    admitted(await anonymous2)()
    expect(order).toEqual(['personal', 'anonymous 1', 'anonymous 2'])
  })

  it('lets one client hold its share of the slots and of the queue, then answers it 429', () => {
    const a = admission({ slots: 6, reserved: 0, queue: 10 })
    admitted(a.enter('anonymous', '203.0.113.7'))
    admitted(a.enter('anonymous', '203.0.113.7'))
    // Over its slots: it waits, although slots are free for others…
    expect(waits(a.enter('anonymous', '203.0.113.7'))).toBe(true)
    expect(waits(a.enter('anonymous', '203.0.113.7'))).toBe(true)
    admitted(a.enter('anonymous', '198.51.100.4'))
    // …and over its places in the queue, it is refused.
    expect(a.enter('anonymous', '203.0.113.7')).toEqual({ admitted: false, refusal: { status: 429, reason: 'client_share', retryAfterSeconds: 1 } })
  })

  it('answers 429 to a client that used its slot time, until its budget refills', () => {
    const a = admission()
    const release = admitted(a.enter('anonymous', '203.0.113.7'))
    clock += 1_500 // one render of 1.5 s: the burst of 1 s and more
    release()
    expect(a.enter('anonymous', '203.0.113.7')).toEqual({ admitted: false, refusal: { status: 429, reason: 'client_budget', retryAfterSeconds: 6 } })
    // Others are not concerned, nor its own work (its checkout), which has a budget of its own.
    admitted(a.enter('anonymous', '198.51.100.4'))()
    admitted(a.enter('personal', '203.0.113.7'))()
    clock += 5_100 // 100 ms a second: 510 ms back, the debt of 500 ms paid
    admitted(a.enter('anonymous', '203.0.113.7'))()
  })

  it('takes a waiting request out of the queue when its client goes away', async () => {
    const a = admission({ slots: 1, reserved: 0 })
    const release = admitted(a.enter('anonymous', null))
    const controller = new AbortController()
    const waiting = a.enter('anonymous', '203.0.113.7', controller.signal)
    controller.abort()
    expect(await waiting).toMatchObject({ admitted: false, refusal: { status: 503 } })
    expect(a.load().waiting).toBe(0)
    release()
    expect(a.load().running).toBe(0)
  })

  it('frees a slot once however often it is released, and forgets idle clients', () => {
    const a = admission({ slots: 1, reserved: 0 })
    const release = admitted(a.enter('anonymous', '203.0.113.7'))
    clock += 200
    release()
    release()
    // It owes 200 ms: remembered until they are paid back.
    expect(a.load()).toEqual({ running: 0, waiting: 0, clients: 1 })
    clock += 10_000
    a.sweep()
    expect(a.load().clients).toBe(0)
  })
})
