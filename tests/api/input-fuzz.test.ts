import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthServer, startAuthServer } from './auth-support'
import { familyPaths, FUZZ_ROUTES, type FuzzRequest, fuzzRequests, type KnownCookies, type KnownIds, NODE_METHODS } from '../support/fuzz-requests'

/**
 * Property-based fuzzing of the input boundary (docs/decisions/012-input-boundary.md): thousands
 * of generated malformed requests across every JSON route and form action never get a 5xx, every
 * 4xx says why, and the catalogue and content answers are the same afterwards.
 *
 * A fixed seed by default; FUZZ_SEED=<n> replays or explores another run, FUZZ_RUNS=<n> changes
 * the count. A failure prints the requests that failed, with the seed.
 *
 * Own server (with the demo data) behind TRUST_PROXY, so that the requests come from many
 * addresses and no rate limit of the shared test server is used up.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_400)
const CONCURRENCY = 4
/** The whole run stops here, whatever is left: the suite stays bounded on a slow machine. */
const RUN_BUDGET_MS = 90_000

let server: AuthServer

/** The answers that must not change: the catalogue and the content as a visitor reads them. */
const STABLE_GETS = [
  '/api/locations',
  '/api/locations?kind=annual&locale=en',
  '/api/sales?sort=price_desc',
  '/api/prices?weeks=6',
  '/api/selection/6',
  '/aio/contents?type=services&status=2&count=250&locale=fr',
  '/aio/contents?type=actualites&locale=en',
  '/aio/contents?type=packages&embed[]=attached_products',
  '/aio/search?q=chalet&locale=fr',
  '/shop/api/store/products?locale=en',
]

async function read(path: string): Promise<unknown> {
  const response = await fetch(server.url + path)
  return { status: response.status, body: await response.json() }
}

async function snapshot(ids: KnownIds): Promise<Record<string, unknown>> {
  const paths = [
    ...STABLE_GETS,
    ...ids.locations.slice(0, 3).map((id) => `/api/locations/${id}`),
    ...ids.sales.slice(0, 3).map((id) => `/api/sales/${id}`),
    ...ids.contents.slice(0, 3).map((id) => `/aio/content/${id}`),
  ]
  const answers: Record<string, unknown> = {}
  for (const path of paths) answers[path] = await read(path)
  return answers
}

async function knownIds(): Promise<KnownIds> {
  const json = async <T>(path: string) => (await (await fetch(server.url + path)).json()) as T
  type Offer = { id: number; slug: string }
  const products = await json<{ products: Array<{ id: number }> }>('/shop/api/store/products')
  const locations = await json<{ locations: Offer[] }>('/api/locations')
  const annual = await json<{ locations: Offer[] }>('/api/locations?kind=annual')
  const sales = await json<{ sales: Offer[] }>('/api/sales')
  const contents = await json<{ 'hydra:member': Array<{ id: number }> }>('/aio/contents?type=services')
  const pages = (offers: Offer[]) => offers.slice(0, 5).map((o) => `${o.slug}-${o.id}`)
  return {
    products: products.products.map((p) => p.id),
    locations: locations.locations.map((l) => l.id),
    sales: sales.sales.map((s) => s.id),
    contents: contents['hydra:member'].map((c) => c.id),
    cart: null,
    rentalPages: pages(locations.locations),
    annualPages: pages(annual.locations),
    salePages: pages(sales.sales),
  }
}

/** A real cart and a signed-in account, for the requests that should get past the first checks. */
async function knownCookies(ids: KnownIds): Promise<KnownCookies> {
  const cookieOf = (response: Response, name: string) =>
    response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`)) ?? ''
  const created = await fetch(`${server.url}/shop/api/store/cart`, { method: 'POST', headers: { 'x-forwarded-for': '198.19.0.1' } })
  ids.cart = ((await created.json()) as { id: number }).id
  const signUp = await fetch(`${server.url}/shop/api/store/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.0.2' },
    body: JSON.stringify({
      title: 'mrs', firstName: 'Mireille', lastName: 'Bonvin', street: 'Route du Rawyl', streetNumber: '12', zip: '3963',
      city: 'Crans-Montana', country: 'CH', state: 'VS', phone: '027 481 12 34', birthdate: '14.02.1980',
      username: 'fuzz.account@example.ch', password: 'mountain-view-22', password_confirm: 'mountain-view-22',
    }),
  })
  expect(signUp.status).toBe(201)
  return { cart: cookieOf(created, 'cart'), account: cookieOf(signUp, 'XAT') }
}

