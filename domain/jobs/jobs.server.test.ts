import os from 'node:os'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { jobs } from '../../db/schema'
import { claimDueJobs, createJobWorker, enqueue } from './jobs.server'
import { newDataDir } from '../../tests/support/templates'

let database: Database
const log = pino({ level: 'silent' })

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('jobs-test', 'migrated') })
}, 120_000)
afterAll(async () => {
  await database?.close()
})
beforeEach(async () => {
  await database.db.delete(jobs)
})

async function row(id: number) {
  const [found] = await database.db.select().from(jobs).where(eq(jobs.id, id))
  return found
}

/** Makes a rescheduled job due now, as if its backoff delay had passed. */
async function makeDue(id: number) {
  await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id))
}

describe('enqueue', () => {
  it('writes a job inside the caller’s transaction, or not at all', async () => {
    const { db } = database
    const id = await db.transaction((tx) => enqueue(tx, 'test.kept', { n: 1 }))
    expect((await row(id)).payload).toEqual({ n: 1 })
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'test.lost', {})
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    const lost = await db.select().from(jobs).where(eq(jobs.kind, 'test.lost'))
    expect(lost).toEqual([])
  })
  it('can wait before running', async () => {
    await enqueue(database.db, 'test.later', {}, { delayMs: 60_000 })
    expect(await claimDueJobs(database.db, { limit: 10, leaseMs: 1000 })).toEqual([])
  })
})

describe('claimDueJobs', () => {
  it('hands a due job out once while its lease lasts, counting the attempt', async () => {
    const id = await enqueue(database.db, 'test.once', { a: 'b' })
    const first = await claimDueJobs(database.db, { limit: 10, leaseMs: 60_000 })
    expect(first).toEqual([{ id, kind: 'test.once', payload: { a: 'b' }, attempts: 1, maxAttempts: 8 }])
    expect(await claimDueJobs(database.db, { limit: 10, leaseMs: 60_000 })).toEqual([])
    expect((await row(id)).lockedUntil).not.toBeNull()
  })
  it('hands a job out again once the lease of a dead process is over', async () => {
    const id = await enqueue(database.db, 'test.lease', {})
    await claimDueJobs(database.db, { limit: 10, leaseMs: 1 })
    await new Promise((r) => setTimeout(r, 20))
    const again = await claimDueJobs(database.db, { limit: 10, leaseMs: 60_000 })
    expect(again.map((j) => [j.id, j.attempts])).toEqual([[id, 2]])
  })
  it('respects the batch size and the order of arrival', async () => {
    const ids = [await enqueue(database.db, 'k', 1), await enqueue(database.db, 'k', 2), await enqueue(database.db, 'k', 3)]
    const batch = await claimDueJobs(database.db, { limit: 2, leaseMs: 60_000 })
    expect(batch.map((j) => j.id)).toEqual(ids.slice(0, 2))
  })
})

describe('job worker', () => {
  it('runs a job and marks it done', async () => {
    const seen: unknown[] = []
    const worker = createJobWorker({ db: database.db, log, handlers: { 'test.ok': async (p) => void seen.push(p) } })
    const id = await enqueue(database.db, 'test.ok', { hello: 'world' })
    expect(await worker.runOnce()).toBe(1)
    expect(seen).toEqual([{ hello: 'world' }])
    const done = await row(id)
    expect(done.doneAt).not.toBeNull()
    expect(done.lockedUntil).toBeNull()
  })

  it('retries a failing job later with backoff, then gives up after its last attempt', async () => {
    let calls = 0
    const worker = createJobWorker({
      db: database.db,
      log,
      backoff: { baseMs: 60_000, jitter: 0 },
      handlers: {
        'test.flaky': async () => {
          calls++
          throw new Error(`SMTP down ${calls}`)
        },
      },
    })
    const id = await enqueue(database.db, 'test.flaky', {}, { maxAttempts: 3 })
    await worker.runOnce()
    let state = await row(id)
    expect(state).toMatchObject({ attempts: 1, lastError: 'SMTP down 1', doneAt: null, failedAt: null, lockedUntil: null })
    const delay = state.runAt.getTime() - Date.now()
    expect(delay).toBeGreaterThan(50_000)
    expect(delay).toBeLessThan(70_000)
    expect(await worker.runOnce()).toBe(0) // not due yet

    await makeDue(id)
    await worker.runOnce()
    state = await row(id)
    expect(state.attempts).toBe(2)
    expect(state.runAt.getTime() - Date.now()).toBeGreaterThan(110_000) // doubled

    await makeDue(id)
    await worker.runOnce()
    state = await row(id)
    expect(state).toMatchObject({ attempts: 3, lastError: 'SMTP down 3', doneAt: null })
    expect(state.failedAt).not.toBeNull()
    await makeDue(id)
    expect(await worker.runOnce()).toBe(0)
    expect(calls).toBe(3)
  })

  it('keeps a job of an unknown kind for a process that knows it', async () => {
    const worker = createJobWorker({ db: database.db, log, handlers: {} })
    const id = await enqueue(database.db, 'test.unknown', {})
    await worker.runOnce()
    expect(await row(id)).toMatchObject({ attempts: 1, doneAt: null, failedAt: null, lastError: 'No handler for job kind "test.unknown"' })
  })

  it('polls by itself once started, wakes on demand and stops after the job in progress', async () => {
    let release: () => void = () => {}
    const started: number[] = []
    const worker = createJobWorker({
      db: database.db,
      log,
      intervalMs: 60_000,
      handlers: {
        'test.slow': async (_p, job) => {
          started.push(job.id)
          await new Promise<void>((r) => (release = r))
        },
      },
    })
    worker.start()
    const id = await enqueue(database.db, 'test.slow', {})
    worker.wake()
    await expect.poll(() => started, { timeout: 5000 }).toEqual([id])
    const stopping = worker.stop()
    let stopped = false
    void stopping.then(() => (stopped = true))
    await new Promise((r) => setTimeout(r, 50))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect((await row(id)).doneAt).not.toBeNull()
  })
})

