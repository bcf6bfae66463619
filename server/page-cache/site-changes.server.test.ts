import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { liveHolds } from '../../domain/booking/live-holds.server'
import { holdOf } from './notice'
import { type SiteChanges, watchSiteChanges } from './site-changes.server'
import { newDataDir } from '../../tests/support/templates'

/**
 * The database's notices (migration 0026) as the page cache reads them, on the embedded database:
 * each statement names what it changed, and the cache knows when each live hold lapses.
 */
let database: Database
let changes: SiteChanges
let heard: string[][] = []

const run = (query: SQL) => database.db.execute(query)

/** What the notices of the statements since the last call dropped, once they have arrived. */
async function dropped(): Promise<string[][]> {
  // PGlite delivers a notice after its commit, in the same process: one turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 20))
  const all = heard
  heard = []
  return all
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('site-changes-test', 'migrated') })
  changes = await watchSiteChanges(database, async () => (await liveHolds(database.db)).map((h) => holdOf(h.id, h.locationId, h.from, h.to, h.expiresAt.getTime())))
  changes.onChange((drops) => heard.push([...drops]))
  for (const id of [1, 2]) {
    await run(sql`insert into locations (id, kind, reference, type, place, number_of_rooms, persons, surface, living_space, latitude, longitude)
      values (${id}, 'weekly', ${`R${id}`}, 'chalet', 'Crans', 3, 6, 80, 70, 46.3, 7.48)`)
  }
  await run(sql`insert into contents (id, type) values (7, 'actualites')`)
}, 60_000)
afterAll(async () => {
  await changes?.stop()
  await database?.close()
})
beforeEach(async () => {
  await dropped()
})

describe('the notices of changes', () => {
  it('names the rental, the weeks and the hold of a hold placed, and only the hold when it is marked expired after its time', async () => {
    await run(sql`insert into bookings (id, location_id, period, status, expires_at, source)
      values (50, 1, daterange('2027-02-13', '2027-02-27'), 'hold', now() + interval '20 minutes', 'site')`)
    expect(await dropped()).toEqual([['calendar:1', 'week:2027-02-13', 'week:2027-02-20']])
    const lapses = changes.lapseOf(new Set(['calendar:1']), Date.now())
    expect(lapses).toBeGreaterThan(Date.now() + 19 * 60_000)
    expect(changes.lapseOf(new Set(['calendar:2']), Date.now())).toBe(Number.POSITIVE_INFINITY)
    expect(changes.lapseOf(new Set(['rentals', 'week:2027-02-20']), Date.now())).toBe(lapses)
    // A render that started just after the lapse may have seen it held (the database's clock decides):
    // its answer must lapse at once; one that started well after it saw the week free.
    expect(changes.lapseOf(new Set(['calendar:1']), lapses + 1_000)).toBe(lapses)
    expect(changes.lapseOf(new Set(['calendar:1']), lapses + 3_000)).toBe(Number.POSITIVE_INFINITY)

    // Its time runs out: the week is free without a write; the job that marks it expired changes nothing shown.
    await run(sql`update bookings set expires_at = now() - interval '1 second' where id = 50`)
    expect(await dropped()).toEqual([['calendar:1', 'week:2027-02-13', 'week:2027-02-20']])
    await run(sql`update bookings set status = 'expired' where id = 50`)
    expect(await dropped()).toEqual([[]])
    expect(changes.lapseOf(new Set(['calendar:1']), Date.now())).toBe(Number.POSITIVE_INFINITY)
  })

  it('forgets a hold that is released or paid', async () => {
    await run(sql`insert into bookings (id, location_id, period, status, expires_at, source)
      values (51, 2, daterange('2027-03-06', '2027-03-13'), 'hold', now() + interval '20 minutes', 'site')`)
    await run(sql`update bookings set status = 'released' where id = 51`)
    expect(await dropped()).toEqual([
      ['calendar:2', 'week:2027-03-06'],
      ['calendar:2', 'week:2027-03-06'],
    ])
    expect(changes.lapseOf(new Set(['calendar:2']), Date.now())).toBe(Number.POSITIVE_INFINITY)
    await run(sql`insert into bookings (id, location_id, period, status, expires_at, source)
      values (52, 2, daterange('2027-03-13', '2027-03-20'), 'hold', now() + interval '20 minutes', 'site')`)
    await run(sql`update bookings set status = 'confirmed', expires_at = null where id = 52`)
    expect(await dropped()).toHaveLength(2)
    expect(changes.lapseOf(new Set(['calendar:2']), Date.now())).toBe(Number.POSITIVE_INFINITY)
  })

  it('names the rental and weeks of a price, the rental and the lists of a sheet, and says nothing for a statement that touches no row', async () => {
    await run(sql`insert into price_weeks (location_id, start_date, end_date, season, price) values (1, '2027-02-13', '2027-02-20', 'high', 300000)`)
    // The rental's list price moved too (its list entry, migration 0015).
    expect(await dropped()).toEqual([
      ['rental:1', 'rentals'],
      ['calendar:1', 'week:2027-02-13'],
    ])
    await run(sql`update price_weeks set price = 310000 where location_id = 1`)
    expect(await dropped()).toEqual([
      ['rental:1', 'rentals'],
      ['calendar:1', 'week:2027-02-13'],
    ])
    // A week that is not the cheapest: the lists keep their price.
    await run(sql`insert into price_weeks (location_id, start_date, end_date, season, price) values (1, '2027-02-20', '2027-02-27', 'high', 400000)`)
    expect(await dropped()).toEqual([['calendar:1', 'week:2027-02-20']])
    await run(sql`update locations set persons = 7 where id = 2`)
    expect(await dropped()).toEqual([
      ['rental:2', 'rentals'],
      ['rental:2', 'rentals'],
    ])
    await run(sql`update locations set persons = 7 where id = 999`)
    expect(await dropped()).toEqual([])
  })

  it('names contents by id and type, pictures by owner, and the frame', async () => {
    await run(sql`insert into content_translations (content_id, locale, title, slug) values (7, 'fr', 'Ouverture', 'ouverture')`)
    await run(sql`update contents set position = 3 where id = 7`)
    await run(sql`insert into images (zone, owner_id, folder, file_name, extension, hash, width, height, formats, caption)
      values ('location', 2, 'f', 'n', 'jpg', 'h', 10, 10, '{}', '{"fr": ""}')`)
    await run(sql`insert into alerts (message) values ('{"fr": "Route fermée"}')`)
    expect(await dropped()).toEqual([['content:7'], ['content:7', 'contents:actualites'], ['rental:2'], ['frame']])
  })

  it('says "every rental" when a statement touches too many to name', async () => {
    await run(sql`insert into locations (id, kind, reference, type, place, number_of_rooms, persons, surface, living_space, latitude, longitude)
      select n, 'weekly', 'S' || n, 'chalet', 'Crans', 3, 6, 80, 70, 46.3, 7.48 from generate_series(1001, 3000) n`)
    expect(await dropped()).toEqual([
      ['rental:*', 'rentals'],
      ['rental:*', 'rentals'],
    ])
  })

  it('knows which notices a render raced', async () => {
    const since = changes.sequence()
    await run(sql`update contents set position = 4 where id = 7`)
    await dropped()
    expect(changes.changedSince(since, new Set(['content:7']))).toBe(true)
    expect(changes.changedSince(since, new Set(['rental:1', 'calendar:1']))).toBe(false)
    expect(changes.changedSince(changes.sequence(), new Set(['content:7']))).toBe(false)
  })
})
