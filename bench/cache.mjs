// The page cache under real traffic (issue 23, decision 046), each scenario beside nginx serving the
// same bytes in the same run (one worker, gzip_static):
// - mixed workload: 20 readers on a mix of pages (home, lists, rentals in both languages, sales,
//   news, the price grid, a search, a period search) while a visitor holds a week every second (a new
//   cart and a hold each time) and, on PostgreSQL (BENCH_DATABASE_URL), a week's price changes every
//   10 s as the back office writes it: the readers' hit ratio (target ≥ 95 %) and their throughput
//   against nginx's on the same mix (target ≥ 50 %);
// - crawl: every sitemap address once (4 connections) while the readers read, on a store made smaller
//   than the site (PAGE_CACHE_MB=1, about 30 rental pages), on the embedded database: the readers' hit
//   ratio and throughput.
// Printed, not enforced (figures of a shared machine). Usage: npm run build && npm run bench:cache -- [seconds=10]
// Bounded: each scenario runs for the given seconds (at most 30), on loopback.
import autocannon from 'autocannon'
import pg from 'pg'
import { fixed } from './support/load.mjs'
import { residentMb, startSite } from './support/server.mjs'
import { staticServerAvailable, startStaticServer } from './support/static.mjs'

const args = process.argv.slice(2)
const seconds = Math.min(Math.max(Number(args.find((a) => /^\d+$/.test(a)) ?? 10), 2), 30)
const databaseUrl = process.env.BENCH_DATABASE_URL
const READERS = 20
const CRAWLERS = 4

/** Loads a sequence of paths with autocannon, each connection looping over it; counts the kept answers. */
async function read(base, paths, { connections = READERS, duration = seconds } = {}) {
  let hits = 0
  let answers = 0
  const result = await autocannon({
    url: base,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip, br' },
    requests: paths.map((path) => ({
      path,
      onResponse: (status, _body, _context, headers) => {
        answers += 1
        if ((headers?.['x-page-cache'] ?? headers?.['X-Page-Cache']) === 'hit') hits += 1
      },
    })),
  })
  return { rps: result.requests.average, p99: result.latency.p99, hitRatio: answers ? hits / answers : NaN, hitsPerSecond: hits / duration, failures: result.errors + result.timeouts + result.non2xx }
}

/** nginx's throughput on the same mix of bytes. */
async function staticReference(base, paths) {
  if (!staticServerAvailable) return null
  const bodies = {}
  for (const [i, path] of paths.entries()) bodies[`p${i}`] = Buffer.from(await (await fetch(base + path)).arrayBuffer())
  const nginx = await startStaticServer(bodies)
  try {
    return await read(nginx.base, paths.map((_, i) => `/p${i}.html`))
  } finally {
    await nginx.stop()
  }
}

/** The weekly rentals with their free weeks, from the catalogue API. */
async function weeklyRentals(base) {
  const { locations } = await (await fetch(`${base}/api/locations`)).json()
  const rentals = []
  for (const { id, kind } of locations) {
    if (kind !== 'weekly') continue
    const { location } = await (await fetch(`${base}/api/locations/${id}`)).json()
    // The addresses a reader follows: the canonical ones (with the slug of each language).
    const [detail, english] = await Promise.all(['', '/en'].map(async (prefix) => new URL((await fetch(`${base}${prefix}/location/${id}`)).url).pathname))
    rentals.push({ id, productId: location.productId, detail, english, free: location.priceWeeks.filter((w) => w.available) })
  }
  return rentals
}

/** A visitor's checkout up to the hold: a new cart, a free week of a rental, the hold. Answers whether it held. */
async function holdAWeek(base, rental) {
  const week = rental.free.splice(Math.floor(Math.random() * rental.free.length), 1)[0]
  if (!week) return false
  const created = await fetch(`${base}/shop/api/store/cart`, { method: 'POST', headers: { origin: base } })
  const cookie = created.headers.getSetCookie().find((c) => c.startsWith('cart='))?.split(';')[0]
  if (!cookie) return false
  const headers = { origin: base, cookie, 'content-type': 'application/json' }
  const body = JSON.stringify({ data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: [] }] })
  if (!(await fetch(`${base}/shop/api/store/cart/add/${rental.productId}?locale=fr`, { method: 'PUT', headers, body })).ok) return false
  return (await fetch(`${base}/shop/api/store/cart/hold?locale=fr`, { method: 'POST', headers })).ok
}

