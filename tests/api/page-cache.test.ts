import { createHash } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../domain/catalogue/period'
import { type RunningServer, startServer } from '../support/server'
import { Visitor } from '../support/shop-fixtures'

/**
 * The shared page cache over HTTP (decision 025): an anonymous page comes from memory with a policy
 * naming its own scripts, a personal page never does, and a change in the database shows at once on
 * every server process sharing it (PostgreSQL).
 */

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Asks until the page comes from memory (other tests may be changing the shared data). */
async function keptPage(base: string, path: string): Promise<Response> {
  for (let i = 0; i < 10; i++) {
    await fetch(base + path)
    const response = await fetch(base + path)
    if (response.headers.get('x-page-cache') === 'hit') return response
  }
  throw new Error(`${path} never came from the page cache`)
}

/**
 * The answer to a request right after a change: on PGlite the very next one; on PostgreSQL NOTIFY
 * reaches the listening connection a moment after the commit, so it asks again while the page is
 * still the kept one, a bounded number of times.
 */
async function afterChange(base: string, path: string): Promise<Response> {
  let response = await fetch(base + path)
  for (let tries = 0; process.env.TEST_DATABASE_URL && response.headers.get('x-page-cache') === 'hit' && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    response = await fetch(base + path)
  }
  return response
}

const cacheOf = (response: Response) => response.headers.get('x-page-cache')

type WeeklyRental = { id: number; productId: number; priceWeeks: Array<{ startDate: string; endDate: string; available: boolean }> }

