import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { bookingDatabases } from '../booking/fixtures.test-data'
import { bookings, locations, locationTranslations, priceWeeks } from '../../db/schema'
import { countForPeriods, listLocations, listLocationsPage, locationFacets, priceGrid, specialWeeksOf, stayWeeks } from './locations.repository.server'
import { priceStay } from '../booking/stay-price.server'
import type { LocationFilter } from './query'
import { SORT_ORDERS } from './sort'

/**
 * The list read page by page in SQL gives the rentals, order and count of the whole list, and the
 * kept list prices follow the price weeks and the day (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */

let database: Database
let close: () => Promise<void>
const TODAY = '2026-12-02' // a Wednesday: the weeks start on Saturdays 2026-11-28, 12-05, 12-12…
const SATURDAYS = ['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19']
const RENTALS = 29
let cheapest = 0

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  const opened = await bookingDatabases('locations_list')
  database = opened.all[0] as Database
  close = opened.close
  const { db } = database
  const rows = await db
    .insert(locations)
    .values(
      Array.from({ length: RENTALS }, (_, i) => ({
        kind: i === RENTALS - 1 ? 'annual' : 'weekly',
        reference: `T${i}`,
        type: i % 3 === 0 ? 'chalet' : 'apartment',
        place: 'crans',
        numberOfRooms: 1 + (i % 4),
        persons: 2 + (i % 5),
        comfortClass: 1 + (i % 5),
        surface: 60,
        livingSpace: 50,
        latitude: 46.31,
        longitude: 7.48,
        monthlyRent: i === RENTALS - 1 ? 250_000 : null,
      })),
    )
    .returning({ id: locations.id, kind: locations.kind })
  await db.insert(locationTranslations).values(
    rows.flatMap((r, i) => [
      { locationId: r.id, locale: 'fr', title: `Location ${i}`, slug: `location-${i}` },
      ...(i % 2 === 0 ? [{ locationId: r.id, locale: 'en', title: `Rental ${i}`, slug: `rental-${i}` }] : []),
    ]),
  )
  // Prices repeat every 7 rentals (ties broken by rooms, then id); every 9th rental has no price at all.
  const weekly = rows.filter((r, i) => r.kind === 'weekly' && i % 9 !== 4)
  await db.insert(priceWeeks).values(
    weekly.flatMap((r) =>
      SATURDAYS.map((start, w) => ({
        locationId: r.id,
        startDate: start,
        endDate: addDays(start, 7),
        season: 'mid',
        price: (100_000 + (r.id % 7) * 20_000) * (w === 0 ? 0.5 : 1),
        specialPrice: r.id % 5 === 0 && w === 2 ? 90_000 : null,
      })),
    ),
  )
  cheapest = weekly[0]?.id ?? 0
}, 60_000)

afterAll(async () => {
  await close?.()
})

const filters: Array<Partial<LocationFilter>> = [
  {},
  { persons: 4 },
  { minPrice: 110_000, maxPrice: 200_000 },
  { special: true },
  { comfortClass: 3, type: 'apartment' },
  { period: { from: SATURDAYS[1] as string, to: SATURDAYS[3] as string, weeks: SATURDAYS.slice(1, 3) } },
]

