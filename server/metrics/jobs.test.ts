import { describe, expect, it } from 'vitest'
import { MAIL_SEND_JOB } from '../../domain/mail/mail.server'
import { countedJobs } from './jobs'
import { createMetrics } from './metrics.server'

const job = (kind: string, attempts: number, maxAttempts = 3) => ({ id: 1, kind, payload: {}, attempts, maxAttempts })

/** The counter's value for these labels in the registry's text ('0' when never counted). */
async function count(metrics: ReturnType<typeof createMetrics>, line: string): Promise<number> {
  const text = await metrics.registry.metrics()
  const found = text.split('\n').find((row) => row.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

describe('the job runs counted by outcome', () => {
  it('counts a run done, one failed and tried again, one failed for good, and rethrows for the queue', async () => {
    const metrics = createMetrics()
    const handlers = countedJobs({ work: async () => {}, fails: async () => Promise.reject(new Error('down')) }, metrics)
    await handlers.work!(null, job('work', 1))
    await expect(handlers.fails!(null, job('fails', 1))).rejects.toThrow('down')
    await expect(handlers.fails!(null, job('fails', 3))).rejects.toThrow('down')
    expect(await count(metrics, 'jobs_runs_total{kind="work",outcome="done"}')).toBe(1)
    expect(await count(metrics, 'jobs_runs_total{kind="fails",outcome="retry"}')).toBe(1)
    expect(await count(metrics, 'jobs_runs_total{kind="fails",outcome="failed"}')).toBe(1)
  })

  it('counts the e-mails sent, and those the transport refused', async () => {
    const metrics = createMetrics()
    let refuse = false
    const handlers = countedJobs({ [MAIL_SEND_JOB]: async () => (refuse ? Promise.reject(new Error('550 mailbox unavailable')) : undefined) }, metrics)
    await handlers[MAIL_SEND_JOB]!(null, job(MAIL_SEND_JOB, 1))
    refuse = true
    await expect(handlers[MAIL_SEND_JOB]!(null, job(MAIL_SEND_JOB, 1))).rejects.toThrow('550')
    await expect(handlers[MAIL_SEND_JOB]!(null, job(MAIL_SEND_JOB, 5, 5))).rejects.toThrow('550')
    expect(await count(metrics, 'mail_messages_total{outcome="sent"}')).toBe(1)
    expect(await count(metrics, 'mail_messages_total{outcome="failed"}')).toBe(2)
    expect(await count(metrics, `jobs_runs_total{kind="${MAIL_SEND_JOB}",outcome="failed"}`)).toBe(1)
  })

  it('counts payments by every outcome they settle with', async () => {
    const metrics = createMetrics()
    for (const outcome of ['paid', 'failed', 'cancelled', 'refused', 'refunded'] as const) metrics.payment(outcome)
    metrics.payment('failed')
    expect(await count(metrics, 'payments_settled_total{outcome="failed"}')).toBe(2)
    for (const outcome of ['paid', 'cancelled', 'refused', 'refunded']) expect(await count(metrics, `payments_settled_total{outcome="${outcome}"}`)).toBe(1)
  })
})
