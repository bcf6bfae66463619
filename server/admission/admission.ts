/**
 * Admission of uncached work (decision 047): the renders of pages and the calls the page cache did
 * not answer run at most `slots` at a time; others wait a short while in a bounded queue, then get
 * 503. Each client address has a fair share: a few slots and places in the queue, and a budget of
 * slot time per second (the visitor's own work has a budget of its own); beyond, 429. The visitor's own pages and calls (cart, checkout, account,
 * back office, any form sent) go before anonymous work and have slots of their own. Kept answers
 * never come here (server/page-cache/front.ts answers them first).
 *
 * Pure bookkeeping with an injected clock: the middleware (./middleware.ts) turns its answers into
 * HTTP answers.
 */

/** Personal work goes before anonymous work and may use the reserved slots. */
export type Lane = 'personal' | 'anonymous'

/** In the order a freed slot is given. */
const LANES = ['personal', 'anonymous'] as const satisfies readonly Lane[]

export type AdmissionSettings = {
  /** Uncached requests worked at once. */
  slots: number
  /** Slots anonymous work never takes: kept for personal work. */
  reserved: number
  /** Requests waiting for a slot, at most. */
  queue: number
  /** How long a request may wait for a slot before it is answered 503. */
  maxWaitMs: number
  client: {
    /** Slots one client address may hold at once. */
    slots: number
    /** Requests one client address may have waiting. */
    waiting: number
    /**
     * Slot time a client address may use for each lane, in ms per second on average and at once
     * after a quiet while: an address that spent its anonymous budget can still check out.
     */
    budget: Record<Lane, { msPerSecond: number; burstMs: number }>
  }
}

export type RefusalReason = 'client_share' | 'client_budget' | 'busy' | 'waited_too_long'

export type AdmissionRefusal = { status: 429 | 503; reason: RefusalReason; retryAfterSeconds: number }

/** Admitted: call `release` once the work is done (once; later calls do nothing). */
export type Admitted = { admitted: true; release: () => void }

export type Entry = Admitted | { admitted: false; refusal: AdmissionRefusal }

/** A 503 says when to come back: the queue empties within a second or two. */
const BUSY_RETRY_SECONDS = 2

type ClientState = { running: number; waiting: number; tokens: Record<Lane, number>; refilledAt: number }

type Waiter = {
  lane: Lane
  client: string | null
  resolve: (entry: Entry) => void
  timer: ReturnType<typeof setTimeout>
  onAbort: (() => void) | null
  signal: AbortSignal | undefined
}

export class Admission {
  private running = 0
  private readonly waiters: Waiter[] = []
  private readonly clients = new Map<string, ClientState>()
  private readonly now: () => number

  constructor(
    readonly settings: AdmissionSettings,
    now: () => number = () => performance.now(),
  ) {
    this.now = now
  }

  /**
   * Asks for a slot for one request of `lane` from `client` (its address key, or null for a client
   * without a share: this machine). Answers at once when the request may start or is refused, or
   * once it waited; a request whose `signal` aborts while waiting leaves the queue (refused).
   */
  enter(lane: Lane, client: string | null, signal?: AbortSignal): Entry | Promise<Entry> {
    const state = client === null ? null : this.clientState(client)
    if (state && state.tokens[lane] <= 0) {
      const seconds = Math.ceil((-state.tokens[lane] + 1) / this.settings.client.budget[lane].msPerSecond)
      return { admitted: false, refusal: { status: 429, reason: 'client_budget', retryAfterSeconds: Math.max(1, seconds) } }
    }
    if (this.mayStart(lane, state)) return this.start(lane, client, state)
    if (state && state.waiting >= this.settings.client.waiting) {
      return { admitted: false, refusal: { status: 429, reason: 'client_share', retryAfterSeconds: 1 } }
    }
    if (this.waiters.length >= this.settings.queue) {
      return { admitted: false, refusal: { status: 503, reason: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS } }
    }
    if (signal?.aborted) return { admitted: false, refusal: { status: 503, reason: 'waited_too_long', retryAfterSeconds: BUSY_RETRY_SECONDS } }
    return new Promise<Entry>((resolve) => {
      const waiter: Waiter = {
        lane,
        client,
        resolve,
        signal,
        onAbort: null,
        timer: setTimeout(() => this.leave(waiter, 'waited_too_long'), this.settings.maxWaitMs),
      }
      if (signal) {
        waiter.onAbort = () => this.leave(waiter, 'waited_too_long')
        signal.addEventListener('abort', waiter.onAbort, { once: true })
      }
      if (state) state.waiting += 1
      this.waiters.push(waiter)
    })
  }

