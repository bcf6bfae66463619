import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { alerts } from '../../db/schema'
import type { AppEnv } from '../env'
import { pageCache } from './page-cache'
import { DERIVED_TABLES, PRIVATE_TABLES, PUBLIC_TABLES } from './site-tables'
import { type SiteChanges, watchSiteChanges } from './site-changes.server'

/**
 * The page cache over the embedded database: a page rendered from the alerts table is kept, and a
 * committed change to that table is seen by the very next request (the trigger's NOTIFY).
 */
let database: Database
let changes: SiteChanges
let renders = 0
let clock = 0
let holdLapses: number | null = null

function site() {
  const cache = pageCache({
    changes,
    nextHoldExpiry: async () => (holdLapses === null ? null : new Date(holdLapses)),
    policyFor: (hashes) => `script-src 'self' ${hashes.join(' ')}`,
    now: () => clock,
  })
  const app = new Hono<AppEnv>()
  app.use('*', cache)
  app.get('*', async (c) => {
    renders += 1
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(alerts)
    if (c.req.query('personal')) c.header('Cache-Control', 'private, no-store')
    return c.html(`<html><body><p>alerts: ${row.count}</p><script nonce="n${renders}">window.x = 1</script></body></html>`)
  })
  return app
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-test-')) })
  changes = await watchSiteChanges(database)
}, 60_000)
afterAll(async () => {
  await changes?.stop()
  await database?.close()
})

describe('pageCache', () => {
  it('renders a shared page once, then answers it from memory with its ETag, 304 and a policy of its scripts', async () => {
    const app = site()
    const before = renders
    const first = await app.request('/a')
    const second = await app.request('/a')
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
    expect(renders - before).toBe(1)
    expect(await second.text()).toBe(await first.clone().text())
    expect(second.headers.get('cache-control')).toBe('public, no-cache')
    expect(second.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/)
    const again = await app.request('/a', { headers: { 'if-none-match': second.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
    const zipped = await app.request('/a', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(zipped.headers.get('content-encoding')).toBe('br')
  })

  it('shows a committed change on the very next request', async () => {
    const app = site()
    expect(await (await app.request('/b')).text()).toContain('alerts: 0')
    expect((await app.request('/b')).headers.get('x-page-cache')).toBe('hit')
    await database.db.insert(alerts).values({ message: { fr: 'Route fermée', en: 'Road closed' } })
    const after = await app.request('/b')
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await after.text()).toContain('alerts: 1')
  })

  it('renders again once a hold the page shows has lapsed, and after its longest life', async () => {
    const app = site()
    clock = 1_000
    holdLapses = 1_500
    await app.request('/c')
    clock = 1_499
    expect((await app.request('/c')).headers.get('x-page-cache')).toBe('hit')
    clock = 1_500
    expect((await app.request('/c')).headers.get('x-page-cache')).toBe('miss')
    holdLapses = null
    clock += 5 * 60_000
    expect((await app.request('/c')).headers.get('x-page-cache')).toBe('miss')
  })

  it('never keeps a personal answer; a shared page goes to a visitor with a cart too, never to one with a message waiting', async () => {
    const app = site()
    await app.request('/d?personal=1')
    expect((await app.request('/d?personal=1')).headers.get('x-page-cache')).toBeNull()
    await app.request('/e')
    expect((await app.request('/e', { headers: { cookie: 'cart=abc' } })).headers.get('x-page-cache')).toBe('hit')
    expect((await app.request('/e', { headers: { cookie: 'cart=abc; flash=x' } })).headers.get('x-page-cache')).toBeNull()
  })
})

/** The `name` column of a query's rows, sorted (PGlite and node-postgres both answer `{rows}`). */
async function names(query: SQL): Promise<string[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Array<{ name: string }> }
  return result.rows.map((row) => row.name).sort()
}

describe('the tables behind the public pages', () => {
  it('names every table as public (announcing its changes), private or derived', async () => {
    const tables = await names(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    expect(tables).toEqual([...PUBLIC_TABLES, ...PRIVATE_TABLES, ...DERIVED_TABLES].sort())
    const announcing = await names(
      sql`select event_object_table as name from information_schema.triggers where trigger_name like '%_site_change' group by 1`,
    )
    expect(announcing).toEqual([...PUBLIC_TABLES].sort())
  })
})
