import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../../db/client.server'
import { eq } from 'drizzle-orm'
import { locations, locationTranslations, productCategories } from '../../db/schema'
import { createRentalProducts } from '../../domain/booking/rental-products.server'
import { ageHold, newOrder, newWeeklyRental, saturdayIn, weeksFrom } from '../../domain/booking/fixtures.test-data'
import { placeHold } from '../../domain/booking/holds.server'
import { formatDate } from '../../domain/format/date'
import { vatIncluded } from '../../domain/vat/rates'
import type { LocationDetail } from '../../domain/catalogue/types'
import { type RunningServer, startServer } from '../support/server'
import { cartOf, Visitor } from '../support/shop-fixtures'
import { CONTACT } from './auth-support'

/**
 * Weekly rentals in the cart (docs/decisions/023): a stay added as a rental item priced by the stay
 * quote, options under it, the refusals in French and English, the holds of the payment step and
 * the race for one week. The first part uses the shared seeded server; the second a server (two on
 * PostgreSQL, as behind a load balancer) on a database of its own, prepared before they start.
 */

const base = inject('baseUrl')

type Item = {
  id: number
  title: string
  subTitle: string
  total: number
  totalExcludingTax: number
  vatRate: number
  touristTax: number
  available: boolean
  message: string | null
  linkedToItem: number | null
  context: { startPeriod: string | null; endPeriod: string | null; data: Array<Record<string, unknown>> }
  product: { id: number; category: string }
  subscriber: { id: number; numberOfPersons: number; numberOfRooms: number; images: Array<{ largeFormat: string }> } | null
  stay: { weeks: unknown[]; rent: number; nights: number; touristTax: { total: number; nights: number; guests: Record<string, number> } } | null
  hold: { status: 'held'; expiresAt: string } | { status: 'taken'; expiresAt: null } | null
}
type Cart = { orderItems: Item[]; subTotal: number; total: number; touristTax: number; vat: Array<{ rate: number; total: number; vat: number }> }


