import { type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { alerts } from '../../db/schema'
import type { AppEnv } from '../env'
import { pageCache } from './page-cache'
import { DERIVED_TABLES, PRIVATE_TABLES, PUBLIC_TABLES } from './site-tables'
import { type SiteChanges, watchSiteChanges } from './site-changes.server'
import { liveHolds } from '../../domain/booking/live-holds.server'
import { holdOf } from './notice'
import { newPageReads, notePageReads } from './tags'
import { newDataDir } from '../../tests/support/templates'

/**
 * The page cache over the embedded database: a page rendered from the alerts table is kept, a
 * committed change is seen by the very next request (the trigger's NOTIFY), and only the pages whose
 * tags it names are dropped.
 */
let database: Database
let changes: SiteChanges
let renders = 0
let clock = 0

/**
 * A site of one page type: it reads the alerts, and declares the tags of `?tags=` (none: it declares
 * nothing, and any change drops it). While `holding`, a render waits until the test lets it go.
 */
let holding = false
let release: (() => void) | null = null
function site() {
  const cache = pageCache({
    changes,
    policyFor: (hashes) => `script-src 'self' ${hashes.join(' ')}`,
    now: () => clock,
  })
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('app', { pageReads: newPageReads() } as unknown as AppEnv['Variables']['app'])
    await next()
  })
  app.use('*', cache)
  app.get('*', async (c) => {
    renders += 1
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(alerts)
    if (holding) await new Promise<void>((resolve) => (release = resolve))
    const tags = c.req.query('tags')
    if (tags !== undefined) notePageReads(c.get('app'), tags.split(',').filter(Boolean))
    if (c.req.query('personal')) c.header('Cache-Control', 'private, no-store')
    return c.html(`<html><body><p>alerts: ${row.count}</p><script nonce="n${renders}">window.x = 1</script></body></html>`)
  })
  return app
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('page-cache-test', 'migrated') })
  changes = await watchSiteChanges(database, async () => (await liveHolds(database.db)).map((h) => holdOf(h.id, h.locationId, h.from, h.to, h.expiresAt.getTime())))
  await database.db.execute(sql`insert into locations (id, kind, reference, type, place, number_of_rooms, persons, surface, living_space, latitude, longitude)
    values (1, 'weekly', 'R1', 'chalet', 'Crans', 3, 6, 80, 70, 46.3, 7.48), (2, 'weekly', 'R2', 'chalet', 'Crans', 3, 6, 80, 70, 46.3, 7.48)`)
}, 60_000)
afterAll(async () => {
  await changes?.stop()
  await database?.close()
})

/** Lets PGlite deliver the notices of what was just committed. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20))

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
    clock = Date.now()
    await database.db.execute(sql`insert into bookings (location_id, period, status, expires_at, source)
      values (1, daterange('2027-02-13', '2027-02-20'), 'hold', now() + interval '2 minutes', 'site')`)
    await delivered()
    const lapses = changes.lapseOf(new Set(['calendar:1']), clock)
    await app.request('/c?tags=calendar:1')
    await app.request('/c-other?tags=calendar:2')
    clock = lapses - 1
    expect((await app.request('/c?tags=calendar:1')).headers.get('x-page-cache')).toBe('hit')
    clock = lapses
    expect((await app.request('/c?tags=calendar:1')).headers.get('x-page-cache')).toBe('miss')
    // Another rental's page does not show that hold.
    expect((await app.request('/c-other?tags=calendar:2')).headers.get('x-page-cache')).toBe('hit')
    clock += 5 * 60_000
    expect((await app.request('/c-other?tags=calendar:2')).headers.get('x-page-cache')).toBe('miss')
  })

  it('does not keep a page beyond a hold it shows that lapsed while it rendered', async () => {
    const app = site()
    clock = Date.now()
    await database.db.execute(sql`insert into bookings (location_id, period, status, expires_at, source)
      values (2, daterange('2027-04-03', '2027-04-10'), 'hold', now() + interval '3 minutes', 'site')`)
    await delivered()
    const lapses = changes.lapseOf(new Set(['calendar:2']), clock)
    expect(lapses).toBeLessThan(Number.POSITIVE_INFINITY)
    holding = true
    const rendering = app.request('/lapsing?tags=calendar:2')
    while (!release) await new Promise((resolve) => setTimeout(resolve, 1))
    // The render read the week as held; the hold lapses before it ends.
    clock = lapses + 1
    holding = false
    release()
    release = null
    expect((await rendering).headers.get('x-page-cache')).toBe('miss')
    expect((await app.request('/lapsing?tags=calendar:2')).headers.get('x-page-cache')).toBe('miss')
  })

  it('drops only the pages a change affects', async () => {
    const app = site()
    clock = 0
    const pages = ['/r1?tags=rental:1,calendar:1', '/r2?tags=rental:2,calendar:2', '/news?tags=contents:actualites', '/list?tags=rentals,rental:1,rental:2', '/week?tags=rentals,week:2027-03-06']
    for (const page of pages) await app.request(page)
    await database.db.execute(sql`insert into bookings (location_id, period, status, expires_at, source)
      values (1, daterange('2027-03-06', '2027-03-13'), 'hold', now() + interval '20 minutes', 'site')`)
    await delivered()
    const outcomes = await Promise.all(pages.map(async (page) => (await app.request(page)).headers.get('x-page-cache')))
    expect(outcomes).toEqual(['miss', 'hit', 'hit', 'hit', 'miss'])
  })

  it('does not keep a page whose render raced a change it shows, and keeps one that raced another change', async () => {
    const app = site()
    const racing = async (page: string) => {
      holding = true
      const rendering = app.request(page)
      while (!release) await new Promise((resolve) => setTimeout(resolve, 1))
      await database.db.execute(sql`update locations set persons = persons + 1 where id = 2`)
      await delivered()
      holding = false
      release()
      release = null
      await rendering
      return (await app.request(page)).headers.get('x-page-cache')
    }
    expect(await racing('/raced?tags=rental:2')).toBe('miss')
    expect(await racing('/not-raced?tags=rental:1')).toBe('hit')
  })

  it('renders a page at its clean address: the parameters it reads, sorted, on the same origin', async () => {
    const cache = pageCache({ changes, queryReads: () => new Set(['q', 'page']), policyFor: () => "script-src 'self'", now: () => clock })
    const app = new Hono<AppEnv>()
    app.use('*', async (c, next) => {
      c.set('app', { pageReads: newPageReads() } as unknown as AppEnv['Variables']['app'])
      await next()
    })
    app.use('*', cache)
    app.get('*', (c) => c.html(`<p>${c.req.url}</p>`))
    const first = await app.request('http://site.test//evil.test/x?utm_source=a&q=b&page=2')
    expect(await first.text()).toBe('<p>http://site.test//evil.test/x?page=2&q=b</p>')
    const second = await app.request('http://site.test//evil.test/x?page=2&fbclid=z&q=b')
    expect(second.headers.get('x-page-cache')).toBe('hit')
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
      sql`select event_object_table as name from information_schema.triggers where trigger_name like '%\\_site\\_change\\_%' group by 1`,
    )
    expect(announcing).toEqual([...PUBLIC_TABLES, ...DERIVED_TABLES].sort())
  })
})
