import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { rateLimits } from '../../db/schema'
import { giveBackRateLimit, hitRateLimit, purgeRateLimits } from './rate-limit.server'
import { newDataDir } from '../../tests/support/templates'

let database: Database
const rule = { limit: 3, windowMs: 10 * 60_000 }
const at = (iso: string) => new Date(iso)

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('rate-test', 'migrated') })
}, 120_000)
afterAll(async () => {
  await database?.close()
})

describe('hitRateLimit', () => {
  it('allows `limit` attempts per window, then refuses until the window is over', async () => {
    const { db } = database
    const verdicts = []
    for (let i = 0; i < 4; i++) verdicts.push(await hitRateLimit(db, 'form:a', rule, at('2026-11-23T10:01:00Z')))
    expect(verdicts.map((v) => [v.allowed, v.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ])
    expect(verdicts[3].retryAfterSeconds).toBe(9 * 60)
    expect((await hitRateLimit(db, 'form:a', rule, at('2026-11-23T10:10:00Z'))).allowed).toBe(true)
  })
  it('counts every key apart', async () => {
    const { db } = database
    for (let i = 0; i < 3; i++) await hitRateLimit(db, 'form:b', rule, at('2026-11-23T11:00:00Z'))
    expect((await hitRateLimit(db, 'form:c', rule, at('2026-11-23T11:00:00Z'))).count).toBe(1)
  })
  it('gives every concurrent attempt its own count', async () => {
    const { db } = database
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(db, 'form:d', rule, at('2026-11-23T12:00:00Z'))),
    )
    expect(verdicts.map((v) => v.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3)
  })
  it('gives back one attempt of the same window, never below zero', async () => {
    const { db } = database
    const now = at('2026-11-23T12:30:00Z')
    for (let i = 0; i < 3; i++) await hitRateLimit(db, 'form:e', rule, now)
    await giveBackRateLimit(db, 'form:e', rule, now)
    expect((await hitRateLimit(db, 'form:e', rule, now)).count).toBe(3)
    for (let i = 0; i < 5; i++) await giveBackRateLimit(db, 'form:e', rule, now)
    expect((await hitRateLimit(db, 'form:e', rule, now)).count).toBe(1)
    // Giving back in another window leaves this one alone.
    await giveBackRateLimit(db, 'form:e', rule, at('2026-11-23T12:45:00Z'))
    expect((await hitRateLimit(db, 'form:e', rule, now)).count).toBe(2)
  })
  it('forgets old windows', async () => {
    const { db } = database
    await purgeRateLimits(db, at('2026-11-23T11:30:00Z'))
    const left = await db.select().from(rateLimits)
    expect(left.map((r) => r.key).sort()).toEqual(['form:d', 'form:e'])
  })
})

/** Several processes counting at once on PostgreSQL (TEST_DATABASE_URL only). */
describe.runIf(process.env.TEST_DATABASE_URL)('hitRateLimit on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL ?? ''
  const name = `rate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
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
    for (let i = 0; i < 2; i++) opened.push(await openDatabase({ url: url.toString(), dataDir: os.tmpdir(), poolSize: 8 }))
  }, 120_000)
  afterAll(async () => {
    for (const database of opened) await database.close()
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await admin(`drop database if exists ${name}`)
        return
      } catch {
        await new Promise((r) => setTimeout(r, 250))
      }
    }
  })

  it('hands out each count once under concurrent attempts from two pools', async () => {
    const now = at('2026-11-23T12:00:00Z')
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => hitRateLimit(opened[i % 2].db, 'form:pg', rule, now)),
    )
    expect(verdicts.map((v) => v.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(rule.limit)
  })
})
