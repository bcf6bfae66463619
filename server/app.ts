import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { catalogueApi } from './api/catalogue'
import { unmatchedCall } from './api/unmatched'
import { contentApi } from './api/content'
import { shopApi } from './api/shop'
import type { AppContext, PageContext } from './context'
import type { AppEnv } from './env'
import type { MediaStore } from '../domain/media/store'
import { inputBoundary } from './input/boundary'
import { compress } from './middleware/compress'
import { localeCookie } from './middleware/locale-cookie'
import { samePublicHost } from './middleware/public-host'
import { pageSession, sessionUser } from './middleware/auth'
import { backOfficeGuard } from './middleware/back-office'
import { requestLog } from './middleware/request-log'
import { sameSite } from './middleware/same-site'
import { securityHeaders } from './middleware/security'
import { metricsEndpoint, requestMetrics } from './metrics/http'
import type { Metrics } from './metrics/metrics.server'
import { routeLabeller } from './metrics/route-label'
import { keptAnswersFirst } from './page-cache/front'
import type { Admission } from './admission/admission'
import { admissionControl } from './admission/middleware'
import { newPageReads } from './page-cache/tags'
import { healthRoutes, type ReadinessChecks } from './health'
import { mediaFiles } from './media/serve'
import { paymentCompletion } from './payment/completion'
import { testPaymentPage } from './payment/test-page'

export type AppOptions = {
  context: AppContext
  /** What /readyz asks (server/health.ts). */
  readiness: ReadinessChecks
  /** Where /media/* is read from: the process's media store (domain/media). */
  media: MediaStore
  /** build/client in production; absent in development, where Vite serves the assets. */
  clientDir?: string
  build: ServerBuild | (() => Promise<ServerBuild>)
  dev: boolean
  /** Prometheus metrics and the token that opens GET /metrics (server/metrics). */
  metrics?: { metrics: Metrics; token?: string }
  /** The count of database queries so far, answered at GET /__queries (benchmarks only: COUNT_QUERIES). */
  queryCount?: () => number
  /** The shared page cache (absent in development and where the data changes are not followed). */
  pageCache?: MiddlewareHandler<AppEnv> & { calls?: MiddlewareHandler<AppEnv>; kept?: (c: Context<AppEnv>) => Response | null }
  /** Admission of uncached work (server/admission; absent in development). */
  admission?: Admission
}

/** The whole HTTP surface: APIs, media, static assets, then the pages. */
export function createApp(options: AppOptions) {
  const { context } = options
  const app = new Hono<AppEnv>()
  // First of all, so that the kept answers are timed too.
  if (options.metrics) app.use(requestMetrics(options.metrics.metrics, routeLabeller(app.router, typeof options.build === 'function' ? null : options.build)))
  // Before any answer, kept ones included: a local visitor ends up under the one host name of PUBLIC_URL.
  app.use(samePublicHost(context.settings.publicUrl))
  if (options.pageCache?.kept) app.use(keptAnswersFirst(options.pageCache.kept, context))
  app.use(requestLog(context.log))
  app.use(securityHeaders(context.settings, options.dev))
  app.use(async (c, next) => {
    // With the request's own logger, so every line logged through the context carries its id.
    c.set('app', { ...context, log: c.get('log'), visitorRead: { read: false }, pageReads: newPageReads() })
    await next()
  })
  app.use(sameSite(context.settings.publicUrl))
  app.use(inputBoundary())
  app.use('/shop/api/store/*', sessionUser())

  healthRoutes(app, options.readiness)
  if (options.metrics) app.get('/metrics', metricsEndpoint(options.metrics.metrics, options.metrics.token))
  const { queryCount } = options
  if (queryCount) app.get('/__queries', (c) => c.json({ queries: queryCount() }))
  app.all('/media/*', mediaFiles(options.media))

  // Uncached work takes its turn (decision 047); kept answers never come this far, payments never wait.
  const admit = options.admission
    ? admissionControl(options.admission, {
        trustProxy: context.trustProxy,
        onRefusal: (refusal) => context.metrics?.admissionRefused(refusal.status, refusal.reason),
      })
    : null

  const apis = [
    ['/shop/api/store', 'shop', shopApi({ reference: options.dev }), () => ({ code: 'NOT_FOUND', message: 'No such call' })],
    ['/aio', 'content', contentApi(), () => ({ status: 404, message: 'No such call' })],
    ['/api', 'catalogue', catalogueApi(), () => ({ success: false, message: 'No such call' })],
  ] as const
  for (const [prefix, door, api, notFoundBody] of apis) {
    if (options.pageCache?.calls && prefix !== '/shop/api/store') app.use(`${prefix}/*`, options.pageCache.calls)
    app.use(`${prefix}/*`, door === 'shop' ? noStore : revalidated, compress())
    if (admit) app.use(`${prefix}/*`, admit)
    app.route(prefix, api)
    // An address no call answers: 405 with Allow for a call of another method, else a JSON 404.
    const unmatched = unmatchedCall(api, prefix, door, notFoundBody)
    app.all(prefix, unmatched)
    app.all(`${prefix}/*`, unmatched)
  }
  const payment = new Hono<AppEnv>().route('/test', testPaymentPage()).route('/', paymentCompletion())
  app.route('/payment', payment)
  const paymentUnmatched = unmatchedCall(payment, '/payment', 'shop', () => ({ code: 'NOT_FOUND', message: 'No such call' }))
  app.all('/payment', paymentUnmatched)
  app.all('/payment/*', paymentUnmatched)

  if (options.clientDir) app.use('*', staticAssets(options.clientDir))
  if (admit) app.use('*', admit)

  const build = acceptingActionsFrom(context.settings.publicUrl, options.build)
  const handle = createRequestHandler(build, options.dev ? 'development' : 'production')
  app.use('*', compress())
  app.use('*', localeCookie(context.auth.secureCookies))
  if (options.pageCache) app.use('*', options.pageCache)
  app.use('*', pageSession())
  app.use('*', backOfficeGuard((c) => handle(notFoundRequest(c.req.raw), pageContext(c))))
  app.all('*', async (c) => theirsWhenPersonal(c, await handle(c.req.raw, pageContext(c))))

  app.onError((error, c) => {
    c.get('log')?.error({ err: error }, 'unhandled error')
    return c.json({ code: 'INTERNAL_ERROR', message: 'Internal error', requestId: c.get('requestId') }, 500)
  })
  return app
}