describe('job worker stopping', () => {
  it('finishes the job in hand only and gives the rest of its batch back to the queue at once', async () => {
    let release: () => void = () => {}
    const started: number[] = []
    const worker = createJobWorker({
      db: database.db,
      log,
      intervalMs: 60_000,
      batchSize: 3,
      leaseMs: 60_000,
      handlers: {
        'test.batch': async (_p, job) => {
          started.push(job.id)
          if (started.length === 1) await new Promise<void>((r) => (release = r))
        },
      },
    })
    const ids = [
      await enqueue(database.db, 'test.batch', 1),
      await enqueue(database.db, 'test.batch', 2),
      await enqueue(database.db, 'test.batch', 3),
    ]
    worker.start()
    await expect.poll(() => started, { timeout: 5000 }).toEqual([ids[0]])
    const stopping = worker.stop()
    release()
    await stopping
    expect(started).toEqual([ids[0]])
    expect((await row(ids[0])).doneAt).not.toBeNull()
    // Due for another process now (not after the 60 s lease), with no attempt spent.
    const again = await claimDueJobs(database.db, { limit: 10, leaseMs: 1000 })
    expect(again.map((j) => [j.id, j.attempts])).toEqual([
      [ids[1], 1],
      [ids[2], 1],
    ])
  })
})

/** Several server processes on one PostgreSQL database: each job runs once (TEST_DATABASE_URL only). */
describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL with several processes', () => {
  const base = process.env.TEST_DATABASE_URL ?? ''
  const name = `jobs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const opened: Database[] = []

  async function admin(statement: string) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(statement)
    await client.end()
  }

  beforeAll(async () => {
    await admin(`create database ${name}`)
    const url = new URL(base)
    url.pathname = `/${name}`
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ url: url.toString(), dataDir: os.tmpdir(), poolSize: 4 }))
  }, 120_000)
  afterAll(async () => {
    for (const database of opened) await database.close()
    // The pools' connections close a moment after end(); drop once they are gone.
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await admin(`drop database if exists ${name}`)
        return
      } catch {
        await new Promise((r) => setTimeout(r, 250))
      }
    }
  })

  it('never runs a job twice when workers claim at the same time', async () => {
    const [first] = opened
    for (let i = 0; i < 60; i++) await enqueue(first.db, 'test.pg', { i })
    const runs = new Map<number, number>()
    const workers = opened.map((database) =>
      createJobWorker({
        db: database.db,
        log,
        batchSize: 3,
        handlers: {
          'test.pg': async (_p, job) => {
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1)
            await new Promise((r) => setTimeout(r, 5))
          },
        },
      }),
    )
    await Promise.all(
      workers.map(async (worker) => {
        while ((await worker.runOnce()) > 0) {
          // keep claiming until the queue is empty
        }
      }),
    )
    expect(runs.size).toBe(60)
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
    const left = await first.db.select().from(jobs).where(sql`done_at is null`)
    expect(left).toEqual([])
  })
})
