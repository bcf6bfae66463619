import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client.server'
import { auditLog, bookings, icalFeeds, jobs } from '../../../db/schema'
import { addDays } from '../../booking/rules/calendar'
import { bookingDatabases, newOrder, newStaff, newWeeklyRental, saturdayIn } from '../../booking/fixtures.test-data'
import { createSecretBox } from '../../secrets/secret-box.server'
import { addFeed, feedsOf, removeFeed } from './feeds.server'
import { ICAL_IMPORT_JOB, icalJobHandlers, importFeed } from './import.server'
import { MOST_FEED_DATES } from './feed-rules'

/** The mirror of an imported calendar on a rental's blocks; on TEST_DATABASE_URL too. */

let database: Database
let close: () => Promise<void>
let staff: { id: number; name: string }
const secrets = createSecretBox(randomBytes(32))

beforeAll(async () => {
  const opened = await bookingDatabases('ical')
  database = opened.all[0]!
  close = opened.close
  staff = await newStaff(database.db)
}, 60_000)
afterAll(async () => {
  await close?.()
})

const compact = (iso: string) => iso.replaceAll('-', '')
const feedText = (events: Array<{ uid: string; arrival: string; departure: string }>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...events.flatMap((e) => ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTART;VALUE=DATE:${compact(e.arrival)}`, `DTEND;VALUE=DATE:${compact(e.departure)}`, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n')

async function importedBlocks(feedId: number) {
  const { db } = database
  const rows = await db.select().from(bookings).where(and(eq(bookings.feedId, feedId), eq(bookings.status, 'blocked')))
  return rows.map((r) => ({ uid: r.externalUid, ...r.period, source: r.source })).sort((a, b) => a.arrival.localeCompare(b.arrival))
}

describe('a feed’s address', () => {
  it('is kept sealed, with only its host in the audit log, and still found when added twice', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const url = 'https://www.airbnb.ch/calendar/ical/77.ics?s=private-token-of-the-owner'
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url, label: '' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const [row] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId))
    expect(row!.url).toMatch(/^v1:/)
    expect(row!.url).not.toContain('private-token')
    expect((await feedsOf({ db, secrets }, rental)).map((f) => f.url)).toEqual([url])
    expect(await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url, label: 'again' }, locale: 'en' })).toMatchObject({ ok: false, errors: { url: expect.anything() } })
    await removeFeed({ db, secrets }, staff, { locationId: rental, feedId, locale: 'en' })
    const audited = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'ical_feed'), eq(auditLog.entityId, String(feedId))))
    expect(audited).toHaveLength(2)
    expect(JSON.stringify(audited)).not.toContain('private-token')
    expect(JSON.stringify(audited)).toContain('https://www.airbnb.ch/…')
  })
})

describe('importing a calendar', () => {
  it('adds new events, moves changed ones, deletes removed ones, and ignores the site’s own export', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://www.airbnb.ch/calendar/ical/1.ics', label: 'Airbnb' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const w = (n: number) => ({ arrival: saturdayIn(n), departure: addDays(saturdayIn(n), 7) })
    let text = feedText([
      { uid: 'stay-1@airbnb.com', ...w(1) },
      { uid: 'stay-2@airbnb.com', ...w(3) },
      { uid: 'booking-99@www.example.ch', ...w(5) },
    ])
    const deps = { db, secrets, fetchText: async () => text, ownHost: 'www.example.ch' }
    expect(await importFeed(deps, feedId)).toEqual({ added: 2, moved: 0, removed: 0, skipped: [], problems: [] })
    expect(await importedBlocks(feedId)).toEqual([
      { uid: 'stay-1@airbnb.com', ...w(1), source: 'ical' },
      { uid: 'stay-2@airbnb.com', ...w(3), source: 'ical' },
    ])

    text = feedText([{ uid: 'stay-2@airbnb.com', ...w(4) }, { uid: 'stay-3@airbnb.com', ...w(6) }])
    expect(await importFeed(deps, feedId)).toEqual({ added: 1, moved: 1, removed: 1, skipped: [], problems: [] })
    expect((await importedBlocks(feedId)).map((b) => [b.uid, b.arrival])).toEqual([
      ['stay-2@airbnb.com', saturdayIn(4)],
      ['stay-3@airbnb.com', saturdayIn(6)],
    ])
    const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId))
    expect(feed).toMatchObject({ eventCount: 2, problems: [] })
    expect(feed!.lastFetchedAt).toBeInstanceOf(Date)

    await removeFeed({ db, secrets }, staff, { locationId: rental, feedId, locale: 'en' })
    expect(await db.select().from(bookings).where(eq(bookings.locationId, rental))).toEqual([])
  })

  it('leaves out the nights of an event over a confirmed booking, keeps the booking, and reports it on the feed', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const { itemIds } = await newOrder(db)
    const booked = { arrival: saturdayIn(2), departure: addDays(saturdayIn(2), 7) }
    await db.insert(bookings).values({ locationId: rental, period: booked, status: 'confirmed', source: 'site', orderItemId: itemIds[0] })
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://admin.booking.com/ical/2.ics', label: '' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const text = feedText([
      { uid: 'over@booking.com', arrival: addDays(booked.arrival, 3), departure: addDays(booked.departure, 3) },
      { uid: 'free@booking.com', arrival: saturdayIn(8), departure: addDays(saturdayIn(8), 7) },
    ])
    const report = await importFeed({ db, secrets, fetchText: async () => text, ownHost: 'www.example.ch' }, feedId)
    expect(report).toMatchObject({ added: 2, skipped: [expect.stringContaining('over@booking.com')], problems: [{ code: 'overlaps', count: 1 }] })
    const rows = await db.select().from(bookings).where(eq(bookings.locationId, rental))
    expect(rows.find((r) => r.status === 'confirmed')?.period).toEqual(booked)
    // Its nights after the booking are blocked all the same: only the booked ones are left out.
    expect(await importedBlocks(feedId)).toEqual([
      { uid: 'over@booking.com', arrival: booked.departure, departure: addDays(booked.departure, 3), source: 'ical' },
      { uid: 'free@booking.com', arrival: saturdayIn(8), departure: addDays(saturdayIn(8), 7), source: 'ical' },
    ])
    // The next reading finds the same: nothing to change.
    expect(await importFeed({ db, secrets, fetchText: async () => text, ownHost: 'www.example.ch' }, feedId)).toMatchObject({ added: 0, moved: 0, removed: 0 })
    const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId))
    expect(feed!.problems).toEqual([{ code: 'overlaps', events: [expect.stringContaining('over@booking.com')], count: 1 }])
  })

  it('notes a feed that cannot be fetched and keeps its blocks', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://example.org/3.ics', label: '' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const text = feedText([{ uid: 'x@example.org', arrival: saturdayIn(1), departure: addDays(saturdayIn(1), 7) }])
    await importFeed({ db, secrets, fetchText: async () => text, ownHost: 'www.example.ch' }, feedId)
    const report = await importFeed({ db, secrets, fetchText: async () => Promise.reject(new Error('HTTP 503')), ownHost: 'www.example.ch' }, feedId)
    expect(report?.problems).toEqual([{ code: 'fetch_failed', detail: 'HTTP 503' }])
    expect(await importedBlocks(feedId)).toHaveLength(1)
    expect(await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://example.org/3.ics', label: '' }, locale: 'en' })).toMatchObject({ ok: false, errors: { url: expect.anything() } })
  })
})

describe('the work of an import', () => {
  const dailyFeed = (count: number, start: string) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      ...Array.from({ length: count }, (_, i) => ['BEGIN:VEVENT', `UID:daily-${i}@example.org`, `DTSTART;VALUE=DATE:${compact(start)}`, `DTEND;VALUE=DATE:${compact(addDays(start, 1))}`, 'RRULE:FREQ=DAILY', 'END:VEVENT']).flat(),
      'END:VCALENDAR',
      '',
    ].join('\r\n')

  it('reads a feed of 60 events repeated every day (10 kB) within its bounds, writes a few rows, tells staff, and changes nothing the next time', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://example.org/daily.ics', label: '' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const text = dailyFeed(60, addDays(new Date().toISOString().slice(0, 10), -30))
    expect(text.length).toBeLessThan(12_000)
    const deps = { db, secrets, fetchText: async () => text, ownHost: 'www.example.ch' }
    const started = performance.now()
    const report = await importFeed(deps, feedId)
    // It used to be 44,000 inserts, a savepoint each: 26 to 40 s, and PostgreSQL out of lock memory.
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(report).toMatchObject({ added: 1, problems: [{ code: 'cut_short', limit: MOST_FEED_DATES }] })
    const blocks = await importedBlocks(feedId)
    expect(blocks).toHaveLength(1)
    const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId))
    expect(feed!.problems).toEqual([{ code: 'cut_short', limit: MOST_FEED_DATES }])
    expect(await importFeed(deps, feedId)).toMatchObject({ added: 0, moved: 0, removed: 0 })
    expect(await importedBlocks(feedId)).toEqual(blocks)
    await removeFeed({ db, secrets }, staff, { locationId: rental, feedId, locale: 'en' })
  }, 60_000)

  it('notes a reading it could not save, keeps the blocks, and throws nothing ("Import now" answers the page)', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://example.org/unsaved.ics', label: '' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const text = feedText([{ uid: 'x@example.org', arrival: saturdayIn(1), departure: addDays(saturdayIn(1), 7) }])
    await importFeed({ db, secrets, fetchText: async () => text, ownHost: 'www.example.ch' }, feedId)
    const failing = Object.assign(Object.create(db) as typeof db, { transaction: async () => Promise.reject(new Error('out of shared memory')) })
    const errors: object[] = []
    const report = await importFeed({ db: failing, secrets, fetchText: async () => text, ownHost: 'www.example.ch', log: { error: (data) => errors.push(data) } }, feedId)
    expect(report?.problems).toEqual([{ code: 'not_saved' }])
    expect(errors).toHaveLength(1)
    expect(await importedBlocks(feedId)).toHaveLength(1)
    const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId))
    expect(feed!.problems).toEqual([{ code: 'not_saved' }])
  })

  it('notes a file that is no calendar', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://example.org/broken.ics', label: '' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const report = await importFeed({ db, secrets, fetchText: async () => 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n', ownHost: 'www.example.ch' }, feedId)
    expect(report?.problems.every((p) => p.code === 'unreadable') ?? false).toBe(true)
  })
})

describe('the import job', () => {
  it('imports its feed and comes back in 30 minutes, also after a failed fetch; a removed feed ends its turns', async () => {
    const { db } = database
    const rental = await newWeeklyRental(db)
    const added = await addFeed({ db, secrets }, staff, { locationId: rental, feed: { url: 'https://example.org/job.ics', label: '' }, locale: 'en' })
    const feedId = added.ok ? added.feedId : 0
    const text = feedText([{ uid: 'job@example.org', arrival: saturdayIn(1), departure: addDays(saturdayIn(1), 7) }])
    const pending = async () =>
      (await db.select().from(jobs).where(eq(jobs.kind, ICAL_IMPORT_JOB))).filter((j) => (j.payload as { feedId: number }).feedId === feedId && !j.doneAt)
    const first = await pending()
    expect(first).toHaveLength(1) // the first import, due at once
    await db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.id, first[0]!.id))

    const handlers = icalJobHandlers({ db, secrets, ownHost: 'www.example.ch', fetchText: async () => text })
    const job = { id: 0, kind: ICAL_IMPORT_JOB, payload: { feedId }, attempts: 1, maxAttempts: 1 }
    await handlers[ICAL_IMPORT_JOB]!({ feedId }, job)
    expect(await importedBlocks(feedId)).toHaveLength(1)
    const next = await pending()
    expect(next).toHaveLength(1)
    const inMinutes = (next[0]!.runAt.getTime() - Date.now()) / 60_000
    expect(inMinutes).toBeGreaterThan(29)
    expect(inMinutes).toBeLessThanOrEqual(30.1)
    await db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.id, next[0]!.id))

    const failing = icalJobHandlers({ db, secrets, ownHost: 'www.example.ch', fetchText: async () => Promise.reject(new Error('HTTP 500')) })
    await failing[ICAL_IMPORT_JOB]!({ feedId }, job)
    const again = await pending()
    expect(again).toHaveLength(1)
    await db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.id, again[0]!.id))

    await removeFeed({ db, secrets }, staff, { locationId: rental, feedId, locale: 'en' })
    await handlers[ICAL_IMPORT_JOB]!({ feedId }, job)
    expect(await pending()).toEqual([])
  })
})
