import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../db/client.server'
import { bookings, locationTranslations } from '../../db/schema'
import { blockPeriod } from '../../domain/booking/blocks.server'
import { cancelBooking, confirmOrderBookings } from '../../domain/booking/confirm.server'
import { ageHold, newOrder, newWeeklyRental, saturdayIn, weeksFrom } from '../../domain/booking/fixtures.test-data'
import { placeHold } from '../../domain/booking/holds.server'
import { addDays } from '../../domain/booking/rules/calendar'
import type { LocationDetail, LocationsResponse, PriceGrid } from '../../domain/catalogue/types'
import { type RunningServer, startServer } from '../support/server'

/**
 * Bookings as the catalogue API and the iCal feed show them: a server of its own on a database
 * (PGlite, or one of its own on TEST_DATABASE_URL) holding two weekly rentals and an annual one, with
 * a confirmed booking, a live hold, a hold past its time, an owner's block, an imported block, a
 * cancelled booking and a past one on the first rental. Weeks are counted from `saturdayIn(0)`.
 */

let server: RunningServer
let database: { url: string | undefined; dataDir: string }
let drop = async () => {}
let busy: number
let free: number
let annual: number
const ids: Record<string, number> = {}

/** Week n of the rentals' price grids: [saturdayIn(n), saturdayIn(n + 1)). */
const week = (n: number) => weeksFrom(saturdayIn(n))