  /** Requests being worked and waiting, for the metrics and the tests. */
  load(): { running: number; waiting: number; clients: number } {
    return { running: this.running, waiting: this.waiters.length, clients: this.clients.size }
  }

  /** Whether a request of this lane and client may start now. */
  private mayStart(lane: Lane, state: ClientState | null): boolean {
    const free = lane === 'personal' ? this.settings.slots : this.settings.slots - this.settings.reserved
    if (this.running >= free) return false
    return state === null || state.running < this.settings.client.slots
  }

  private start(lane: Lane, client: string | null, state: ClientState | null): Admitted {
    const startedAt = this.now()
    this.running += 1
    if (state) state.running += 1
    let done = false
    return {
      admitted: true,
      release: () => {
        if (done) return
        done = true
        this.running -= 1
        if (client !== null) {
          // Read again: the state may have been dropped and made anew while this request ran.
          const current = this.clientState(client)
          current.running = Math.max(0, current.running - 1)
          current.tokens[lane] -= this.now() - startedAt
          this.forgetIdle(client, current)
        }
        this.pump()
      },
    }
  }

  /** Starts the waiters that may start now: personal ones first, then by arrival. */
  private pump(): void {
    for (const lane of LANES) {
      for (let i = 0; i < this.waiters.length; ) {
        const waiter = this.waiters[i] as Waiter
        const state = waiter.client === null ? null : this.clientState(waiter.client)
        if (waiter.lane !== lane || !this.mayStart(lane, state)) {
          i += 1
          continue
        }
        this.waiters.splice(i, 1)
        this.settle(waiter, state)
        waiter.resolve(this.start(lane, waiter.client, state))
      }
    }
  }

  /** A waiter that waited too long or whose client went away: out of the queue, refused. */
  private leave(waiter: Waiter, reason: RefusalReason): void {
    const at = this.waiters.indexOf(waiter)
    if (at < 0) return
    this.waiters.splice(at, 1)
    const state = waiter.client === null ? null : this.clientState(waiter.client)
    this.settle(waiter, state)
    if (waiter.client !== null && state) this.forgetIdle(waiter.client, state)
    waiter.resolve({ admitted: false, refusal: { status: 503, reason, retryAfterSeconds: BUSY_RETRY_SECONDS } })
  }

  /** A waiter leaves the queue: its timer and abort listener go, its client waits one less. */
  private settle(waiter: Waiter, state: ClientState | null): void {
    clearTimeout(waiter.timer)
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort)
    if (state) state.waiting = Math.max(0, state.waiting - 1)
  }

  /** A client's state, its budget refilled for the time gone by. */
  private clientState(client: string): ClientState {
    const now = this.now()
    const { budget } = this.settings.client
    let state = this.clients.get(client)
    if (!state) {
      state = { running: 0, waiting: 0, tokens: { personal: budget.personal.burstMs, anonymous: budget.anonymous.burstMs }, refilledAt: now }
      this.clients.set(client, state)
      return state
    }
    for (const lane of LANES) {
      const { msPerSecond, burstMs } = budget[lane]
      state.tokens[lane] = Math.min(burstMs, state.tokens[lane] + ((now - state.refilledAt) * msPerSecond) / 1000)
    }
    state.refilledAt = now
    return state
  }

  /**
   * A client with nothing running or waiting and whose budget is whole again is forgotten: the map
   * holds the clients seen in the last seconds only. One that still owes slot time is forgotten
   * later, at its next request or at the sweep.
   */
  private forgetIdle(client: string, state: ClientState): void {
    const whole = LANES.every((lane) => state.tokens[lane] >= this.settings.client.budget[lane].burstMs)
    if (state.running === 0 && state.waiting === 0 && whole) this.clients.delete(client)
  }

  /** Forgets every idle client whose budget has refilled (called now and then). */
  sweep(): void {
    for (const client of [...this.clients.keys()]) this.forgetIdle(client, this.clientState(client))
  }
}