describe('listLocationsPage', () => {
  it('gives, page after page, the rentals, order, count and period rents of the whole list', async () => {
    for (const sort of SORT_ORDERS) {
      for (const more of filters) {
        const filter = { kind: 'weekly', special: false, sort, ...more } as LocationFilter
        const all = await listLocations(database.db, filter, 'en', TODAY)
        const pages = []
        for (let number = 1; number <= Math.ceil(all.length / 5); number++) {
          const page = await listLocationsPage(database.db, filter, 'en', TODAY, { number, size: 5 })
          expect(page.total).toBe(all.length)
          pages.push(...page.items)
        }
        expect(pages).toEqual(all)
      }
    }
  })

  it('shows the last page for a page past it, and one empty page for an empty list', async () => {
    const filter = { kind: 'weekly', special: false, sort: 'price_asc' } as LocationFilter
    const all = await listLocations(database.db, filter, 'fr', TODAY)
    const last = await listLocationsPage(database.db, filter, 'fr', TODAY, { number: 99, size: 10 })
    expect(last.page).toBe(Math.ceil(all.length / 10))
    expect(last.items.map((i) => i.id)).toEqual(all.slice((last.page - 1) * 10).map((i) => i.id))
    const none = await listLocationsPage(database.db, { ...filter, persons: 99 }, 'fr', TODAY, { number: 3, size: 10 })
    expect(none).toEqual({ items: [], total: 0, page: 1, pages: 1, stays: {} })
  })

  it('keeps the types asked, as the apartments page does, and counts only them', async () => {
    const filter = { kind: 'weekly', special: false, sort: 'price_asc' } as LocationFilter
    const all = await listLocations(database.db, filter, 'fr', TODAY)
    const apartments = all.filter((rental) => rental.type === 'apartment')
    const page = await listLocationsPage(database.db, { ...filter, types: ['apartment', 'studio'] }, 'fr', TODAY, { number: 1, size: 4 })
    expect(page.total).toBe(apartments.length)
    expect(page.items.map((i) => i.id)).toEqual(apartments.slice(0, 4).map((i) => i.id))
    expect(apartments.length).toBeLessThan(all.length)
  })
})

describe('the list price of a rental', () => {
  const priceOf = async (id: number, today: string) =>
    (await listLocations(database.db, { kind: 'weekly', special: false, sort: 'price_asc' }, 'fr', today)).find((r) => r.id === id)?.price

  it('is the lowest price of the weeks starting on the day or later, whatever day is asked', async () => {
    const first = (await database.db.select().from(priceWeeks).where(eq(priceWeeks.locationId, cheapest))).sort((a, b) => a.startDate.localeCompare(b.startDate))
    // The half-price week started on 2026-11-28: from that day it counts, from the next day on not.
    expect(await priceOf(cheapest, SATURDAYS[0] as string)).toBe(first[0]?.price)
    expect(await priceOf(cheapest, TODAY)).toBe(first[1]?.price)
  })

  it('follows a changed price week at once', async () => {
    const [week] = await database.db
      .update(priceWeeks)
      .set({ price: 12_300 })
      .where(eq(priceWeeks.locationId, cheapest))
      .returning({ startDate: priceWeeks.startDate })
    expect(week).toBeDefined()
    const lowest = await database.db.select().from(priceWeeks).where(eq(priceWeeks.locationId, cheapest))
    expect(lowest.every((w) => w.price === 12_300)).toBe(true)
    expect(await priceOf(cheapest, TODAY)).toBe(12_300)
    await database.db.delete(priceWeeks).where(eq(priceWeeks.locationId, cheapest))
    expect(await priceOf(cheapest, TODAY)).toBeNull()
  })
})