/** The same request for an address no route has: the site's own 404 page, in the request's language. */
function notFoundRequest(request: Request): Request {
  const url = new URL(request.url)
  const lang = /^\/(fr|en)\//.exec(url.pathname)?.[1]
  // A data request of the client router (`….data`) gets the 404 of a data request.
  url.pathname = `${lang ? `/${lang}` : ''}/admin-introuvable${url.pathname.endsWith('.data') ? '.data' : ''}`
  url.search = ''
  return new Request(url, { method: 'GET', headers: request.headers })
}

/** What the pages' loaders and actions get: the request's context (its own logger), its id and CSP nonce. */
function pageContext(c: Context<AppEnv>): PageContext {
  return { ...c.get('app'), requestId: c.get('requestId'), cspNonce: c.get('cspNonce'), sessionLost: c.get('sessionLost') }
}

/**
 * A page whose render read who the visitor is (their session or cart) is theirs alone, whatever its
 * loaders said: no cache, shared or in front, may keep it (decision 025).
 */
function theirsWhenPersonal(c: Context<AppEnv>, response: Response): Response {
  if (!c.get('app').visitorRead?.read) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * React Router refuses an action whose Origin is not the request's own address, which behind a TLS
 * proxy is http://… while the browser says https://…: the public address is declared as allowed. The
 * same-site middleware has already judged the request; this only keeps the two checks in agreement.
 */
function acceptingActionsFrom(publicUrl: string, build: AppOptions['build']): AppOptions['build'] {
  const host = new URL(publicUrl).host
  const allow = (b: ServerBuild): ServerBuild => ({ ...b, allowedActionOrigins: [...(b.allowedActionOrigins || []), host] })
  return typeof build === 'function' ? async () => allow(await build()) : allow(build)
}

/** The shop's answers (a cart, an account) are never stored, unless a call says how itself (the iCal feed). */
const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
}

/**
 * The catalogue's and the contents' answers may be stored and are asked again each time (SPEC §7:
 * no-cache): the page cache gives a kept answer its ETag, so the client's copy costs a 304. A refusal
 * or an error is not stored at all.
 */
const revalidated: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', c.res.ok ? 'no-cache' : 'no-store')
}

/**
 * Built assets: fingerprinted files under /assets are immutable; others are revalidated hourly. The
 * build does not change while the server runs: its file list is read once, so a page address costs
 * no file-system lookup.
 */
function staticAssets(clientDir: string): MiddlewareHandler<AppEnv> {
  const files = new Set(fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).map((name) => `/${name.split(path.sep).join('/')}`))
  const serve = serveStatic<AppEnv>({
    root: path.relative(process.cwd(), clientDir) || '.',
    precompressed: true,
    onFound: (p, c) => {
      const immutable = p.includes('/assets/')
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
  return (c, next) => (files.has(c.req.path) ? serve(c, next) : next())
}