/** A weekly rental of the demo data and its free weeks, from the catalogue API. */
async function aWeeklyRental(nth = 0): Promise<WeeklyRental> {
  const { locations } = (await (await fetch(`${server.url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
  const { location } = (await (await fetch(`${server.url}/api/locations/${locations.filter((l) => l.kind === 'weekly')[nth]?.id}`)).json()) as { location: WeeklyRental }
  return location
}

/** Puts the first free week of a rental in the visitor's cart; answers the line's title. */
async function aWeekInCart(visitor: Visitor): Promise<string> {
  const location = await aWeeklyRental()
  const week = location.priceWeeks.find((w) => w.available)
  if (!week) throw new Error('no free week')
  const added = await visitor.call('PUT', `/cart/add/${location.productId}?locale=fr`, { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 1, children: [] }] })
  expect(added.status).toBe(200)
  return ((added.json.cart ?? added.json) as { orderItems: Array<{ title: string }> }).orderItems[0].title
}

/** One seeded server for the pages and the calls. */
let server: RunningServer
beforeAll(async () => {
  server = await startServer()
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

describe('page cache', () => {
  it('answers an anonymous page from memory, with a policy that names each of its inline scripts and no nonce', async () => {
    const response = await keptPage(server.url, '/location')
    const html = await response.text()
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).not.toContain('nonce-')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, body]) => !/src=/.test(attributes) && body)
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, , body] of scripts) expect(policy).toContain(sha(body))
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect(response.headers.get('set-cookie')).toBe('locale=fr; Path=/; Max-Age=31536000; SameSite=Lax')
    // Answered before every other middleware, it still carries their headers.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/)
  })

  it('answers 304 to a browser that has the page, and sets the language cookie of each visitor', async () => {
    const kept = await keptPage(server.url, '/en/location')
    const again = await fetch(`${server.url}/en/location`, { headers: { 'if-none-match': kept.headers.get('etag') ?? '', cookie: 'locale=en' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('gives a visitor with a cart the shared page, and their cart through /visiteur, theirs alone', async () => {
    const kept = await keptPage(server.url, '/vente')
    const visitor = new Visitor(server.url)
    await aWeekInCart(visitor)
    const shared = await visitor.page('/vente')
    expect(shared.status).toBe(200)
    expect(shared.html.replace(/ nonce="[^"]*"/g, '')).toBe((await kept.text()).replace(/ nonce="[^"]*"/g, ''))
    const cookie = `cart=${visitor.cartCookie}`
    const theirs = await fetch(`${server.url}/visiteur?lang=en`, { headers: { cookie } })
    expect(theirs.headers.get('cache-control')).toBe('private, no-store')
    expect(await theirs.json()).toMatchObject({ cartCount: 1, user: null })
    const nobody = await fetch(`${server.url}/visiteur?lang=en`)
    expect(await nobody.json()).toEqual({ cart: null, cartCount: 0, user: null })
  })

  it('never keeps a page that read the visitor, whoever asked for it first', async () => {
    for (const path of ['/commande/mon-panier', '/en/commande/mon-panier', '/login', '/mon-compte/inscription']) {
      for (let i = 0; i < 2; i++) {
        const anonymous = await fetch(server.url + path)
        expect(anonymous.status, path).toBe(200)
        expect(anonymous.headers.get('x-page-cache'), path).toBeNull()
        expect(anonymous.headers.get('cache-control'), path).toBe('private, no-store')
      }
    }
    const visitor = new Visitor(server.url)
    const title = await aWeekInCart(visitor)
    const cart = await visitor.page('/commande/mon-panier')
    expect(cart.html).toContain(title)
  })

  it('drops a rental’s kept page the moment a visitor holds one of its weeks, and when the hold is released', async () => {
    const location = await aWeeklyRental()
    const week = location.priceWeeks.filter((w) => w.available).at(-1)
    if (!week) throw new Error('no free week')
    const page = `/location/${location.id}`
    // The page as the visitor reads it: every render has nonces of its own.
    const shown = async (response: Response) => (await response.text()).replace(/ nonce="[^"]*"/g, '')
    const visitor = new Visitor(server.url)
    await visitor.call('PUT', `/cart/add/${location.productId}?locale=fr`, { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 1, children: [] }] })
    const before = await keptPage(server.url, page)
    const held = await visitor.call('POST', '/cart/hold?locale=fr')
    expect(held.status).toBe(200)
    const during = await afterChange(server.url, page)
    expect(during.headers.get('x-page-cache')).toBe('miss')
    const beforeShown = await shown(before)
    expect(await shown(during)).not.toBe(beforeShown)
    const item = ((held.json.cart ?? held.json) as { orderItems: Array<{ id: number }> }).orderItems[0]
    await visitor.call('DELETE', `/cart/delete/${item.id}?locale=fr`)
    const after = await afterChange(server.url, page)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await shown(after)).toBe(beforeShown)
  })

  it('drops, for a hold, only the pages that can show it: the rental’s, the lists of its weeks; another rental’s page and the news stay kept', async () => {
    const [held, other] = [await aWeeklyRental(1), await aWeeklyRental(2)]
    const free = held.priceWeeks.filter((w) => w.available)
    const week = free[1]
    const otherWeek = week && free.find((w) => w.startDate >= addDays(week.endDate, 28))
    if (!week || !otherWeek) throw new Error('no free weeks')
    const dropped = [`/location/${held.id}`, `/en/location/${held.id}`, `/location?from=${week.startDate}&to=${week.endDate}`]
    const kept = [`/location/${other.id}`, `/en/location/${other.id}`, `/location?from=${otherWeek.startDate}&to=${otherWeek.endDate}`, '/actualite', '/en/actualite', '/vente']
    for (const page of [...dropped, ...kept]) await keptPage(server.url, page)
    const visitor = new Visitor(server.url)
    await visitor.call('PUT', `/cart/add/${held.productId}?locale=fr`, { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 1, children: [] }] })
    const hold = await visitor.call('POST', '/cart/hold?locale=fr')
    expect(hold.status).toBe(200)
    expect(cacheOf(await afterChange(server.url, dropped[0]))).toBe('miss')
    for (const page of dropped.slice(1)) expect([page, cacheOf(await fetch(server.url + page))]).toEqual([page, 'miss'])
    for (const page of kept) expect([page, cacheOf(await fetch(server.url + page))]).toEqual([page, 'hit'])
    const item = ((hold.json.cart ?? hold.json) as { orderItems: Array<{ id: number }> }).orderItems[0]
    await visitor.call('DELETE', `/cart/delete/${item.id}?locale=fr`)
  })

  it('keeps one page for the addresses that differ only by parameters it does not read, or their order', async () => {
    const pairs = [
      ['/location', '/location?utm_source=newsletter&utm_medium=email&fbclid=abc&gclid=1&x=2'],
      ['/recherche?q=chalet', '/recherche?utm_campaign=hiver&q=chalet'],
      ['/location/prix-semaine?from=2027-01-02&page=1', '/location/prix-semaine?page=1&from=2027-01-02&ref=partner'],
      ['/en/vente?sort=price_desc&type=chalet', '/en/vente?type=chalet&sort=price_desc&mc_cid=9'],
    ]
    for (const [clean, other] of pairs) {
      const first = await keptPage(server.url, clean)
      const second = await fetch(server.url + other)
      expect([other, cacheOf(second)]).toEqual([other, 'hit'])
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    }
    // A parameter the page reads makes another page.
    expect(cacheOf(await fetch(`${server.url}/recherche?q=appartement&utm_source=x`))).toBe('miss')
  })

  it('sends a wrong address of a page to its canonical one with the parameters the page does not read', async () => {
    const { id } = await aWeeklyRental()
    const moved = await fetch(`${server.url}/location/faux-slug-${id}?utm_source=newsletter&ref=partner`, { redirect: 'manual' })
    expect(moved.status).toBeGreaterThanOrEqual(300)
    expect(moved.status).toBeLessThan(400)
    const location = new URL(moved.headers.get('location') ?? '', server.url)
    expect(location.pathname).toMatch(new RegExp(`^/location/[a-z0-9-]+-${id}$`))
    expect(location.pathname).not.toContain('faux-slug')
    expect(Object.fromEntries(location.searchParams)).toEqual({ utm_source: 'newsletter', ref: 'partner' })
  })

  it('leaves React Router’s route discovery and data requests their query', async () => {
    const html = await (await fetch(`${server.url}/en/login`)).text()
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1]
    expect(version).toBeTruthy()
    // Discovery of the page a form posts to: its routes, not "reload the document" (204).
    const discovery = await fetch(`${server.url}/__manifest?paths=${encodeURIComponent('/en,/en/login')}&version=${version}`)
    expect(discovery.status).toBe(200)
    expect(discovery.headers.get('x-remix-reload-document')).toBeNull()
    expect(JSON.stringify(await discovery.json())).toContain('routes/login')
    // A page's data for the routes asked for, whatever the page itself reads.
    const data = await fetch(`${server.url}/location.data?_routes=${encodeURIComponent('routes/location-weekly')}`)
    expect(data.status).toBe(200)
  })
})

describe('kept catalogue calls', () => {
  it('answers a catalogue call from memory, the same JSON, no-cache with its ETag; a price check after a hold sees the week taken', async () => {
    const { locations } = (await (await fetch(`${server.url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
    const id = locations.filter((l) => l.kind === 'weekly').at(-1)?.id
    const call = `/api/locations/${id}?locale=en`
    const kept = await keptPage(server.url, call)
    expect(kept.headers.get('cache-control')).toBe('no-cache')
    expect(kept.headers.get('content-type')).toMatch(/^application\/json/)
    // The client's copy is checked with its ETag: 304, no body.
    const etag = kept.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await fetch(`${server.url}${call}`, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const { location } = (await kept.json()) as { location: { productId: number; priceWeeks: Array<{ startDate: string; endDate: string; available: boolean }> } }
    const week = location.priceWeeks.filter((w) => w.available).at(-1)
    if (!week) throw new Error('no free week')
    const price = `/api/locations/${id}/price?from=${week.startDate}&to=${week.endDate}&adults=2`
    const freeQuote = await (await keptPage(server.url, price)).json()

    const visitor = new Visitor(server.url)
    await visitor.call('PUT', `/cart/add/${location.productId}?locale=fr`, { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: [] }] })
    expect((await visitor.call('POST', '/cart/hold?locale=fr')).status).toBe(200)
    const detail = await afterChange(server.url, call)
    expect(detail.headers.get('x-page-cache')).toBe('miss')
    const shown = (await detail.json()) as { location: { priceWeeks: Array<{ startDate: string; available: boolean }> } }
    expect(shown.location.priceWeeks.find((w) => w.startDate === week.startDate)?.available).toBe(false)
    const heldQuote = await fetch(server.url + price)
    expect(heldQuote.headers.get('x-page-cache')).not.toBe('hit')
    expect(await heldQuote.json()).not.toEqual(freeQuote)
  })

  it('answers the first and the kept call in the encoding each client asks for', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const path = `/api/sales?locale=en&sort=price_desc&type=${encoding === 'br' ? 'chalet' : encoding === 'gzip' ? 'apartment' : 'studio'}`
      const answers = []
      for (let i = 0; i < 2; i++) {
        const response = await fetch(server.url + path, { headers: { 'accept-encoding': encoding } })
        expect(response.status, path).toBe(200)
        answers.push([response.headers.get('x-page-cache'), response.headers.get('content-encoding'), (await response.json()) as unknown])
      }
      expect(answers.map(([cache]) => cache)).toEqual(['miss', 'hit'])
      expect(answers.map(([, used]) => used)).toEqual(encoding === 'identity' ? [null, null] : [encoding, encoding])
      expect(answers[1][2]).toEqual(answers[0][2])
    }
  })

  it('never keeps a refusal', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await fetch(`${server.url}/api/locations?locale=xx`)
      expect(refused.status).toBe(400)
      expect(refused.headers.get('x-page-cache')).toBeNull()
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('page cache on PostgreSQL, two server processes', () => {
  const base = process.env.TEST_DATABASE_URL ?? ''
  const name = `page_cache_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const servers: RunningServer[] = []
  let url = ''

  async function admin(statement: string, database = base) {
    const client = new pg.Client({ connectionString: database })
    await client.connect()
    try {
      return await client.query(statement)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    await admin(`create database ${name}`)
    const address = new URL(base)
    address.pathname = `/${name}`
    url = address.toString()
    const env = { DATABASE_URL: url, AUTH_SECRET: 'page-cache-test-secret-0123456789abcdef', TEST_PAYMENT_HMAC_KEY: '00112233445566778899aabbccddeeff' }
    servers.push(await startServer(env))
    servers.push(await startServer({ ...env, SEED_ON_START: 'false' }))
  }, 180_000)
  afterAll(async () => {
    for (const server of servers) await server.stop()
    await admin(`drop database if exists ${name} with (force)`)
  })

  it('drops on both servers only what a change on the database affects: a rental’s price, a news text', async () => {
    const { locations } = (await (await fetch(`${servers[0].url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
    const [a, b] = locations.filter((l) => l.kind === 'weekly').map((l) => l.id)
    const rental = (id: number) => [`/location/${id}`, `/en/location/${id}`]
    const news = ['/actualite', '/en/actualite']
    const keep = async (pages: string[]) => {
      for (const server of servers) for (const page of pages) await keptPage(server.url, page)
    }
    const expectOutcome = async (pages: string[], outcome: 'hit' | 'miss') => {
      for (const server of servers) {
        // The first waits for the notice; the others are asked once it has arrived.
        if (outcome === 'miss') await afterChange(server.url, pages[0])
        for (const page of outcome === 'miss' ? pages.slice(1) : pages) expect([page, cacheOf(await fetch(server.url + page))]).toEqual([page, outcome])
      }
    }
    await keep([...rental(a), ...rental(b), ...news])
    // A week's price of rental A, written as the back office writes it.
    await admin(`update price_weeks set price = price + 10 where id = (select min(id) from price_weeks where location_id = ${a} and start_date > current_date)`, url)
    await expectOutcome(rental(a), 'miss')
    await expectOutcome([...rental(b), ...news], 'hit')
    // A news text: the news pages, not the rentals'.
    await keep(rental(a))
    const newsItem = `(select min(id) from contents where type = 'actualites')`
    await admin(`begin; update content_translations set title = title || ' !' where content_id = ${newsItem}; update contents set updated_at = now() where id = ${newsItem}; commit`, url)
    await expectOutcome(news, 'miss')
    await expectOutcome([...rental(a), ...rental(b)], 'hit')
    // A hold placed through the first server: both drop that rental's pages and keep the other's.
    await keep([...rental(a), ...news])
    const { location } = (await (await fetch(`${servers[0].url}/api/locations/${a}`)).json()) as { location: WeeklyRental }
    const week = location.priceWeeks.filter((w) => w.available).at(-3)
    if (!week) throw new Error('no free week')
    const visitor = new Visitor(servers[0].url)
    await visitor.call('PUT', `/cart/add/${location.productId}?locale=fr`, { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 1, children: [] }] })
    expect((await visitor.call('POST', '/cart/hold?locale=fr')).status).toBe(200)
    await expectOutcome(rental(a), 'miss')
    await expectOutcome([...rental(b), ...news], 'hit')
  })

  it('shows a new price on both servers right after it is committed', async () => {
    const page = '/location/prix-semaine'
    const before = await Promise.all(servers.map((s) => keptPage(s.url, page)))
    await admin('update price_weeks set price = price + 100', url)
    for (const [i, server] of servers.entries()) {
      let after = await fetch(server.url + page)
      // NOTIFY travels on its own connection: allow it a moment, bounded.
      for (let tries = 0; after.headers.get('x-page-cache') === 'hit' && tries < 20; tries++) {
        await new Promise((r) => setTimeout(r, 50))
        after = await fetch(server.url + page)
      }
      expect(after.headers.get('x-page-cache')).toBe('miss')
      expect(after.headers.get('etag')).not.toBe(before[i].headers.get('etag'))
    }
  })
})
