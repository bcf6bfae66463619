import { eq, inArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Db } from '../../db/client.server'
import { jobs } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { type BackoffOptions, DEFAULT_MAX_ATTEMPTS, mayRetry, retryDelayMs } from './backoff'

export type EnqueueOptions = {
  /** Run no earlier than this delay from now (database clock). */
  delayMs?: number
  maxAttempts?: number
}

/**
 * Adds a job. Call it with the transaction that writes the data the job is about, so both are
 * committed together or not at all (a request is never stored without its e-mail, nor the reverse).
 */
export async function enqueue(tx: DbOrTx, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind,
      payload,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(options.delayMs ? { runAt: sql`now() + ${options.delayMs} * interval '1 millisecond'` } : {}),
    })
    .returning({ id: jobs.id })
  return row.id
}

export type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number; maxAttempts: number }

type ClaimedRow = { id: number | string; kind: string; payload: unknown; attempts: number | string; max_attempts: number | string }

/**
 * Claims up to `limit` due jobs for `leaseMs`. One statement, so one transaction: the inner
 * SELECT … FOR UPDATE SKIP LOCKED row-locks the due jobs no other process holds, the UPDATE marks
 * them leased (locked_until) and counts the attempt. Several processes on PostgreSQL never claim
 * the same job; a process that dies leaves its jobs to be claimed again once the lease is over.
 */
export async function claimDueJobs(db: Db, options: { limit: number; leaseMs: number }): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    update jobs
       set locked_until = now() + ${options.leaseMs} * interval '1 millisecond',
           attempts = attempts + 1
     where id in (
       select id from jobs
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until <= now())
        order by run_at, id
        limit ${options.limit}
        for update skip locked)
    returning id, kind, payload, attempts, max_attempts`)
  const rows = (result as unknown as { rows: ClaimedRow[] }).rows
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: row.payload,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    }))
    .sort((a, b) => a.id - b.id)
}

/** Jobs not done yet: due now (the queue's depth) and scheduled later. Counted on the partial index of waiting jobs. */
export async function countWaitingJobs(db: Db): Promise<{ due: number; later: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where run_at <= now()) as due, count(*) filter (where run_at > now()) as later
      from jobs where done_at is null and failed_at is null`)
  const [row] = (result as unknown as { rows: Array<{ due: number | string; later: number | string }> }).rows
  return { due: Number(row?.due ?? 0), later: Number(row?.later ?? 0) }
}

export async function completeJob(db: Db, id: number): Promise<void> {
  await db.update(jobs).set({ doneAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(jobs.id, id))
}

/**
 * Gives back claimed jobs that were not started (the process is stopping): due again at once for
 * any process, and the attempt the claim counted is not spent.
 */
export async function releaseJobs(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(jobs)
    .set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
    .where(inArray(jobs.id, ids))
}

/** Reschedules a failed job with exponential backoff, or gives up after its last attempt. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  backoff: BackoffOptions = {},
): Promise<'retry' | 'failed'> {
  const lastError = error.slice(0, 2000)
  if (!mayRetry(job.attempts, job.maxAttempts)) {
    await db.update(jobs).set({ failedAt: sql`now()`, lockedUntil: null, lastError }).where(eq(jobs.id, job.id))
    return 'failed'
  }
  const delay = retryDelayMs(job.attempts, { jitter: 0.2, ...backoff })
  await db
    .update(jobs)
    .set({ runAt: sql`now() + ${delay} * interval '1 millisecond'`, lockedUntil: null, lastError })
    .where(eq(jobs.id, job.id))
  return 'retry'
}

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>
export type JobHandlers = Readonly<Record<string, JobHandler>>

export type JobWorkerOptions = {
  db: Db
  handlers: JobHandlers
  log: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>
  /** Pause between two polls when there is nothing to do. */
  intervalMs?: number
  batchSize?: number
  /** How long a claimed job stays reserved to this process. */
  leaseMs?: number
  backoff?: BackoffOptions
}

export type JobWorker = {
  start: () => void
  /** Stops polling and waits for the job in progress to finish; the rest of its batch is released. */
  stop: () => Promise<void>
  /** Polls now (after a commit that enqueued something) instead of at the next tick. */
  wake: () => void
  /** Claims and runs one batch; the number of jobs run. */
  runOnce: () => Promise<number>
}

/**
 * The job worker of one process. Keeps every transaction short (claim, then one update per
 * job), so it shares PGlite's single connection with the requests without holding it.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, log, intervalMs = 2000, batchSize = 10, leaseMs = 5 * 60_000, backoff = {} } = options
  let timer: ReturnType<typeof setTimeout> | null = null
  let current: Promise<void> | null = null
  let started = false
  let stopped = false
  let again = false

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind]
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`)
      await handler(job.payload, job)
      await completeJob(db, job.id)
      log.debug({ job: job.id, kind: job.kind, attempt: job.attempts }, 'job done')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const outcome = await failJob(db, job, message, backoff)
      const fields = { job: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, err: message }
      if (outcome === 'failed') log.error(fields, 'job failed for good')
      else log.warn(fields, 'job failed, will retry')
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueJobs(db, { limit: batchSize, leaseMs })
    for (const [index, job] of claimed.entries()) {
      // Stopping: finish the job in hand only; the rest of the batch goes back to the queue at
      // once rather than waiting out its lease.
      if (stopped) {
        await releaseJobs(db, claimed.slice(index).map((j) => j.id))
        return index
      }
      await runJob(job)
    }
    return claimed.length
  }

  function schedule(delay: number) {
    if (stopped || !started) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(tick, delay)
    timer.unref?.()
  }

  function tick() {
    timer = null
    if (stopped || current) {
      again = true
      return
    }
    again = false
    current = runOnce()
      .then((count) => {
        if (count >= batchSize) again = true
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'job poll failed')
      })
      .finally(() => {
        current = null
        schedule(again ? 0 : intervalMs)
      })
  }

  return {
    start() {
      if (started || stopped) return
      started = true
      schedule(0)
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await current
    },
    wake() {
      if (!started || stopped) return
      if (current) again = true
      else schedule(0)
    },
    runOnce,
  }
}