type Outcome = { status: number; type: string; text: string; allow: string | null } | { error: string }

/**
 * A pooled keep-alive connection that the server closes as idle just as a request is written on it
 * is reset before the server reads anything: the client's usual answer is to send again, once.
 */
async function send(request: FuzzRequest): Promise<Outcome> {
  const first = await sendOnce(request)
  return 'error' in first && /ECONNRESET|EPIPE|socket hang up/.test(first.error) ? sendOnce(request) : first
}

/** Keep-alive connections, as a browser's: a few, reused. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })

/**
 * One request through node:http, which sends any method Node's server accepts (fetch refuses to send
 * TRACE, TRACK and CONNECT) and the address as written.
 */
function sendOnce(request: Pick<FuzzRequest, 'method' | 'path' | 'headers' | 'body'>): Promise<Outcome> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve) => {
    const outgoing = http.request({ host: hostname, port, agent, method: request.method, path: request.path, headers: request.headers, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8'), allow: response.headers.allow ?? null }))
      response.on('error', (error) => resolve({ error: `${error.name}: ${error.message}` }))
    })
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')))
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `${error.name}: ${error.message}${error.code ? ` (${error.code})` : ''}` }))
    outgoing.end(request.body ? Buffer.from(request.body) : undefined)
  })
}

/** Whether a 4xx says why, in the form its door answers in. */
function carriesMessage(request: FuzzRequest, outcome: { type: string; text: string }): boolean {
  if (request.method === 'HEAD') return true
  if (outcome.type.includes('application/json')) {
    try {
      const message = (JSON.parse(outcome.text) as { message?: unknown }).message
      return typeof message === 'string' && message.trim() !== ''
    } catch {
      return false
    }
  }
  // A page: its heading and, for a form, the messages under the fields (or the refusal's alert).
  if (outcome.type.includes('text/html')) return /<h1[\s>]/.test(outcome.text) || /role="alert"/.test(outcome.text)
  // React Router's data answers (turbo-stream) and the boundary's text answers to them.
  return outcome.text.trim() !== ''
}

function problemOf(request: FuzzRequest, outcome: Outcome): string | null {
  if ('error' in outcome) return `no answer (${outcome.error})`
  if (outcome.status >= 500) return `${outcome.status}: ${outcome.text.slice(0, 200)}`
  if (outcome.status >= 400 && !carriesMessage(request, outcome)) return `${outcome.status} without a message: ${outcome.text.slice(0, 200)}`
  return null
}

function describeRequest(index: number, request: FuzzRequest): string {
  const body = request.body ? Buffer.from(request.body).toString('utf8') : ''
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${request.body?.length} bytes)` : body
  return `#${index} [${request.route}] ${request.method} ${request.path.slice(0, 300)}\n    headers: ${JSON.stringify(request.headers)}\n    body: ${JSON.stringify(shown)}`
}

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
}, 180_000)
afterAll(async () => {
  agent.destroy()
  await server?.stop()
})