/** Runs `action` every `ms` until `until` resolves; answers how many ran and how many succeeded. */
async function every(ms, until, action) {
  let done = false
  until.then(() => (done = true))
  const counts = { runs: 0, ok: 0 }
  while (!done) {
    const started = Date.now()
    counts.runs += 1
    if (await action().catch(() => false)) counts.ok += 1
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - (Date.now() - started))))
  }
  return counts
}

function printRow(label, measured, reference) {
  const ratio = reference ? measured.hitsPerSecond / reference.rps : NaN
  console.log(
    `${label.padEnd(34)} ${fixed(measured.rps).padStart(7)} ${fixed(measured.p99).padStart(7)} ${fixed(measured.hitRatio * 100, 1).padStart(7)} ${(reference ? fixed(reference.rps) : 'no nginx').padStart(9)} ${fixed(ratio * 100, 1).padStart(7)}` +
      (measured.failures ? `  ${measured.failures} failures` : ''),
  )
}

const header = `${'scenario'.padEnd(34)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'hits %'.padStart(7)} ${'nginx r/s'.padStart(9)} ${'kept %'.padStart(7)}`

async function mixedWorkload() {
  const site = await startSite({ databaseUrl })
  try {
    const rentals = await weeklyRentals(site.base)
    const first = rentals[0].free[Math.min(8, rentals[0].free.length - 1)]
    const mix = [
      '/',
      '/location',
      '/en/location',
      ...rentals.slice(0, 4).map((r) => r.detail),
      ...rentals.slice(0, 2).map((r) => r.english),
      '/vente',
      '/actualite',
      '/location/prix-semaine',
      '/recherche?q=chalet',
      `/location?from=${first.startDate}&to=${first.endDate}`,
    ]
    const reference = await staticReference(site.base, mix)
    const quiet = await read(site.base, mix)
    const database = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null
    await database?.connect()
    try {
      const reading = read(site.base, mix)
      const [measured, holds, prices] = await Promise.all([
        reading,
        every(1_000, reading, () => holdAWeek(site.base, rentals[Math.floor(Math.random() * rentals.length)])),
        database
          ? every(10_000, reading, async () => {
              const rental = rentals[Math.floor(Math.random() * rentals.length)]
              const changed = await database.query('update price_weeks set price = price + 10 where id = (select min(id) from price_weeks where location_id = $1 and start_date > current_date)', [rental.id])
              return changed.rowCount === 1
            })
          : Promise.resolve(null),
      ])
      console.log(`\nMixed workload: ${READERS} readers on ${mix.length} pages, ${seconds} s; ${databaseUrl ? 'PostgreSQL' : 'embedded database'}`)
      console.log(`  holds placed: ${holds.ok} of ${holds.runs}; price changes: ${prices ? `${prices.ok} of ${prices.runs}` : 'none (PostgreSQL only: BENCH_DATABASE_URL)'}`)
      console.log(header)
      printRow('readers, quiet', quiet, reference)
      printRow('readers, holds and prices', measured, reference)
    } finally {
      await database?.end()
    }
    console.log(`  resident memory: ${residentMb(site.pid)} MB`)
  } finally {
    await site.stop()
  }
}

async function crawl() {
  // On the embedded database whatever the run: the store behaves the same, and a second seed of the
  // PostgreSQL database would need the first one's keys.
  const site = await startSite({ env: { PAGE_CACHE_MB: '1' } })
  try {
    const rentals = await weeklyRentals(site.base)
    const mix = ['/', '/location', ...rentals.slice(0, 3).map((r) => r.detail), '/vente']
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text()
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname + new URL(loc).search)
    const reference = await staticReference(site.base, mix)
    await read(site.base, mix, { duration: 2 })
    let crawled = 0
    let stopped = false
    const crawler = async () => {
      while (!stopped && crawled < addresses.length) {
        const address = addresses[crawled++]
        await (await fetch(site.base + address)).arrayBuffer()
      }
    }
    const reading = read(site.base, mix)
    const crawling = Promise.all(Array.from({ length: CRAWLERS }, crawler))
    const measured = await reading
    stopped = true
    await crawling
    console.log(`\nCrawl: ${Math.min(crawled, addresses.length)} of ${addresses.length} sitemap addresses once (${CRAWLERS} connections) while ${READERS} readers read ${mix.length} pages, ${seconds} s; store of 1 MB`)
    console.log(header)
    printRow('readers during the crawl', measured, reference)
    console.log(`  resident memory: ${residentMb(site.pid)} MB`)
  } finally {
    await site.stop()
  }
}

await mixedWorkload()
await crawl()