async function rentalsOf(url: string): Promise<LocationDetail[]> {
  const list = (await (await fetch(`${url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
  const details = []
  for (const { id } of list.locations.filter((l) => l.kind === 'weekly')) {
    details.push(((await (await fetch(`${url}/api/locations/${id}`)).json()) as { location: LocationDetail }).location)
  }
  return details
}

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|’/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

const stay = (arrival: string, departure: string, extra: Record<string, unknown> = {}) => ({
  data: [{ startPeriod: arrival, endPeriod: departure, adults: 2, children: [4, 9], ...extra }],
})

describe('rentals in the cart (seeded data)', () => {
  let rentals: LocationDetail[]
  /** A rental that does not include the final cleaning, and its free weeks (the tests take them from the end). */
  let rental: LocationDetail
  let free: Array<{ startDate: string; endDate: string }>
  const takeWeek = () => free.pop() as { startDate: string; endDate: string }

  beforeAll(async () => {
    rentals = await rentalsOf(base)
    rental = rentals.find((r) => r.included?.finalCleaning === false && r.included?.touristTax === false && r.persons >= 4) as LocationDetail
    free = rental.priceWeeks.slice(-40).filter((w) => w.available)
    expect(free.length).toBeGreaterThan(6)
  })

  it('gives every weekly rental its product', () => {
    for (const each of rentals) expect(each.productId).toEqual(expect.any(Number))
  })

  it('adds a stay priced by the quote: rent + tourist tax, VAT on the rent only, the rental and its breakdown', async () => {
    const week = takeWeek()
    const v = new Visitor(base)
    const quote = (await (await fetch(`${base}/api/locations/${rental.id}/price?startPeriod=${week.startDate}&endPeriod=${week.endDate}&adults=2&children=4,9`)).json()) as {
      price: { total: number; rent: number; touristTax: { total: number } }
    }
    const r = await v.call('PUT', `/cart/add/${rental.productId}?locale=fr`, stay(week.startDate, week.endDate))
    expect(r.status).toBe(200)
    const cart = cartOf<Cart>(r)
    const [item] = cart.orderItems
    expect(item.product.category).toBe('rental')
    expect(item.title).toBe(rental.title)
    expect(item.subTitle).toBe(`${formatDate(week.startDate)} – ${formatDate(week.endDate)} · 4 personnes`)
    expect(item.total).toBe(quote.price.total)
    expect(item.touristTax).toBe(quote.price.touristTax.total)
    expect(item.touristTax).toBe(7 * (2 * 300 + 150)) // two adults at 3.00, one child of 9 at 1.50, the child of 4 free
    expect(item.vatRate).toBe(380)
    expect(item.totalExcludingTax).toBe(item.total - vatIncluded(quote.price.rent, 380))
    // The party booked (two adults, two children), not the rental's capacity.
    expect(item.subscriber).toMatchObject({ id: rental.id, numberOfPersons: 4 })
    expect(item.context).toMatchObject({ startPeriod: week.startDate, endPeriod: week.endDate })
    expect(item.subscriber?.images[0]?.largeFormat).toMatch(/^\/media\//)
    expect(item.subscriber?.images[0]).toMatchObject({ zone: 'location', fileName: expect.any(String), hash: expect.any(String) })
    expect(item.stay).toMatchObject({ rent: quote.price.rent, nights: 7, touristTax: { nights: 7, guests: { adult: 2 } } })
    expect(item.stay?.weeks).toHaveLength(1)
    // The tourist tax is in the total but in no VAT line.
    expect(cart.touristTax).toBe(item.touristTax)
    expect(cart.vat.reduce((sum, line) => sum + line.total, 0) + cart.touristTax).toBe(cart.total)
    expect(cart.vat).toEqual([{ rate: 380, total: quote.price.rent, vat: vatIncluded(quote.price.rent, 380) }])

    // The same stay sent again (a double submission) adds nothing.
    const again = cartOf<Cart>(await v.call('PUT', `/cart/add/${rental.productId}?locale=fr`, stay(week.startDate, week.endDate)))
    expect(again.orderItems).toHaveLength(1)
  })

  it('refuses a stay the rules refuse, with their message in French and English', async () => {
    const week = takeWeek()
    const v = new Visitor(base)
    const sunday = new Date(Date.parse(`${week.startDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const fr = await v.call('PUT', `/cart/add/${rental.productId}?locale=fr`, stay(sunday, week.endDate))
    expect(fr.status).toBe(400)
    expect(fr.json).toMatchObject({ code: 'arrival_weekday', message: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.' })
    const en = await v.call('PUT', `/cart/add/${rental.productId}?locale=en`, stay(sunday, week.endDate))
    expect(en.json).toMatchObject({ code: 'arrival_weekday', message: 'You can only select periods from Saturday to Saturday.' })
    const crowd = await v.call('PUT', `/cart/add/${rental.productId}?locale=en`, stay(week.startDate, week.endDate, { adults: rental.persons + 1 }))
    expect(crowd.status).toBe(400)
    expect(crowd.json.code).toBe('over_capacity')
    const booked = rental.priceWeeks.find((w) => !w.available && w.startDate > rental.priceWeeks[0].startDate) as { startDate: string; endDate: string }
    const taken = await v.call('PUT', `/cart/add/${rental.productId}?locale=en`, stay(booked.startDate, booked.endDate))
    expect(taken.status).toBe(409)
    expect(taken.json).toEqual({ code: 'no_availability', message: `No availability: week of ${formatDate(booked.startDate)}.` })
    const takenFr = await v.call('PUT', `/cart/add/${rental.productId}?locale=fr`, stay(booked.startDate, booked.endDate))
    expect(takenFr.json.message).toBe(`Pas de disponibilité : semaine du ${formatDate(booked.startDate)}.`)
  })

  it('puts options under the rental: the cleaning for its rooms, dates within the stay, removed with it', async () => {
    const week = takeWeek()
    const v = new Visitor(base)
    const rentalItem = cartOf<Cart>(await v.call('PUT', `/cart/add/${rental.productId}?locale=fr`, stay(week.startDate, week.endDate))).orderItems[0]
    const cleaning = await v.call('PUT', '/cart/add/5?locale=fr', { data: [{ rooms: 1, dateFrom: formatDate(week.endDate) }], linkedToItem: rentalItem.id })
    expect(cleaning.status).toBe(200)
    const option = cartOf<Cart>(cleaning).orderItems.find((i) => i.linkedToItem === rentalItem.id) as Item
    const rooms = rentalItem.subscriber?.numberOfRooms as number
    expect(rooms).toBeGreaterThan(1)
    expect(option.context.data[0]).toMatchObject({ rooms: Math.min(rooms, 8), startPeriod: week.startDate, endPeriod: week.endDate })
    expect(option.total).toBe(Math.max(6_000 * Math.min(rooms, 8), 15_000))

    const late = new Date(Date.parse(`${week.endDate}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10)
    const outside = await v.call('PUT', '/cart/add/6?locale=fr', { data: [{ people: 2, dateFrom: formatDate(late) }], linkedToItem: rentalItem.id })
    expect(outside.status).toBe(400)
    expect(outside.json.errors).toEqual({ dateFrom: 'Veuillez saisir une date comprise dans les dates choisies pour la location' })

    const gone = cartOf<Cart>(await v.call('DELETE', `/cart/delete/${rentalItem.id}?locale=fr`))
    expect(gone.orderItems).toEqual([])
  })

  it('refuses an option under an item that is not a rental, and an option the rental includes', async () => {
    const v = new Visitor(base)
    const week = takeWeek()
    const kit = cartOf<Cart>(await v.call('PUT', '/cart/add/6?locale=en', { data: [{ people: 2, dateFrom: formatDate(week.startDate) }] })).orderItems[0]
    const under = await v.call('PUT', '/cart/add/7?locale=en', { data: [{ people: 2, dateFrom: formatDate(week.startDate) }], linkedToItem: kit.id })
    expect(under.status).toBe(400)
    expect(under.json).toEqual({ code: 'option_needs_rental', message: 'An option is added under a rental of your cart.' })

    const including = rentals.find((r) => r.included?.finalCleaning === true) as LocationDetail
    const freeWeek = including.priceWeeks.filter((w) => w.available).at(-1) as { startDate: string; endDate: string }
    const item = cartOf<Cart>(await v.call('PUT', `/cart/add/${including.productId}?locale=fr`, stay(freeWeek.startDate, freeWeek.endDate, { children: [] }))).orderItems.find(
      (i) => i.product.category === 'rental',
    ) as Item
    const refused = await v.call('PUT', '/cart/add/5?locale=fr', { data: [{ dateFrom: formatDate(freeWeek.endDate) }], linkedToItem: item.id })
    expect(refused.status).toBe(400)
    expect(refused.json).toEqual({ code: 'option_included', message: 'Cette prestation est déjà comprise dans la location.' })
  })

  it('holds the rentals at the payment step for 20 minutes; a second visitor then gets "No availability"', async () => {
    const week = takeWeek()
    const first = new Visitor(base)
    const second = new Visitor(base)
    for (const v of [first, second]) await v.call('PUT', `/cart/add/${rental.productId}?locale=en`, stay(week.startDate, week.endDate))
    const before = Date.now()
    const held = await first.call('POST', '/cart/hold?locale=en')
    expect(held.status).toBe(200)
    const hold = cartOf<Cart>(held).orderItems[0].hold
    expect(hold?.status).toBe('held')
    // Its own hold does not make the stay unavailable to the visitor who holds it.
    expect(cartOf<Cart>(held).orderItems[0]).toMatchObject({ available: true, message: null })
    const minutes = (Date.parse(hold?.expiresAt as string) - before) / 60_000
    expect(minutes).toBeGreaterThan(19.5)
    expect(minutes).toBeLessThan(20.5)
    // Coming back to the payment step renews the visitor's own hold.
    expect((await first.call('POST', '/cart/hold?locale=en')).status).toBe(200)

    const refused = await second.call('POST', '/cart/hold?locale=en')
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ code: 'no_availability', message: 'No availability' })
    const marked = cartOf<Cart>(refused).orderItems[0]
    expect(marked).toMatchObject({ available: false, hold: { status: 'taken', expiresAt: null } })
    expect(marked.message).toBe(`No availability: week of ${formatDate(week.startDate)}.`)

    // The item leaves the first cart: its week is free at once.
    await first.call('DELETE', `/cart/delete/${cartOf<Cart>(held).orderItems[0].id}?locale=en`)
    const now = await second.call('POST', '/cart/hold?locale=en')
    expect(now.status).toBe(200)
    expect(cartOf<Cart>(now).orderItems[0].hold?.status).toBe('held')
  })

  it('books from the rental page without JavaScript: 303 back with the status, the ticked option under the stay; sent twice adds nothing', async () => {
    const week = takeWeek()
    const v = new Visitor(base)
    const path = `/location/${rental.slug}-${rental.id}`
    const form = { intent: 'book', from: week.startDate, to: week.endDate, adults: '2', childCount: '0', option: '5' }
    const first = await v.page(path, form)
    expect(first.status).toBe(303)
    expect(first.location).toContain('panier=ajoute')
    expect((await v.page(path, form)).status).toBe(303)
    const cart = cartOf<Cart>(await v.call('GET', '/cart?locale=fr'))
    expect(cart.orderItems).toHaveLength(2)
    const [stayItem, cleaning] = cart.orderItems
    expect(stayItem).toMatchObject({ product: { category: 'rental' }, context: { startPeriod: week.startDate, endPeriod: week.endDate } })
    expect(cleaning).toMatchObject({ linkedToItem: stayItem.id, product: { id: 5 } })
    expect(cleaning.context.data[0].dateFrom).toBe(formatDate(week.endDate))
  })

  it('the summary holds the rentals and shows the hold, the group booking and the cancellation terms', async () => {
    const week = takeWeek()
    const other = rentals.find((r) => r.id !== rental.id && r.priceWeeks.some((w) => w.startDate === week.startDate && w.available)) as LocationDetail
    const v = new Visitor(base)
    await v.call('PUT', `/cart/add/${rental.productId}?locale=fr`, stay(week.startDate, week.endDate))
    await v.call('PUT', `/cart/add/${other.productId}?locale=fr`, stay(week.startDate, week.endDate, { children: [] }))
    const contact = await v.call('PUT', '/cart/shipping-contact?locale=fr', { ...CONTACT, email: `summary-${Date.now()}@example.ch`, cg: true })
    expect(contact.status).toBe(200)
    const summary = await v.page('/commande/recapitulatif-paiement')
    expect(summary.status).toBe(200)
    const text = textOf(summary.html)
    expect(text).toMatch(/Réservé pour vous jusqu'à \d{1,2}:\d{2}/)
    expect(text).toContain('Réservation de groupe')
    expect(text).toContain("l'accord préalable du bailleur")
    expect(text).toContain(`pour une arrivée le ${formatDate(week.startDate)}`)
    expect(text).toContain('du loyer')
    const cart = cartOf<Cart>(await v.call('GET', '/cart?locale=en'))
    expect(cart.orderItems.map((i) => i.hold?.status)).toEqual(['held', 'held'])
    const english = textOf((await v.page('/en/commande/recapitulatif-paiement')).html)
    expect(english).toMatch(/Held for you until \d{1,2}:\d{2} [ap]m/)
    expect(english).toContain('Group booking')
  })

  it('the race: 50 visitors hold the same week at once, exactly one gets it, no 5xx', async () => {
    const week = takeWeek()
    await race(Array.from({ length: 50 }, () => base), rental.productId as number, week)
  })
})

/** 50 visitors with the week in their carts call the hold at once (spread over the servers). */
async function race(urls: string[], productId: number, week: { startDate: string; endDate: string }): Promise<void> {
  const visitors = urls.map((url) => new Visitor(url))
  for (const v of visitors) {
    const added = await v.call('PUT', `/cart/add/${productId}?locale=en`, stay(week.startDate, week.endDate))
    expect(added.status).toBe(200)
  }
  const started = Date.now()
  const answers = await Promise.all(visitors.map((v) => v.call('POST', '/cart/hold?locale=en')))
  expect(Date.now() - started).toBeLessThan(60_000)
  const statuses = answers.map((a) => a.status)
  expect(statuses.filter((s) => s >= 500)).toEqual([])
  expect(statuses.filter((s) => s === 200)).toHaveLength(1)
  expect(statuses.filter((s) => s === 409)).toHaveLength(49)
  for (const a of answers.filter((x) => x.status === 409)) {
    expect(a.json.message).toBe('No availability')
    expect(cartOf<Cart>(a).orderItems[0].hold).toEqual({ status: 'taken', expiresAt: null })
  }
}

describe('holds on a database of their own (two server processes on PostgreSQL)', () => {
  let servers: RunningServer[] = []
  let productId: number
  let dropDatabase = async () => {}

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-rental-cart-'))
    let url: string | undefined
    const baseUrl = process.env.TEST_DATABASE_URL
    if (baseUrl) {
      const name = `rental_cart_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: baseUrl })
        await client.connect()
        await client.query(statement)
        await client.end()
      }
      await admin(`create database ${name}`)
      dropDatabase = () => admin(`drop database if exists ${name} with (force)`)
      const u = new URL(baseUrl)
      u.pathname = `/${name}`
      url = u.toString()
    }
    const database = await openDatabase({ url, dataDir })
    const { db } = database
    await db.insert(productCategories).values({ code: 'rental', label: { fr: 'Location', en: 'Rental' } })
    const locationId = await newWeeklyRental(db)
    await db.insert(locationTranslations).values([
      { locationId, locale: 'fr', title: 'Chalet de la course', slug: 'chalet-de-la-course' },
      { locationId, locale: 'en', title: 'Race chalet', slug: 'race-chalet' },
    ])
    await createRentalProducts(db)
    // Week 0 is held by an abandoned cart whose 20 minutes have run out.
    const abandoned = await newOrder(db)
    const hold = await placeHold({ db }, { orderItemId: abandoned.itemIds[0], locationId, period: weeksFrom(saturdayIn(0)) })
    if (!hold.ok) throw new Error('the old hold was refused')
    await ageHold(db, hold.bookingId)
    const [detail] = await db.select({ productId: locations.productId }).from(locations).where(eq(locations.id, locationId))
    productId = detail.productId as number
    await database.close()
    const env = { SEED_ON_START: 'false', TRUST_PROXY: 'true', DATA_DIR: dataDir, AUTH_SECRET: 'a-shared-secret-of-the-tests-32-chars-long', ...(url ? { DATABASE_URL: url } : {}) }
    servers = [await startServer(env)]
    if (url) servers.push(await startServer(env))
  }, 120_000)

  afterAll(async () => {
    for (const server of servers) await server.stop()
    await dropDatabase()
  })

  it('an expired hold frees its week for the next visitor', async () => {
    const week = weeksFrom(saturdayIn(0))
    const v = new Visitor(servers[0].url)
    expect((await v.call('PUT', `/cart/add/${productId}?locale=en`, stay(week.arrival, week.departure))).status).toBe(200)
    const held = await v.call('POST', '/cart/hold?locale=en')
    expect(held.status).toBe(200)
    expect(cartOf<Cart>(held).orderItems[0].hold?.status).toBe('held')
  })

  it('the race across the servers: exactly one of 50 concurrent holds succeeds, no 5xx', async () => {
    // On PostgreSQL the visitors are spread over two server processes sharing the database.
    expect(servers).toHaveLength(process.env.TEST_DATABASE_URL ? 2 : 1)
    const week = weeksFrom(saturdayIn(2))
    await race(Array.from({ length: 50 }, (_, i) => servers[i % servers.length].url), productId, { startDate: week.arrival, endDate: week.departure })
  })
})
