// The page cache under real traffic (issue 23, decision 046), each scenario beside nginx serving the
// same bytes in the same run (one worker, gzip_static):
// - mixed workload: 20 readers on a mix of pages (home, lists, rentals in both languages, sales,
//   news, the price grid, a search, a period search) while a visitor holds a week every second (a new
//   cart and a hold each time) and, on PostgreSQL (BENCH_DATABASE_URL), a week's price changes every
//   10 s as the back office writes it: the readers' hit ratio (target ≥ 95 %) and their throughput
//   against nginx's on the same mix (target ≥ 50 %);
// - crawl: a search engine's crawler reading the sitemap's addresses once each, from its own address
//   (so admission treats it as any client: decision 047) and waiting out 429 and 503 as the large
//   crawlers do, while the readers read; on the embedded database, at demo size on a store made
//   smaller than the site (PAGE_CACHE_MB=1), or with --crawl-rentals=10000 on 10,000 rentals and
//   5,000 contents with the store of its default size: the readers' hit ratio and throughput.
// Printed, not enforced (figures of a shared machine).
//   Then the same crawler from this machine (no share: as fast as the render slots allow) for
//   --crawl-seconds (at most 900; 600 reads the whole sitemap at 10,000 rentals): the store's part.
// Usage: npm run build && npm run bench:cache -- [seconds=10] [--crawl-rentals=10000] [--crawl-seconds=600] [--only=mixed|crawl]
// Bounded: each scenario runs for the given seconds (at most 30; the whole crawl at most 900), on loopback.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { fixed } from './support/load.mjs'
import { generateScaleData } from './support/scale-data.mjs'
import { residentMb, startSite } from './support/server.mjs'
import { staticServerAvailable, startStaticServer } from './support/static.mjs'

const args = process.argv.slice(2)
const seconds = Math.min(Math.max(Number(args.find((a) => /^\d+$/.test(a)) ?? 10), 2), 30)
const databaseUrl = process.env.BENCH_DATABASE_URL
const crawlRentals = Number(args.find((a) => a.startsWith('--crawl-rentals='))?.slice(16) ?? 0)
const only = args.find((a) => a.startsWith('--only='))?.slice(7)
const crawlSeconds = Math.min(Math.max(Number(args.find((a) => a.startsWith('--crawl-seconds='))?.slice(16) ?? seconds), 2), 900)
const READERS = 20
const CRAWLERS = 4
const CRAWLER = path.join(import.meta.dirname, 'support/crawler.mjs')

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

/** Runs the polite crawler (bench/support/crawler.mjs) on `addresses` for `duration` s from `from`; resolves with what it read. */
function crawler(base, addresses, duration, from = '127.0.0.2') {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-crawl-')), 'addresses.txt')
  fs.writeFileSync(file, addresses.join('\n'))
  const child = spawn(process.execPath, [CRAWLER, base, file, String(duration), String(CRAWLERS), from], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  return new Promise((resolve) =>
    child.once('exit', () => {
      fs.rmSync(path.dirname(file), { recursive: true, force: true })
      resolve(JSON.parse(out.trim() || '{"read":0,"statuses":{},"waits":0}'))
    }),
  )
}

async function crawl() {
  // On the embedded database whatever the run: the store behaves the same, and a second seed of the
  // PostgreSQL database would need the first one's keys. At demo size the store is made smaller than
  // the site (1 MB); at --crawl-rentals=N the site has N weekly rentals and 5,000 contents, and the
  // store its default size.
  const scaled = crawlRentals ? await generateScaleData(crawlRentals, 5_000) : null
  const site = await startSite({ dataDir: scaled?.dataDir, env: scaled ? {} : { PAGE_CACHE_MB: '1' } })
  try {
    const { locations } = await (await fetch(`${site.base}/api/locations?limit=3`)).json()
    const details = await Promise.all(locations.map(async ({ id }) => new URL((await fetch(`${site.base}/location/${id}`)).url).pathname))
    const mix = ['/', '/location', ...details, '/vente']
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text()
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname + new URL(loc).search)
    const reference = await staticReference(site.base, mix)
    await read(site.base, mix, { duration: 2 })
    const store = scaled ? `${crawlRentals} rentals, store of the default size` : 'store of 1 MB'
    // A crawler as the site sees one: an address of its own, within its share (decision 047).
    const crawling = crawler(site.base, addresses, seconds + 1)
    const measured = await read(site.base, mix)
    const crawled = await crawling
    console.log(`\nCrawl from a crawler's own address (127.0.0.2, ${CRAWLERS} connections, waits out 429 and 503): ${crawled.read} of ${addresses.length} sitemap addresses in ${seconds + 1} s (answers ${JSON.stringify(crawled.statuses)}, ${crawled.waits} waits) while ${READERS} readers read ${mix.length} pages; ${store}`)
    console.log(header)
    printRow('readers during the crawl', measured, reference)
    console.log(`  resident memory: ${residentMb(site.pid)} MB`)
    // The store under a crawl of the whole sitemap: the same crawler from this machine, which has no
    // share (it renders as fast as the slots allow), for --crawl-seconds: the readers' pages must stay kept.
    const whole = crawler(site.base, addresses, crawlSeconds, '127.0.0.1')
    const during = await read(site.base, mix, { duration: crawlSeconds })
    const all = await whole
    console.log(`\nCrawl from this machine (no share: as fast as the render slots allow): ${all.read} of ${addresses.length} sitemap addresses in ${crawlSeconds} s (answers ${JSON.stringify(all.statuses)}); ${store}`)
    console.log(header)
    printRow('readers during the whole crawl', during, reference)
    console.log(`  resident memory: ${residentMb(site.pid)} MB`)
  } finally {
    await site.stop()
  }
}

if (only !== 'crawl') await mixedWorkload()
if (only !== 'mixed') await crawl()