async function ownDatabase(): Promise<{ url: string | undefined; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bookings-'))
  const base = process.env.TEST_DATABASE_URL
  if (!base) return { url: undefined, dataDir }
  const name = `bookings_api_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`create database ${name}`)
  drop = () => admin(`drop database if exists ${name} with (force)`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), dataDir }
}

async function rental(db: Db, title: string, kind: 'weekly' | 'annual' = 'weekly'): Promise<number> {
  const id = await newWeeklyRental(db, kind)
  await db.insert(locationTranslations).values([
    { locationId: id, locale: 'fr', title, slug: title.toLowerCase().replace(/\W+/g, '-') },
    { locationId: id, locale: 'en', title, slug: title.toLowerCase().replace(/\W+/g, '-') },
  ])
  return id
}

async function held(db: Db, locationId: number, orderItemId: number, n: number, minutes?: number): Promise<number> {
  const answer = await placeHold({ db }, { orderItemId, locationId, period: week(n), minutes })
  if (!answer.ok) throw new Error(`week ${n}: ${answer.code}`)
  return answer.bookingId
}

/** The calendar of the first rental, by week of the grid. */
async function fillCalendar(db: Db): Promise<void> {
  busy = await rental(db, 'Chalet Occupé')
  free = await rental(db, 'Chalet Libre')
  annual = await rental(db, 'Appartement Annuel', 'annual')
  const paid = await newOrder(db)
  ids.confirmed = await held(db, busy, paid.itemIds[0], 1)
  await confirmOrderBookings({ db }, { orderId: paid.orderId })
  const cart = await newOrder(db, 2)
  ids.hold = await held(db, busy, cart.itemIds[0], 3)
  ids.expired = await held(db, busy, cart.itemIds[1], 5)
  const block = (n: number, weeks: number, source: 'owner' | 'ical' | 'agency', extra = {}) =>
    blockPeriod({ db }, { locationId: busy, period: weeksFrom(saturdayIn(n), weeks), source, ...extra })
  const owner = await block(7, 2, 'owner', { note: 'Séjour du propriétaire M. Rey' })
  const imported = await block(10, 1, 'ical', { externalUid: 'abc123@airbnb.com' })
  if (!owner.ok || !imported.ok) throw new Error('blocks refused')
  ids.owner = owner.bookingId
  ids.imported = imported.bookingId
  const cancelled = await newOrder(db)
  ids.cancelled = await held(db, busy, cancelled.itemIds[0], 12)
  await confirmOrderBookings({ db }, { orderId: cancelled.orderId })
  await cancelBooking({ db }, { bookingId: ids.cancelled })
  const [past] = await db
    .insert(bookings)
    .values({ locationId: busy, period: weeksFrom(addDays(saturdayIn(0), -28)), status: 'confirmed', source: 'agency' })
    .returning({ id: bookings.id })
  ids.past = past.id
  // Last: any later write on the rental would mark it expired; it must still say 'hold', past its time.
  await ageHold(db, ids.expired)
}

const serverEnv = (env: Record<string, string> = {}) => ({
  SEED_ON_START: 'false',
  DATA_DIR: database.dataDir,
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  ...env,
})

/** Writes to the database while no server runs (PGlite belongs to one process at a time). */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const opened = await openDatabase({ url: database.url, dataDir: database.dataDir })
  try {
    return await work(opened.db)
  } finally {
    await opened.close()
  }
}

beforeAll(async () => {
  database = await ownDatabase()
  await withDatabase(fillCalendar)
  server = await startServer(serverEnv())
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await drop()
})

async function get<T>(pathname: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(server.url + pathname)
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

/** Weeks 0 to 13 of the first rental: taken (false) or bookable (true). */
const EXPECTED = [true, false, true, false, true, true, true, false, false, true, false, true, true, true]

describe('availability in the catalogue API', () => {
  it('shows the weeks of a booking, a live hold and blocks unavailable in a rental’s price weeks, and the others available', async () => {
    const { body } = await get<{ location: LocationDetail }>(`/api/locations/${busy}`)
    const flags = body.location.priceWeeks.filter((w) => w.startDate >= saturdayIn(0)).slice(0, 14)
    expect(flags.map((w) => w.startDate)).toEqual(EXPECTED.map((_, n) => saturdayIn(n)))
    expect(flags.map((w) => w.available)).toEqual(EXPECTED)
    const other = await get<{ location: LocationDetail }>(`/api/locations/${free}`)
    expect(other.body.location.priceWeeks.every((w) => w.available)).toBe(true)
  })

  it('shows the same in the price grid', async () => {
    const { body } = await get<PriceGrid>(`/api/prices?from=${saturdayIn(0)}&weeks=14`)
    const mine = body.prices.filter((p) => p.locationId === busy)
    expect(mine.map((p) => p.available)).toEqual(EXPECTED)
    expect(body.prices.filter((p) => p.locationId === free).every((p) => p.available)).toBe(true)
  })

  it('drops a rental from the period search when a booking, a live hold or a block overlaps the period', async () => {
    const found = async (from: number, weeks: number) =>
      (await get<LocationsResponse>(`/api/locations?from=${saturdayIn(from)}&to=${saturdayIn(from + weeks)}`)).body.locations.map((l) => l.id).sort()
    expect(await found(0, 1)).toEqual([busy, free])
    for (const [from, weeks] of [[0, 2], [1, 1], [2, 2], [6, 2], [8, 1], [9, 2], [10, 1]]) {
      expect(await found(from, weeks), `weeks ${from} to ${from + weeks}`).toEqual([free])
    }
    // The hold past its time, the cancelled booking and the Saturday an owner's stay ends do not block.
    expect(await found(4, 3)).toEqual([busy, free])
    expect(await found(11, 3)).toEqual([busy, free])
    expect(await found(9, 1)).toEqual([busy, free])
  })

  it('refuses to quote a taken period, and quotes the week of an expired hold', async () => {
    const taken = await fetch(`${server.url}/api/locations/${busy}/price?from=${saturdayIn(3)}&to=${saturdayIn(4)}&locale=en`)
    expect([400, 409]).toContain(taken.status)
    expect(await taken.json()).toMatchObject({ success: false, message: expect.stringMatching(/^No availability/) })
    const freed = await fetch(`${server.url}/api/locations/${busy}/price?from=${saturdayIn(5)}&to=${saturdayIn(6)}`)
    expect(freed.status).toBe(200)
  })
})

type Event = Record<string, string>

/** The VEVENTs of an iCalendar text, each property by name (parameters kept after the name). */
function eventsOf(ics: string): Event[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  const events: Event[] = []
  let current: Event | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT' && current) {
      events.push(current)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      current[line.slice(0, colon)] = line.slice(colon + 1)
    }
  }
  return events
}

const compact = (iso: string) => iso.replaceAll('-', '')

describe('GET /api/locations/{id}/calendar.ics', () => {
  it('gives the confirmed bookings and the agency’s and owner’s blocks as all-day events, nothing personal', async () => {
    const response = await fetch(`${server.url}/api/locations/${busy}/calendar.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    const host = new URL(server.publicUrl).host
    expect(eventsOf(text)).toMatchObject([
      { UID: `booking-${ids.confirmed}@${host}`, ...allDay(week(1)), ...stampAndSummary() },
      { UID: `booking-${ids.owner}@${host}`, ...allDay(weeksFrom(saturdayIn(7), 2)), ...stampAndSummary() },
    ])
    // No hold, no imported block (sent back to its platform it would come back forever), no note.
    expect(text).not.toContain('abc123')
    expect(text).not.toContain('Rey')
    expect(text).toContain('SUMMARY:Réservé / Booked')
  })

  it('lets the platforms poll it: cacheable a few minutes, 304 for an unchanged calendar, a new ETag when it changes', async () => {
    const first = await fetch(`${server.url}/api/locations/${free}/calendar.ics`)
    expect(first.headers.get('cache-control')).toBe('public, max-age=300')
    const etag = first.headers.get('etag') as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(eventsOf(await first.text())).toEqual([])
    const again = await fetch(`${server.url}/api/locations/${free}/calendar.ics`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    const other = await fetch(`${server.url}/api/locations/${busy}/calendar.ics`, { headers: { 'if-none-match': etag } })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).not.toBe(etag)
  })

  it('answers 404 for an unknown, malformed or annual rental', async () => {
    for (const id of [String(annual), '999999', 'abc']) {
      const response = await fetch(`${server.url}/api/locations/${id}/calendar.ics`)
      expect(response.status, id).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ success: false, message: 'Location not found' })
    }
  })
})

