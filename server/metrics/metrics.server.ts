/**
 * The server's Prometheus metrics (prom-client; docs/decisions/043): request durations per route
 * pattern, the page cache's hits and misses, the job queue (waiting jobs, runs and failures),
 * payments by outcome, e-mails sent and failed, and Node's own process metrics. Per process: each
 * instance is scraped on its own.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { SettleResult } from '../../domain/orders/payment/complete-payment.server'

export type JobOutcome = 'done' | 'retry' | 'failed'

export type Metrics = {
  registry: Registry
  /** One answered request: its method, route pattern, status and duration in seconds. */
  request: (method: string, route: string, status: number, seconds: number) => void
  pageCache: (outcome: 'hit' | 'miss') => void
  job: (kind: string, outcome: JobOutcome) => void
  mail: (outcome: 'sent' | 'failed') => void
  payment: (outcome: SettleResult) => void
  /** Where the waiting jobs are counted at each scrape (the database). */
  countWaitingJobs: (count: () => Promise<{ due: number; later: number }>) => void
  /** An uncached request refused by admission (decision 047): 429 or 503, and why. */
  admissionRefused: (status: number, reason: string) => void
  /** Where the uncached requests worked and waiting are counted at each scrape (server/admission). */
  countAdmission: (load: () => { running: number; waiting: number }) => void
}

/** Seconds: most kept pages answer under a millisecond, a rendered page in tens of them. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const pageCache = new Counter({ name: 'page_cache_requests_total', help: 'Shared pages and calls answered from the page cache (hit) or rendered and kept (miss)', labelNames: ['outcome'] as const, registers: [registry] })
  const jobs = new Counter({ name: 'jobs_runs_total', help: 'Background jobs run, by kind and outcome (done, retry: failed and tried again later, failed: given up)', labelNames: ['kind', 'outcome'] as const, registers: [registry] })
  const mail = new Counter({ name: 'mail_messages_total', help: 'E-mails handed to the transport (sent) or refused by it (failed; retried by the queue)', labelNames: ['outcome'] as const, registers: [registry] })
  const payments = new Counter({ name: 'payments_settled_total', help: 'Transaction states settled, by outcome (paid, failed, cancelled, refused, refunded, pending, already_settled)', labelNames: ['outcome'] as const, registers: [registry] })
  let countWaiting: (() => Promise<{ due: number; later: number }>) | null = null
  const refused = new Counter({ name: 'admission_refused_total', help: 'Uncached requests refused by admission: 503 (every slot and the queue taken, or waited too long) or 429 (one client address over its share), by reason', labelNames: ['status', 'reason'] as const, registers: [registry] })
  let admissionLoad: (() => { running: number; waiting: number }) | null = null
  new Gauge({
    name: 'admission_requests',
    help: 'Uncached requests being worked (running) or waiting for a slot (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!admissionLoad) return
      const { running, waiting } = admissionLoad()
      this.set({ state: 'running' }, running)
      this.set({ state: 'waiting' }, waiting)
    },
  })
  new Gauge({
    name: 'jobs_waiting',
    help: 'Jobs not done yet: due now (the queue depth) or later (scheduled)',
    labelNames: ['when'] as const,
    registers: [registry],
    async collect() {
      if (!countWaiting) return
      const { due, later } = await countWaiting()
      this.set({ when: 'due' }, due)
      this.set({ when: 'later' }, later)
    },
  })
  // A child per label set, kept: the hot path then skips prom-client's label hashing.
  const requestChildren = new Map<string, ReturnType<typeof durations.labels>>()
  return {
    registry,
    request(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`
      let child = requestChildren.get(key)
      if (!child) {
        child = durations.labels(method, route, String(status))
        requestChildren.set(key, child)
      }
      child.observe(seconds)
    },
    pageCache: (outcome) => pageCache.inc({ outcome }),
    job: (kind, outcome) => jobs.inc({ kind, outcome }),
    mail: (outcome) => mail.inc({ outcome }),
    payment: (outcome) => payments.inc({ outcome }),
    countWaitingJobs(count) {
      countWaiting = count
    },
    admissionRefused: (status, reason) => refused.inc({ status: String(status), reason }),
    countAdmission(load) {
      admissionLoad = load
    },
  }
}