describe('generated malformed requests', () => {
  it(`never get a 5xx, always say why they are refused, and change no catalogue or content answer (seed ${SEED})`, async () => {
    const ids = await knownIds()
    const cookies = await knownCookies(ids)
    const before = await snapshot(ids)
    const requests = fuzzRequests(server.url, ids, cookies, RUNS, SEED)

    const started = Date.now()
    const statuses = new Map<string, number>()
    const failures: string[] = []
    let next = 0
    let sent = 0
    const worker = async () => {
      while (Date.now() - started < RUN_BUDGET_MS) {
        const { value: request, done } = requests.next()
        if (done) return
        const index = next++
        const outcome = await send(request)
        sent++
        const key = 'error' in outcome ? 'no answer' : String(outcome.status)
        statuses.set(key, (statuses.get(key) ?? 0) + 1)
        const problem = problemOf(request, outcome)
        if (problem) failures.push(`${describeRequest(index, request)}\n    → ${problem}`)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = ((Date.now() - started) / 1000).toFixed(1)

    const counts = [...statuses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status}: ${n}`)
    console.log(`fuzz seed ${SEED}: ${sent} requests in ${seconds} s (${RUNS} generated); statuses ${counts.join(', ')}`)
    if (failures.length > 0) {
      console.log(`${failures.length} failed requests (replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}):\n${failures.slice(0, 20).join('\n')}`)
    }

    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(Math.min(RUNS, 2_000))
    expect(await snapshot(ids)).toEqual(before)
  }, 240_000)
})

describe('the fuzz covers the whole site', () => {
  it('has a line for every API call and every page (add one to FUZZ_ROUTES in tests/support/fuzz-requests.ts)', async () => {
    const { shopApi } = await import('../../server/api/shop')
    const { contentApi } = await import('../../server/api/content')
    const { catalogueApi } = await import('../../server/api/catalogue')
    const { paymentCompletion } = await import('../../server/payment/completion')
    const { testPaymentPage } = await import('../../server/payment/test-page')
    const routes = (await import('../../app/routes')).default
    const { routeMatches, siteRoutes } = await import('../support/routes')
    const sample = (path: string) => path.replace(/:\w+/g, 'x')
    const lines = FUZZ_ROUTES.map((r) => ({ method: r.method, address: sample(r.path), page: r.page }))
    const calls = [
      ['/shop/api/store', shopApi()],
      ['/aio', contentApi()],
      ['/api', catalogueApi()],
      ['/payment', paymentCompletion()],
      ['/payment/test', testPaymentPage()],
    ] as const
    const missing: string[] = []
    for (const [prefix, api] of calls) {
      for (const route of api.routes) {
        if (route.method === 'ALL') continue
        const covered = lines.some((line) => !line.page && line.method === route.method && routeMatches(prefix + route.path, line.address))
        if (!covered) missing.push(`api('${route.method} ${prefix}${route.path.replace(/\/$/, '')}')`)
      }
    }
    for (const path of siteRoutes(routes)) {
      if (!lines.some((line) => line.page && routeMatches(path, line.address))) missing.push(`page('GET ${path}')`)
    }
    expect(missing).toEqual([])
  })

  it('every method Node accepts, on every family of paths: never a 5xx, a 4xx says why, a method no address takes is 405 with Allow', async () => {
    const ids = await knownIds()
    const failures: string[] = []
    for (const path of familyPaths(ids)) {
      for (const method of NODE_METHODS) {
        const request = { method, path, headers: { 'x-forwarded-for': '198.18.250.1' }, route: 'method sweep' }
        const outcome = await send(request)
        const problem = problemOf(request, outcome)
        if (problem) failures.push(`${method} ${path} → ${problem}`)
        // TRACE and the WebDAV methods: no address of the site takes them.
        else if (['TRACE', 'PROPFIND', 'MKCOL', 'M-SEARCH'].includes(method) && 'status' in outcome && outcome.status !== 404) {
          if (outcome.status !== 405 || !outcome.allow) failures.push(`${method} ${path} → ${outcome.status}, Allow: ${outcome.allow}`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('answers CONNECT with a 405 and a message, instead of closing the connection without a word', async () => {
    for (const target of ['/api/locations', '127.0.0.1:22', 'evil.example:443']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1', () => socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`))
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString('utf8')))
        socket.on('close', () => resolve(text))
        socket.on('error', reject)
        socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')))
      })
      expect(answer).toMatch(/^HTTP\/1\.1 405 /)
      expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE\r\n/)
      expect(answer).toContain('"code":"METHOD_NOT_ALLOWED"')
      expect(answer).toContain('This site is no proxy')
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })
})

