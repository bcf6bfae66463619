import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../client.server'
import {
  alerts,
  bookings,
  contents,
  contentTranslations,
  images,
  locations,
  locationTranslations,
  priceWeeks,
  productCategories,
  orderItems,
  orders,
  payments,
  requestReplies,
  requests,
  saleTranslations,
  sales,
  staffFactors,
  users,
} from '../schema'
import { DEMO_ADMIN } from './data/demo-staff'
import { createSecretBox } from '../../domain/secrets/secret-box.server'
import { demandOf } from './data/bookings'
import { MAP_BOUNDS } from './data/places'
import { addDays, todayInResort } from '../../domain/booking/rules/calendar'
import { localMediaStore } from '../../domain/media/local-store.server'
import { buildSeedData, seed, seedIfEmpty } from './index.server'
import { slugify } from '../../domain/format/slugify'

const FIXED_CONTENT_IDS = [20, 142, 173, 17, 171]

/**
 * Pictures drawn by earlier runs are copied from here (they are named by the hash of their
 * drawing); images.test.ts covers the drawing itself.
 */
const mediaCacheDir = path.join(os.tmpdir(), 'alpine-agency-seed-media-cache')
const secrets = createSecretBox(randomBytes(32))

let dataDir: string
let database: Database
let seededFirstTime: boolean

async function counts(db: Database['db']) {
  const n = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0)
  return {
    weekly: await n(db.select({ n: count() }).from(locations).where(eq(locations.kind, 'weekly'))),
    annual: await n(db.select({ n: count() }).from(locations).where(eq(locations.kind, 'annual'))),
    locationTranslations: await n(db.select({ n: count() }).from(locationTranslations)),
    priceWeeks: await n(db.select({ n: count() }).from(priceWeeks)),
    sales: await n(db.select({ n: count() }).from(sales)),
    saleTranslations: await n(db.select({ n: count() }).from(saleTranslations)),
    news: await n(db.select({ n: count() }).from(contents).where(eq(contents.type, 'actualites'))),
    jobs: await n(db.select({ n: count() }).from(contents).where(eq(contents.type, 'emploi'))),
    contents: await n(db.select({ n: count() }).from(contents)),
    contentTranslations: await n(db.select({ n: count() }).from(contentTranslations)),
    images: await n(db.select({ n: count() }).from(images)),
    alerts: await n(db.select({ n: count() }).from(alerts)),
    categories: await n(db.select({ n: count() }).from(productCategories)),
    bookings: await n(db.select({ n: count() }).from(bookings)),
  }
}

