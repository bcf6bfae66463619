// The site's speed, weight and memory against its budgets, in one run (issue targets, DESIGN §speed):
// - every listed page as an anonymous visitor, beside the same bytes served precompressed by nginx
//   (one worker): requests/s, p50/p99, HTML bytes, and the ratio to the static file (budget ≥ 50 %);
// - each page's first-load JavaScript in Chromium, gzip (budget ≤ 150 KB);
// - Lighthouse 12 (mobile) on the home page, /location, a rental, the cart and payment steps;
// - the pages a visitor with a cart sees (budget p99 < 100 ms on /location and a rental detail);
// - the catalogue API calls (budget p99 < 20 ms);
// - a kept /location while a hostile client floods the site with uncached addresses (target ≥ 80 % of
//   its quiet throughput, p99 < 50 ms; decision 047);
// - the server's resident memory after the load (≤ 400 MB embedded, ≤ 200 MB PostgreSQL);
// - CPU ms per uncached render of each page type and call (≤ 16 ms embedded, ≤ 10 ms PostgreSQL;
//   bench/support/renders.mjs, also `npm run bench:render`).
// Usage: npm run build && npm run bench -- [secondsPerTarget=5] [--short] [--check[=kind,…]]
//   --check exits 1 when a budget is broken (--check=html,js,… only for those kinds: ratio, html, js,
//   performance, accessibility, best-practices, seo, cls, personal, api, hostile, memory, render);
//   --short measures weights, JavaScript and Lighthouse only, without load (what `npm test` runs);
//   --only=hostile measures the hostile-client scenario only (no renders table either);
//   BENCH_DATABASE_URL measures on PostgreSQL.
// Bounded in time: each target runs for the given seconds (at most 30) at 20 connections on loopback.
import { CONNECTIONS, fixed, load } from './support/load.mjs'
import { openLighthouse } from './support/lighthouse.mjs'
import { openBrowser } from './support/scripts.mjs'
import { hostileTable } from './support/hostile.mjs'
import { renderTable } from './support/renders.mjs'
import { residentMb, startSite } from './support/server.mjs'
import { staticServerAvailable, startStaticServer } from './support/static.mjs'

const args = process.argv.slice(2)
const checkArg = args.find((a) => a === '--check' || a.startsWith('--check='))
/** The kinds of budget whose breaking fails the run (all with a bare --check). */
const enforced = checkArg === '--check' ? null : new Set(checkArg?.slice('--check='.length).split(',') ?? [])
const shortRun = args.includes('--short')
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const seconds = Math.min(Math.max(Number(args.find((a) => /^\d+$/.test(a)) ?? 5), 1), 30)
const databaseUrl = process.env.BENCH_DATABASE_URL
const LIGHTHOUSE_RUNS = 3
const BUDGET = { ratioToStatic: 0.5, personalP99: 100, apiP99: 20, hostileRatio: 0.8, hostileP99: 50, htmlKb: 100, scriptKb: 150, performance: 95, cls: 0.02, memoryMb: databaseUrl ? 200 : 400 }

const broken = []
const failing = []
/** 'ok' or 'OVER'; a broken budget is listed, and fails the run when its kind is enforced. */
const mark = (ok, what, kind) => {
  if (!ok) broken.push(`${what}${checkArg && (enforced === null || enforced.has(kind)) ? '' : ' (not enforced)'}`)
  if (!ok && checkArg && (enforced === null || enforced.has(kind))) failing.push(what)
  return ok ? 'ok' : 'OVER'
}

/** A weekly rental's detail address, a free fortnight of it and another free week for the cart, from the catalogue API. */
async function aRental(base) {
  const { locations } = await (await fetch(`${base}/api/locations`)).json()
  for (const { id } of locations) {
    const { location } = await (await fetch(`${base}/api/locations/${id}`)).json()
    const weeks = (location.priceWeeks ?? []).slice(4)
    const free = weeks.findIndex((w, i) => w.available && weeks[i + 1]?.available)
    // The cart's week is another one: the payment step holds it, and the price call must stay free.
    const other = weeks.findIndex((w, i) => w.available && i > free + 1)
    if (free < 0 || other < 0) continue
    const detail = await fetch(`${base}/location/${id}`)
    return {
      id,
      productId: location.productId,
      detail: new URL(detail.url).pathname,
      from: weeks[free].startDate,
      to: weeks[free + 1].endDate,
      cartWeek: { from: weeks[other].startDate, to: weeks[other].endDate },
    }
  }
  throw new Error('no weekly rental with two free weeks in the demo data')
}