function allDay(period: { arrival: string; departure: string }): Event {
  return { 'DTSTART;VALUE=DATE': compact(period.arrival), 'DTEND;VALUE=DATE': compact(period.departure) }
}

function stampAndSummary(): Event {
  return { DTSTAMP: expect.stringMatching(/^\d{8}T\d{6}Z$/) as unknown as string, SUMMARY: 'Réservé / Booked' }
}

describe('the expiry of holds in a running server', () => {
  it('is worked by the server’s job worker: the job of a hold past its time marks it expired', async () => {
    // Restarted with a hold of no minutes, whose expiry job is due as soon as the worker starts.
    expect(await server.stop()).toBe(0)
    const statuses = (db: Db) =>
      db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, [ids.due ?? 0, ids.hold, ids.expired]))
    // The hold past its time was still a hold while the tests above read it as free.
    expect((await withDatabase(statuses)).find((r) => r.id === ids.expired)?.status).toBe('hold')
    ids.due = await withDatabase(async (db) => held(db, free, (await newOrder(db)).itemIds[0], 20, 0))
    server = await startServer(serverEnv({ LOG_LEVEL: 'debug' }), { captureLog: true })
    const done = () => server.logLines().some((line) => line.includes('"kind":"booking.expire-holds"') && line.includes('"msg":"job done"'))
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 100))
    expect(done()).toBe(true)
    expect(await server.stop()).toBe(0)
    const rows = await withDatabase(statuses)
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [ids.due]: 'expired', [ids.expired]: 'expired', [ids.hold]: 'hold' })
  }, 60_000)
})