describe('demo data seed', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'))
    database = await openDatabase({ dataDir })
    seededFirstTime = await seedIfEmpty(database.db, { media: localMediaStore(path.join(dataDir, 'media')), mediaCacheDir, secrets })
  }, 120_000)

  afterAll(async () => {
    await database?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('seeds an empty database and reports it', () => {
    expect(seededFirstTime).toBe(true)
  })

  it('has the expected numbers of rows', async () => {
    const c = await counts(database.db)
    expect(c.weekly).toBeGreaterThanOrEqual(40)
    expect(c.annual).toBe(10)
    expect(c.locationTranslations).toBe(2 * (c.weekly + c.annual))
    expect(c.sales).toBe(15)
    expect(c.saleTranslations).toBe(30)
    expect(c.news).toBe(12)
    expect(c.jobs).toBe(6)
    expect(c.contentTranslations).toBe(2 * c.contents)
    expect(c.alerts).toBe(1)
    expect(c.categories).toBe(4)
    expect(c.images).toBe(3 * (c.weekly + c.annual) + 2 * c.sales + (c.contents - 2)) // cgu and covid have no picture
  })

  it('has the fixed contents with French and English texts', async () => {
    const rows = await database.db
      .select({ id: contentTranslations.contentId, locale: contentTranslations.locale, title: contentTranslations.title })
      .from(contentTranslations)
      .where(inArray(contentTranslations.contentId, FIXED_CONTENT_IDS))
    for (const id of FIXED_CONTENT_IDS) {
      const locales = rows.filter((r) => r.id === id && r.title.length > 0).map((r) => r.locale).sort()
      expect(locales, `content ${id}`).toEqual(['en', 'fr'])
    }
    const [admin] = await database.db.select().from(contents).where(eq(contents.id, 20))
    expect(admin?.type).toBe('services')
    expect(admin?.attributes).toMatchObject({ key: 'administration' })
  })

  it('continues the content id sequence after the fixed ids', async () => {
    const [row] = await database.db
      .insert(contents)
      .values({ type: 'page', attributes: { key: 'probe' } })
      .returning({ id: contents.id })
    expect(row?.id).toBeGreaterThan(173)
    await database.db.delete(contents).where(eq(contents.id, row?.id as number))
  })

  it('places every rental and sale inside the map bounds', async () => {
    const points = [
      ...(await database.db.select({ lat: locations.latitude, lon: locations.longitude }).from(locations)),
      ...(await database.db.select({ lat: sales.latitude, lon: sales.longitude }).from(sales)),
    ]
    expect(points.length).toBeGreaterThan(0)
    for (const p of points) {
      expect(p.lat).toBeGreaterThan(MAP_BOUNDS.minLatitude)
      expect(p.lat).toBeLessThan(MAP_BOUNDS.maxLatitude)
      expect(p.lon).toBeGreaterThan(MAP_BOUNDS.minLongitude)
      expect(p.lon).toBeLessThan(MAP_BOUNDS.maxLongitude)
    }
  })

  it('gives every weekly rental a Saturday-to-Saturday price grid of at least 70 weeks', async () => {
    const perLocation = await database.db
      .select({
        id: locations.id,
        weeks: count(priceWeeks.id),
        notSaturday: sql<number>`count(*) filter (where extract(isodow from ${priceWeeks.startDate}) <> 6)`,
        wrongEnd: sql<number>`count(*) filter (where ${priceWeeks.endDate} <> ${priceWeeks.startDate} + 7)`,
      })
      .from(locations)
      .leftJoin(priceWeeks, eq(priceWeeks.locationId, locations.id))
      .where(eq(locations.kind, 'weekly'))
      .groupBy(locations.id)
    for (const row of perLocation) {
      expect(Number(row.weeks)).toBeGreaterThanOrEqual(70)
      expect(Number(row.notSaturday)).toBe(0)
      expect(Number(row.wrongEnd)).toBe(0)
    }
    const annualWeeks = await database.db
      .select({ n: count() })
      .from(priceWeeks)
      .innerJoin(locations, eq(locations.id, priceWeeks.locationId))
      .where(eq(locations.kind, 'annual'))
    expect(Number(annualWeeks[0]?.n)).toBe(0)
  })

  it('has special offers 15–30% cheaper, soon for at least 6 rentals', async () => {
    const offers = await database.db
      .select({ locationId: priceWeeks.locationId, start: priceWeeks.startDate, price: priceWeeks.price, special: priceWeeks.specialPrice })
      .from(priceWeeks)
      .where(isNotNull(priceWeeks.specialPrice))
    expect(offers.length).toBeGreaterThan(0)
    for (const o of offers) {
      const cut = 1 - (o.special as number) / o.price
      expect(cut).toBeGreaterThanOrEqual(0.15)
      expect(cut).toBeLessThanOrEqual(0.3)
    }
    const today = todayInResort()
    const inEightWeeks = addDays(today, 8 * 7)
    const soon = new Set(offers.filter((o) => o.start > today && o.start <= inEightWeeks).map((o) => o.locationId))
    expect(soon.size).toBeGreaterThanOrEqual(6)
  })

  it('books or blocks about a third of the weeks, unevenly: Christmas and February full, the shoulder seasons mostly free', async () => {
    const weeks = await database.db
      .select({
        start: priceWeeks.startDate,
        // Nested, so drizzle keeps the table names of the columns (see `bookableWeek`).
        taken: sql<boolean>`${sql`exists (select 1 from ${bookings} where ${bookings.locationId} = ${priceWeeks.locationId}
          and ${bookings.period} && daterange(${priceWeeks.startDate}, ${priceWeeks.endDate}))`}`,
      })
      .from(priceWeeks)
    const share = (rows: typeof weeks) => rows.filter((w) => w.taken).length / rows.length
    const byDemand = (demand: string) => weeks.filter((w) => demandOf(w.start) === demand)
    // Bounds with room: over a year of seeding days the shares ran 0.29–0.37 in all, 0.92–1 at
    // Christmas, 0.89–0.96 in February, 0.07–0.10 in the shoulder seasons.
    expect(share(weeks)).toBeGreaterThan(0.25)
    expect(share(weeks)).toBeLessThan(0.42)
    expect(share(byDemand('christmas'))).toBeGreaterThanOrEqual(0.88)
    expect(share(byDemand('february'))).toBeGreaterThanOrEqual(0.8)
    expect(share(byDemand('shoulder'))).toBeLessThan(0.15)
    for (const demand of ['winter', 'summer', 'between']) {
      expect(share(byDemand(demand)), demand).toBeGreaterThan(0.1)
      expect(share(byDemand(demand)), demand).toBeLessThan(0.6)
    }
  })

  it('seeds confirmed agency bookings and a few owner and works blocks, on Saturdays, inside the price grid, never overlapping', async () => {
    const rows = await database.db.select().from(bookings)
    expect(rows.every((r) => r.expiresAt === null)).toBe(true)
    // The agency's own bookings, and those the demo orders sold on the site (db/seed/orders.server.ts).
    expect(rows.every((r) => (r.status === 'confirmed' && (r.source === 'agency') === (r.orderItemId === null)) || r.status === 'blocked')).toBe(true)
    const blocks = rows.filter((r) => r.status === 'blocked')
    expect(blocks.filter((r) => r.source === 'owner').length).toBeGreaterThanOrEqual(3)
    expect(blocks.filter((r) => r.source === 'agency' && r.note === 'Travaux').length).toBeGreaterThanOrEqual(2)
    expect(blocks.length).toBeLessThan(rows.length / 20)
    const outside = await database.db.execute(sql`
      select count(*)::int as n from ${bookings} b
       where extract(isodow from lower(b.period)) <> 6 or extract(isodow from upper(b.period)) <> 6
          or (upper(b.period) > current_date -- past stays (the reviewed ones, db/seed/reviews.server.ts) predate the grid
              and not exists (select 1 from ${priceWeeks} w where w.location_id = b.location_id and w.start_date = lower(b.period)))
          or exists (select 1 from ${bookings} o where o.location_id = b.location_id and o.id <> b.id and o.period && b.period)`)
    expect((outside as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0)
  })

  it('makes the same bookings for the same seeding day, moving with the day', () => {
    const day = new Date('2027-03-10T08:00:00Z')
    expect(buildSeedData(day).bookings).toEqual(buildSeedData(day).bookings)
    const later = buildSeedData(new Date('2027-09-10T08:00:00Z')).bookings
    expect(later[0]?.arrival > '2027-09-01').toBe(true)
  })

  it('writes bilingual texts with slugs made from the titles', async () => {
    const rows = await database.db.select().from(locationTranslations)
    for (const r of rows) {
      expect(r.slug).toBe(slugify(r.title))
      expect(r.summary.length).toBeGreaterThan(10)
      expect(r.description.split('\n\n').length).toBeGreaterThanOrEqual(2)
    }
    expect(rows.some((r) => r.locale === 'fr' && r.description.includes('près des pistes'))).toBe(true)
    expect(rows.some((r) => r.locale === 'en' && r.description.includes('close to the slopes'))).toBe(true)
    expect(rows.some((r) => r.description.toLowerCase().includes('chalet'))).toBe(true)
    const cgu = await database.db
      .select({ body: contentTranslations.body })
      .from(contentTranslations)
      .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
      .where(and(eq(contents.type, 'page'), sql`${contents.attributes}->>'key' = 'cgu'`, eq(contentTranslations.locale, 'fr')))
    expect(cgu[0]?.body).toContain('Sierre')
    expect(cgu[0]?.body).toContain('48 heures')
  })

  it('writes the image files of every format on disk', async () => {
    const sample = await database.db.select().from(images).orderBy(asc(images.id)).limit(5)
    const last = await database.db.select().from(images).orderBy(sql`${images.id} desc`).limit(1)
    for (const image of [...sample, ...last]) {
      expect(Object.keys(image.formats).sort()).toEqual(['base', 'large', 'medium', 'thumbnail'])
      expect(image.formats.base?.width).toBe(1600)
      for (const format of Object.values(image.formats)) {
        expect(format.url).toBe(`/media/${image.folder}/${image.hash}-${format.url.split('-').pop()}`)
        const file = path.join(dataDir, format.url)
        expect(fs.existsSync(file), file).toBe(true)
        expect(fs.statSync(file).size).toBeGreaterThan(1000)
      }
    }
  })

  it('gives the demo admin a confirmed second factor on the documented key, and an inbox of requests', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.username, DEMO_ADMIN.email))
    expect(admin?.roles).toEqual(expect.arrayContaining(['ROLE_STAFF', 'ROLE_ADMIN']))
    const [factor] = await database.db.select().from(staffFactors).where(eq(staffFactors.userId, admin!.id))
    // Sealed with the site's key (DATA_ENCRYPTION_KEY), as every staff key is: the column holds nothing of it.
    expect(factor?.totpSecret).toMatch(/^v1:/)
    expect(factor?.totpSecret).not.toContain(DEMO_ADMIN.totpSecret)
    expect(secrets.open('staff-totp', factor!.totpSecret)).toBe(DEMO_ADMIN.totpSecret)
    expect(factor?.confirmedAt).not.toBeNull()
    const inbox = await database.db.select({ status: requests.status, n: count() }).from(requests).groupBy(requests.status)
    expect(Object.fromEntries(inbox.map((r) => [r.status, Number(r.n)]))).toEqual({ new: 3, answered: 2, closed: 2 })
    const [replies] = await database.db.select({ n: count() }).from(requestReplies)
    expect(Number(replies?.n)).toBe(4)
  })

  it('sells some of the stays as paid demo orders, priced by the booking rules, deposits with their balance due', async () => {
    const sold = await database.db
      .select({ status: orders.status, total: orders.total, reported: orders.reportedTotal, due: orders.gradedToPayAt, item: orderItems.total, arrival: orderItems.startPeriod, paid: payments.amount, kind: payments.kind })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.demo, true))
    expect(sold.length).toBeGreaterThanOrEqual(8)
    for (const order of sold) {
      expect(order.item).toBe(order.total)
      expect(order.paid + order.reported).toBe(order.total)
      expect(order.kind).toBe(order.status === 3 ? 'deposit' : 'full')
      if (order.status === 3) expect(order.due).toBe(addDays(order.arrival as string, -30))
    }
    expect(new Set(sold.map((o) => o.status))).toEqual(new Set([2, 3]))
    const linked = await database.db.select({ n: count() }).from(bookings).where(and(eq(bookings.source, 'site'), isNotNull(bookings.orderItemId)))
    expect(Number(linked[0]?.n)).toBe(sold.length)
  })

  it('does not seed a database that has data', async () => {
    expect(await seedIfEmpty(database.db, { media: localMediaStore(path.join(dataDir, 'media')), mediaCacheDir, secrets })).toBe(false)
  })

  it('can be run again with the same result', async () => {
    const before = await counts(database.db)
    const summary = await seed(database.db, { media: localMediaStore(path.join(dataDir, 'media')), mediaCacheDir, secrets })
    const after = await counts(database.db)
    expect(after).toEqual(before)
    expect(summary.imageFilesWritten).toBe(0)
    // The inbox is not filled twice (nor ever replaced: real requests stay).
    const [inbox] = await database.db.select({ n: count() }).from(requests)
    expect(Number(inbox?.n)).toBe(7)
    const ids = await database.db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id))
    expect(ids[0]?.id).toBe(1)
  }, 120_000)
})