/** The cookie of a new (empty) cart, as the shop API sets it. */
async function aCartCookie(base) {
  const response = await fetch(`${base}/shop/api/store/cart`, { method: 'POST', headers: { origin: base } })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cart='))
  if (!cookie) throw new Error(`no cart cookie from POST /shop/api/store/cart (${response.status})`)
  return cookie.split(';')[0]
}

/** The cookie of a cart holding a week of the rental and a guest's contact: the cart and payment steps show it. */
async function aFilledCartCookie(base, rental) {
  const cookie = await aCartCookie(base)
  const call = async (path, data) => {
    const response = await fetch(`${base}/shop/api/store${path}?locale=fr`, {
      method: 'PUT',
      headers: { origin: base, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    })
    if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`)
  }
  await call(`/cart/add/${rental.productId}`, { data: [{ startPeriod: rental.cartWeek.from, endPeriod: rental.cartWeek.to, adults: 2, children: [] }] })
  await call('/cart/shipping-contact', {
    title: 'mrs', firstName: 'Anne', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', zip: '3963', city: 'Crans-Montana',
    country: 'CH', state: 'VS', phone: '079 123 45 67', birthdate: '14.02.1980', email: 'bench@example.ch', complement: '', cg: true, dataUse: false,
  })
  return cookie
}

/** A long address cut in the middle, so that the columns stay aligned. */
const short = (text, width) => (text.length <= width ? text : `${text.slice(0, width - 12)}…${text.slice(-11)}`)

function row(cells, widths) {
  return cells.map((cell, i) => (i === 0 ? short(String(cell), widths[0]).padEnd(widths[0]) : String(cell).padStart(widths[i]))).join(' ')
}

async function pagesTable(site, pages) {
  const bodies = {}
  for (const [i, page] of pages.entries()) {
    const response = await fetch(site.base + page)
    if (!response.ok) throw new Error(`${page}: ${response.status}`)
    bodies[`p${i}`] = Buffer.from(await response.arrayBuffer())
  }
  const nginx = staticServerAvailable ? await startStaticServer(bodies) : null
  const widths = [30, 8, 7, 7, 8, 10, 7, 7]
  console.log(`\nPages, anonymous visitor (${CONNECTIONS} connections, ${seconds} s each; static = nginx, one worker, same bytes gzip_static)`)
  console.log(row(['page', 'req/s', 'p50 ms', 'p99 ms', 'HTML KB', 'static r/s', 'ratio', 'budget'], widths))
  try {
    for (const [i, page] of pages.entries()) {
      const measured = await load(site.base + page, { seconds })
      const kb = bodies[`p${i}`].length / 1024
      const still = nginx ? await load(`${nginx.base}/p${i}.html`, { seconds }) : null
      const ratio = still ? measured.rps / still.rps : NaN
      const light = mark(kb <= BUDGET.htmlKb, `${page}: ${fixed(kb)} KB of HTML`, 'html') === 'ok'
      const fast = !still || mark(ratio >= BUDGET.ratioToStatic, `${page}: ${fixed(ratio * 100, 1)} % of static`, 'ratio') === 'ok'
      const ok = light && fast
      console.log(
        row([page, fixed(measured.rps), fixed(measured.p50), fixed(measured.p99), fixed(kb, 1), still ? fixed(still.rps) : 'no nginx', fixed(ratio, 3), ok ? 'ok' : 'OVER'], widths) +
          (measured.failures ? `  ${measured.failures} failures` : ''),
      )
    }
  } finally {
    await nginx?.stop()
  }
}

/** The short run's table: each page's HTML weight, without load. */
async function weightTable(site, pages) {
  const widths = [30, 8, 7]
  console.log(`\nHTML of each page, uncompressed (budget ${BUDGET.htmlKb} KB)`)
  console.log(row(['page', 'HTML KB', 'budget'], widths))
  for (const page of pages) {
    const response = await fetch(site.base + page)
    if (!response.ok) throw new Error(`${page}: ${response.status}`)
    const kb = (await response.arrayBuffer()).byteLength / 1024
    console.log(row([page, fixed(kb, 1), mark(kb <= BUDGET.htmlKb, `${page}: ${fixed(kb)} KB of HTML`, 'html')], widths))
  }
}

async function scriptsTable(site, pages) {
  const widths = [30, 9, 8, 7]
  console.log(`\nFirst-load JavaScript, Chromium, gzip (budget ${BUDGET.scriptKb} KB)`)
  console.log(row(['page', 'KB gzip', 'scripts', 'budget'], widths))
  const browser = await openBrowser()
  try {
    for (const page of pages) {
      const { bytes, count } = await browser.scriptBytes(site.base + page)
      const kb = bytes / 1024
      console.log(row([page, fixed(kb, 1), count, mark(kb <= BUDGET.scriptKb, `${page}: ${fixed(kb, 1)} KB of JavaScript`, 'js')], widths))
    }
  } finally {
    await browser.close()
  }
}

async function lighthouseTable(site, pages) {
  const widths = [34, 14, 6, 6, 6, 7, 8, 7]
  console.log(`\nLighthouse 12, mobile, ${shortRun ? `up to ${LIGHTHOUSE_RUNS} audits a page, until one reaches the performance budget` : `${LIGHTHOUSE_RUNS} audits a page`}: the median audit by performance, and each audit's performance (budget: performance ≥ ${BUDGET.performance} in the best audit; accessibility, best practices 100, SEO 100 where indexed, CLS ≤ ${BUDGET.cls})`)
  console.log(row(['page', 'perf (runs)', 'a11y', 'bp', 'seo', 'CLS', 'LCP ms', 'budget'], widths))
  const lighthouse = await openLighthouse()
  try {
    for (const { label, path, cookie, indexed } of pages) {
      // Performance moves by several points between audits on a shared machine (Lighthouse measures
      // the page's own work and scales it): the median of three is reported, as Lighthouse's guidance
      // on variability advises. Another process only ever slows a page down, so the budget asks that
      // the best of the three reaches it: a page that is really slower fails all three (decision 036).
      // The short run (npm test) stops at the first audit that reaches the performance budget: the
      // verdict would be the same after three, and the other scores do not move between audits.
      const runs = []
      while (runs.length < LIGHTHOUSE_RUNS && !(shortRun && runs.some((r) => r.performance >= BUDGET.performance))) {
        runs.push(await lighthouse.audit(site.base + path, cookie ? { Cookie: cookie } : undefined))
      }
      runs.sort((a, b) => a.performance - b.performance)
      const s = runs[Math.floor(runs.length / 2)]
      const best = runs[runs.length - 1].performance
      const scores = runs.map((r) => r.performance).join('/')
      const ok = [
        mark(best >= BUDGET.performance, `${label}: performance ${scores}`, 'performance'),
        mark(s.accessibility === 100, `${label}: accessibility ${s.accessibility}`, 'accessibility'),
        mark(s.bestPractices === 100, `${label}: best practices ${s.bestPractices}`, 'best-practices'),
        indexed ? mark(s.seo === 100, `${label}: SEO ${s.seo}`, 'seo') : 'ok',
        mark(s.cls <= BUDGET.cls, `${label}: CLS ${fixed(s.cls, 3)}`, 'cls'),
      ].every((v) => v === 'ok')
      console.log(row([label, `${s.performance} (${scores})`, s.accessibility, s.bestPractices, indexed ? s.seo : `(${s.seo})`, fixed(s.cls, 3), fixed(s.lcpMs), ok ? 'ok' : 'OVER'], widths))
    }
  } finally {
    await lighthouse.close()
  }
}

async function personalTable(site, pages, cookie) {
  const widths = [30, 8, 7, 7, 7]
  console.log(`\nPages, visitor with a cart (budget p99 < ${BUDGET.personalP99} ms on /location and a rental detail)`)
  console.log(row(['page', 'req/s', 'p50 ms', 'p99 ms', 'budget'], widths))
  for (const { page, budgeted } of pages) {
    const measured = await load(site.base + page, { seconds, headers: { cookie } })
    const verdict = budgeted ? mark(measured.p99 < BUDGET.personalP99, `${page} with a cart: p99 ${measured.p99} ms`, 'personal') : ''
    console.log(row([page, fixed(measured.rps), fixed(measured.p50), fixed(measured.p99), verdict], widths) + (measured.failures ? `  ${measured.failures} failures` : ''))
  }
}

async function apiTable(site, calls) {
  const widths = [54, 8, 7, 7, 7]
  console.log(`\nCatalogue API (budget p99 < ${BUDGET.apiP99} ms)`)
  console.log(row(['call', 'req/s', 'p50 ms', 'p99 ms', 'budget'], widths))
  for (const call of calls) {
    const measured = await load(site.base + call, { seconds })
    const verdict = mark(measured.p99 < BUDGET.apiP99, `${call}: p99 ${measured.p99} ms`, 'api')
    console.log(row([call, fixed(measured.rps), fixed(measured.p50), fixed(measured.p99), verdict], widths) + (measured.failures ? `  ${measured.failures} failures` : ''))
  }
}

const hostile = (site) => hostileTable(site, { seconds, mark, ratio: BUDGET.hostileRatio, p99Ms: BUDGET.hostileP99 })

async function everything(site) {
  const rental = await aRental(site.base)
  const pages = ['/', '/location', rental.detail, '/vente', '/recherche?q=chalet', '/location/prix-semaine']
  console.log(`${databaseUrl ? 'PostgreSQL' : 'Embedded database (PGlite)'}; memory after start: ${residentMb(site.pid)} MB`)
  await (shortRun ? weightTable(site, pages) : pagesTable(site, pages))
  await scriptsTable(site, [...pages, '/en/location', '/panier'])
  const filled = await aFilledCartCookie(site.base, rental)
  await lighthouseTable(site, [
    { label: '/', path: '/', indexed: true },
    { label: '/location', path: '/location', indexed: true },
    { label: rental.detail, path: rental.detail, indexed: true },
    { label: 'cart step', path: '/commande/mon-panier', cookie: filled, indexed: false },
    { label: 'payment step', path: '/commande/recapitulatif-paiement', cookie: filled, indexed: false },
  ])
  // The short run (npm test) stops here: what follows measures speed under load.
  if (!shortRun) {
    await personalTable(site, pages.map((page) => ({ page, budgeted: page === '/location' || page === rental.detail })), await aCartCookie(site.base))
    await apiTable(site, [
      '/api/locations',
      `/api/locations/${rental.id}`,
      `/api/locations?from=${rental.from}&to=${rental.to}`,
      `/api/locations/${rental.id}/price?from=${rental.from}&to=${rental.to}&persons=2`,
      '/api/prices',
      '/api/sales',
    ])
    await hostile(site)
    const memory = residentMb(site.pid)
    console.log(`\nResident memory after the load: ${memory} MB (budget ${BUDGET.memoryMb} MB) ${mark(memory <= BUDGET.memoryMb, `memory ${memory} MB`, 'memory')}`)
  }
}

const site = await startSite({ databaseUrl })
try {
  await (only === 'hostile' ? hostile(site) : everything(site))
} finally {
  await site.stop()
}
if (!shortRun && only !== 'hostile') {
  // Renders, on a site of their own that keeps no page.
  const rendering = await startSite({ databaseUrl, env: { PAGE_CACHE: 'off', COUNT_QUERIES: 'on' } })
  try {
    await renderTable(rendering, { driver: databaseUrl ? 'postgres' : 'pglite', renders: 100, seconds, mark: (ok, what) => mark(ok, what, 'render') === 'ok' })
  } finally {
    await rendering.stop()
  }
}
console.log(broken.length ? `\n${broken.length} budget(s) broken:\n- ${broken.join('\n- ')}` : '\nEvery budget holds.')
if (failing.length) {
  console.log(`\n${failing.length} enforced budget(s) broken.`)
  process.exitCode = 1
}