describe('the list entry of a rental', () => {
  const weekly = { kind: 'weekly', special: false, sort: 'price_asc' } as LocationFilter
  const listed = async (filter: Partial<LocationFilter> = {}) => (await listLocations(database.db, { ...weekly, ...filter }, 'fr', TODAY)).map((r) => r.id)
  const inGrid = async () => (await priceGrid(database.db, { from: SATURDAYS[1] as string, weeks: 2 }, 'fr', TODAY)).locations.map((r) => r.id)
  const aRental = async () => (await listed())[3] as number

  it('leaves the lists and the price grid when unpublished or without its French text, and comes back', async () => {
    const id = await aRental()
    expect(await inGrid()).toContain(id)
    await database.db.update(locations).set({ status: 1 }).where(eq(locations.id, id))
    expect(await listed()).not.toContain(id)
    expect(await inGrid()).not.toContain(id)
    await database.db.update(locations).set({ status: 2 }).where(eq(locations.id, id))
    expect(await listed()).toContain(id)
    const [french] = await database.db
      .delete(locationTranslations)
      .where(and(eq(locationTranslations.locationId, id), eq(locationTranslations.locale, 'fr')))
      .returning()
    expect(await listed()).not.toContain(id)
    await database.db.insert(locationTranslations).values(french!)
    expect(await listed()).toContain(id)
  })

  it('is filtered and counted in the facets by the numbers the rental has now', async () => {
    const id = await aRental()
    expect(await listed({ persons: 40 })).toEqual([])
    await database.db.update(locations).set({ persons: 40, comfortClass: 5, numberOfRooms: 12 }).where(eq(locations.id, id))
    expect(await listed({ persons: 40 })).toEqual([id])
    expect((await locationFacets(database.db, 'weekly', 'fr')).numberOfRooms).toContain(12)
  })

  it('gives the price grid in the order of the titles in each language, accents and case as a reader expects', async () => {
    const ids = (await listed()).slice(0, 4)
    const titles = ['Éterlou', 'edelweiss', 'Zermatt', 'Étoile']
    for (const [i, id] of ids.entries()) {
      await database.db.update(locations).set({ numberOfRooms: 20 }).where(eq(locations.id, id))
      await database.db
        .update(locationTranslations)
        .set({ title: titles[i] as string })
        .where(and(eq(locationTranslations.locationId, id), eq(locationTranslations.locale, 'fr')))
    }
    const grid = await priceGrid(database.db, { from: SATURDAYS[1] as string, weeks: 2 }, 'fr', TODAY)
    const largest = grid.locations.filter((r) => r.number_of_rooms === 20).map((r) => r.title)
    expect(largest).toEqual([...titles].sort(new Intl.Collator('fr').compare))
    expect(largest).toEqual(['edelweiss', 'Éterlou', 'Étoile', 'Zermatt'])
  })
})

describe('the period search', () => {
  it('gives exactly the rentals whose every week of the period is bookable, week by week', async () => {
    const [from, to] = [SATURDAYS[1] as string, SATURDAYS[3] as string]
    const all = await listLocations(database.db, { kind: 'weekly', special: false, sort: 'price_asc' } as LocationFilter, 'fr', TODAY)
    const [a, b, c, d, e] = all.map((r) => r.id)
    const hour = 3_600_000
    const row = { source: 'agency' as const, note: '' }
    await database.db.insert(bookings).values([
      { ...row, locationId: a!, period: { arrival: SATURDAYS[2]!, departure: SATURDAYS[3]! }, status: 'confirmed' },
      { ...row, locationId: b!, period: { arrival: SATURDAYS[0]!, departure: addDays(SATURDAYS[1]!, 1) }, status: 'blocked' },
      { ...row, locationId: c!, period: { arrival: SATURDAYS[1]!, departure: SATURDAYS[2]! }, status: 'hold', expiresAt: new Date(Date.now() + hour) },
      { ...row, locationId: d!, period: { arrival: SATURDAYS[1]!, departure: SATURDAYS[3]! }, status: 'hold', expiresAt: new Date(Date.now() - hour) },
      { ...row, locationId: e!, period: { arrival: SATURDAYS[3]!, departure: addDays(SATURDAYS[3]!, 7) }, status: 'blocked' },
    ])
    const expected = []
    for (const rental of all) {
      const weeks = await stayWeeks(database.db, rental.id, from, to, TODAY)
      if (weeks.length === 2 && weeks.every((w) => w.available)) expected.push(rental.id)
    }
    const period = { from, to, weeks: SATURDAYS.slice(1, 3) }
    const found = await listLocations(database.db, { kind: 'weekly', special: false, sort: 'price_asc', period } as LocationFilter, 'fr', TODAY)
    expect(found.map((r) => r.id)).toEqual(expected)
    expect(expected).not.toContain(a)
    expect(expected).not.toContain(b)
    expect(expected).not.toContain(c)
    expect(expected).toContain(d)
    expect(expected).toContain(e)
  })
})

