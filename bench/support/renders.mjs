// What a render costs the server: CPU milliseconds per uncached render of each page type and call,
// with the database queries it sends. The site runs with PAGE_CACHE=off (every request is rendered)
// and COUNT_QUERIES=on (GET /__queries answers the count of queries sent so far).
// CPU time is the server process's own (utime + stime of /proc/<pid>/stat, every thread: the
// embedded database, garbage collection, compression), read before and after each page's renders:
// unlike requests/s, it hardly moves when other processes share the machine.
import fs from 'node:fs'
import autocannon from 'autocannon'

/** Issue 23's targets: CPU ms per uncached render. */
export const RENDER_BUDGET_MS = { pglite: 16, postgres: 10 }
export const RENDER_CONNECTIONS = 4
const QUERY_PROBES = 10
const WARM_UP = 10
/** Renders of every target before any is measured: the figures are those of a server whose code the JIT has compiled, as after its first minutes in production. */
const WARM_ROUND = 60
const CLOCK_TICK_MS = 10 // USER_HZ is 100 on Linux

/** The server's CPU time so far, in ms (user + system, all threads). */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name is in parentheses and may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS
}

async function queriesSoFar(base) {
  const response = await fetch(`${base}/__queries`)
  if (!response.ok) throw new Error(`GET /__queries: ${response.status} (the site must run with COUNT_QUERIES=on)`)
  return (await response.json()).queries
}

async function get(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' }, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
}

/** The first address of the sitemap under `prefix` (a rental, a sale, a news item). */
function firstUnder(sitemap, prefix) {
  const found = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).find((loc) => new URL(loc).pathname.startsWith(prefix))
  if (!found) throw new Error(`no address under ${prefix} in the sitemap`)
  const url = new URL(found)
  return url.pathname + url.search
}

/** The page types and calls measured, with the demo data's addresses of a rental, a sale and a news item. */
export async function renderTargets(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const { locations } = await (await fetch(`${base}/api/locations`)).json()
  const id = locations[0].id
  // Its address with its slug in each language, where /location/:id sends the visitor.
  const at = async (path) => new URL((await fetch(base + path)).url).pathname
  const rental = await at(`/location/${id}`)
  const rentalEn = await at(`/en/location/${id}`)
  const saturday = (weeks) => {
    const d = new Date()
    d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7) + weeks * 7)
    return d.toISOString().slice(0, 10)
  }
  return [
    ['home', '/'],
    ['home (en)', '/en'],
    ['weekly rentals', '/location'],
    ['period search', `/location?from=${saturday(8)}&to=${saturday(9)}&persons=2`],
    ['a rental', rental],
    ['a rental (en)', rentalEn],
    ['price grid', '/location/prix-semaine'],
    ['annual rentals', '/location/annuelle'],
    ['sales', '/vente'],
    ['a sale', firstUnder(sitemap, '/vente/')],
    ['site search', '/recherche?q=chalet'],
    ['news', '/actualite'],
    ['a news item', firstUnder(sitemap, '/actualite/')],
    ['api: locations', '/api/locations'],
    ['api: a location', `/api/locations/${id}`],
    ['api: period', `/api/locations?from=${saturday(8)}&to=${saturday(9)}`],
    ['api: prices', '/api/prices'],
    ['api: sales', '/api/sales'],
  ]
}

/**
 * CPU ms per render and queries per render of one address: `renders` requests at RENDER_CONNECTIONS
 * connections, stopped after `seconds` at most. The queries are counted over QUERY_PROBES requests
 * one after the other (the job worker's poll, every 2 s, may add one).
 */
export async function measureRenders(site, address, { renders, seconds }) {
  const url = site.base + address
  for (let i = 0; i < WARM_UP; i++) await get(url)
  const queriesBefore = await queriesSoFar(site.base)
  for (let i = 0; i < QUERY_PROBES; i++) await get(url)
  const queries = ((await queriesSoFar(site.base)) - queriesBefore) / QUERY_PROBES
  const before = cpuMs(site.pid)
  const started = performance.now()
  const instance = autocannon({ url, connections: RENDER_CONNECTIONS, amount: renders, headers: { 'accept-encoding': 'gzip, br' } })
  const timer = setTimeout(() => instance.stop(), seconds * 1000)
  const result = await instance
  clearTimeout(timer)
  const cpu = cpuMs(site.pid) - before
  const elapsed = performance.now() - started
  const done = result.requests.total
  return {
    cpuPerRender: done ? cpu / done : NaN,
    queries: Math.max(0, queries),
    renders: done,
    rps: done / (elapsed / 1000),
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

/** WARM_ROUND renders of one address, not measured (10 s at most). */
async function warm(url) {
  const instance = autocannon({ url, connections: RENDER_CONNECTIONS, amount: WARM_ROUND, headers: { 'accept-encoding': 'gzip, br' } })
  const timer = setTimeout(() => instance.stop(), 10_000)
  await instance
  clearTimeout(timer)
}

const pad = (cells, widths) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ')

/**
 * Prints the table of every target on one started site (PAGE_CACHE=off, COUNT_QUERIES=on) and answers
 * the figures by target name; `mark(ok, what)` records a broken budget.
 */
export async function renderTable(site, { driver, renders = 200, seconds = 20, only, mark = (ok) => ok }) {
  const budget = RENDER_BUDGET_MS[driver]
  const targets = (await renderTargets(site.base)).filter(([name]) => !only || only.includes(name))
  const widths = [18, 10, 9, 8, 8, 7]
  console.log(`\nUncached renders, ${driver === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)'} (PAGE_CACHE=off, ${RENDER_CONNECTIONS} connections, ${renders} renders or ${seconds} s a target; CPU of the server process; budget ≤ ${budget} ms a render)`)
  console.log(pad(['target', 'CPU ms', 'queries', 'renders', 'req/s', 'budget'], widths))
  for (const [, address] of targets) await warm(site.base + address)
  const figures = new Map()
  for (const [name, address] of targets) {
    const f = await measureRenders(site, address, { renders, seconds })
    figures.set(name, f)
    const verdict = mark(f.cpuPerRender <= budget, `${name} (${address}): ${f.cpuPerRender.toFixed(1)} ms of CPU a render on ${driver}`) ? 'ok' : 'OVER'
    console.log(pad([name, f.cpuPerRender.toFixed(1), f.queries.toFixed(1), f.renders, f.rps.toFixed(0), verdict], widths) + (f.failures ? `  ${f.failures} FAILED` : '') + `  ${address}`)
  }
  return figures
}