/** The forms' field names and intents of the back office, for requests that reach its rules. */
const ADMIN_FIELDS = [
  'intent', 'reference', 'kind', 'type', 'status', 'place', 'numberOfRooms', 'persons', 'surface', 'latitude', 'longitude',
  'title_fr', 'title_en', 'summary_fr', 'description_fr', 'price', 'specialPrice', 'percent', 'from', 'to', 'season', 'week',
  'reason', 'note', 'url', 'feedId', 'bookingId', 'photoId', 'caption_fr', 'caption_en', 'code', 'amount', 'validFrom',
  'validTo', 'usageLimit', 'contextModel', 'pricing', 'basePrice', 'categoryId', 'label_fr', 'label_en', 'number', 'q', 'body',
  'id', 'publishedAt', 'slug_fr', 'slug_en', 'body_fr', 'body_en', 'level', 'startsAt', 'endsAt', 'message_fr', 'message_en', 'fr', 'en',
  'paymentId', 'expectedPaid',
] as const
const ADMIN_INTENTS = [
  'save', 'create', 'update', 'publish', 'unpublish', 'block', 'unblock', 'week', 'season', 'photo-upload', 'photo-up',
  'photo-down', 'photo-caption', 'photo-remove', 'feed-add', 'feed-remove', 'feed-import', 'agree', 'refuse', 'deactivate',
  'rename', 'reply', 'close', 'reopen', 'cancel', 'refund', 'transfer', 'resend', 'remarks', 'export', 'erase', 'x',
  'save-alert', 'delete', 'footer', 'recheck',
] as const

describe('generated requests to the back office, signed in as staff', () => {
  it('never get a 5xx', async () => {
    const fc = (await import('fast-check')).default
    const routes = (await import('../../app/routes')).default
    const { backOfficeRoutes } = await import('../support/routes')
    const { signInDemoAdmin } = await import('./admin-support')
    const jar = await signInDemoAdmin(server, '198.51.100.240')
    const ids = await knownIds()
    const value = fc.oneof(
      // The order list's filters (payment problems among them) and the sign-in's recovery step.
      fc.constantFrom('problem', 'paid', 'deposit', 'cancelled', 'recovery'),
      fc.constantFrom('', '0', '-1', '1e9', '2.5', '12,50', "1'850", 'NaN', 'true', '2027-01-02', '02.01.2027', '2026-02-30', 'https://127.0.0.1:1/x.ics', 'javascript:alert(1)', '<script>x</script>', '{"fields":[]}', '[', 'é'.repeat(300)),
      fc.string({ maxLength: 40 }),
      fc.integer({ min: -5, max: 100_000 }).map(String),
    )
    const idOf = fc.oneof(fc.constantFrom(...ids.locations.slice(0, 5), ...ids.sales.slice(0, 2), 1, 999_999).map(String), fc.constantFrom('0', '-1', 'abc', '1.5', '9'.repeat(30)))
    const request = fc.record({
      path: fc.constantFrom(...backOfficeRoutes(routes)),
      id: idOf,
      lang: fc.constantFrom('', '/en'),
      method: fc.constantFrom('GET', 'POST', 'POST', 'POST'),
      intent: fc.constantFrom(...ADMIN_INTENTS),
      fields: fc.dictionary(fc.constantFrom(...ADMIN_FIELDS), value, { maxKeys: 8 }),
      query: fc.dictionary(fc.constantFrom('q', 'sort', 'dir', 'page', 'status', 'kind', 'type', 'entity', 'id', 'from', 'recovery', 'codes'), value, { maxKeys: 3 }),
    })
    const samples = fc.sample(request, { numRuns: 500, seed: SEED })
    const started = Date.now()
    const failures: string[] = []
    let sent = 0
    for (const sample of samples) {
      if (Date.now() - started > 60_000) break
      const path = `${sample.lang}${sample.path.replace(/:\w+\??/g, sample.id)}`
      const query = new URLSearchParams(sample.query).toString()
      const body = sample.method === 'POST' ? new URLSearchParams({ ...sample.fields, intent: sample.fields.intent ?? sample.intent }).toString() : undefined
      const response = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, {
        method: sample.method,
        headers: { origin: server.url, cookie: jar.header(), 'x-forwarded-for': '198.51.100.240', ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body,
        redirect: 'manual',
      })
      const text = await response.text()
      sent++
      if (response.status >= 500) failures.push(`${sample.method} ${path} ${body ?? ''} → ${response.status}: ${text.slice(0, 200)}`)
    }
    console.log(`back-office fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(failures.slice(0, 10)).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(150)
  }, 180_000)
})