describe('the special offers', () => {
  it('list the rentals with a special week still free, page by page, with those weeks', async () => {
    const { db } = database
    const special = { kind: 'weekly', special: true, sort: 'price_asc' } as LocationFilter
    const offered = await listLocations(db, special, 'fr', TODAY)
    const weeksOfOffered = await specialWeeksOf(db, offered.map((r) => r.id), TODAY)
    const withWeeks = offered.filter((r) => (weeksOfOffered.get(r.id) ?? []).length > 0)
    expect(withWeeks.length).toBeGreaterThan(2)
    // The special weeks of one of them are booked: it stays among the rentals with a special price,
    // it leaves the special offers.
    const taken = withWeeks[0]!
    for (const week of weeksOfOffered.get(taken.id) ?? []) {
      await db.insert(bookings).values({ source: 'agency', note: '', locationId: taken.id, period: { arrival: week.startDate, departure: week.endDate }, status: 'confirmed' })
    }
    const free = await listLocations(db, { ...special, specialFree: true }, 'fr', TODAY)
    expect(free.map((r) => r.id)).toEqual(withWeeks.slice(1).map((r) => r.id))
    expect((await listLocations(db, special, 'fr', TODAY)).map((r) => r.id)).toContain(taken.id)
    const weeks = await specialWeeksOf(db, [...free.map((r) => r.id), taken.id], TODAY)
    expect(weeks.has(taken.id)).toBe(false)
    for (const rental of free) expect(weeks.get(rental.id)?.every((w) => w.specialPrice !== null && w.available && w.startDate >= TODAY)).toBe(true)
    // Read a page at a time, as the page does.
    const first = await listLocationsPage(db, { ...special, specialFree: true }, 'fr', TODAY, { number: 1, size: 2 })
    expect(first.total).toBe(free.length)
    expect(first.items.map((r) => r.id)).toEqual(free.slice(0, 2).map((r) => r.id))
  })
})

describe('the stay prices of a period', () => {
  const period = { from: SATURDAYS[1] as string, to: SATURDAYS[3] as string, weeks: SATURDAYS.slice(1, 3) }
  const filter = { kind: 'weekly', special: false, sort: 'price_asc', period, persons: 2 } as LocationFilter

  it("gives each card of a page the booking quote's rent and tourist tax for the guests, as adults", async () => {
    const { items, stays } = await listLocationsPage(database.db, filter, 'fr', TODAY, { number: 1, size: 6 })
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      const quote = await priceStay({ db: database.db, today: TODAY }, { locale: 'fr' }, { locationId: item.id, fields: { from: period.from, to: period.to, adults: '2', children: [] } })
      if (!quote.ok) throw new Error(`no quote for ${item.id}`)
      expect(stays[item.id]).toMatchObject({
        from: period.from,
        to: period.to,
        nights: 14,
        rent: quote.price.rent,
        adults: 2,
        touristTax: { kind: 'amount', amount: quote.price.touristTax.total },
        total: quote.price.total,
      })
      expect(stays[item.id]?.rent).toBe(item.periodTotal)
    }
  })

  it('gives none without a period, and the tax per adult and night without guests', async () => {
    expect((await listLocationsPage(database.db, { ...filter, period: undefined }, 'fr', TODAY, { number: 1, size: 6 })).stays).toEqual({})
    const { items, stays } = await listLocationsPage(database.db, { ...filter, persons: undefined }, 'fr', TODAY, { number: 1, size: 6 })
    expect(stays[items[0]!.id]).toMatchObject({ adults: null, touristTax: { kind: 'perAdultNight', amount: 300 }, total: null })
  })

  it('counts what the same filter finds on other periods in one go, as the list does', async () => {
    const periods = [0, 1, 2].map((i) => ({ from: SATURDAYS[i] as string, to: SATURDAYS[i + 1] as string, weeks: [SATURDAYS[i] as string] }))
    const counts = await countForPeriods(database.db, { ...filter, persons: 4 }, periods, TODAY)
    for (const [i, p] of periods.entries()) {
      expect(counts[i]).toBe((await listLocations(database.db, { ...filter, persons: 4, period: p }, 'fr', TODAY)).length)
    }
  })
})
