import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { catalogueApi } from './api/catalogue'
import { unmatchedCall } from './api/unmatched'
import { contentApi } from './api/content'
import { shopApi } from './api/shop'
import type { AppContext } from './context'
import type { AppEnv } from './env'
import { inputBoundary } from './input/boundary'
import { pageSession, sessionUser } from './middleware/auth'
import { requestLog } from './middleware/request-log'
import { sameOrigin, securityHeaders } from './middleware/security'

export type AppOptions = {
  context: AppContext
  ping: () => Promise<boolean>
  mediaDir: string
  /** build/client in production; absent in development, where Vite serves the assets. */
  clientDir?: string
  build: ServerBuild | (() => Promise<ServerBuild>)
  dev: boolean
}

/** The whole HTTP surface: APIs, media, static assets, then the pages. */
export function createApp(options: AppOptions) {
  const { context } = options
  const app = new Hono<AppEnv>()
  app.use(requestLog(context.log))
  app.use(securityHeaders(context.settings, options.dev))
  app.use(async (c, next) => {
    c.set('app', context)
    await next()
  })
  app.use(inputBoundary())
  app.use('/shop/api/store/*', sessionUser())

  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store')
    return (await options.ping())
      ? c.json({ status: 'ok' })
      : c.json({ status: 'unavailable', message: 'database unreachable' }, 503)
  })

  app.use('/media/*', mediaFiles(options.mediaDir))
  app.get('/media/*', (c) => c.text('Not Found', 404))

  const apis = [
    ['/shop/api/store', 'shop', shopApi(), () => ({ code: 'NOT_FOUND', message: 'No such call' })],
    ['/aio', 'content', contentApi(), () => ({ status: 404, message: 'No such call' })],
    ['/api', 'catalogue', catalogueApi(), () => ({ success: false, message: 'No such call' })],
  ] as const
  for (const [prefix, door, api, notFoundBody] of apis) {
    app.use(`${prefix}/*`, sameOrigin(context.settings.publicUrl), noStore, compress())
    app.route(prefix, api)
    // An address no call answers: 405 with Allow for a call of another method, else a JSON 404.
    const unmatched = unmatchedCall(api, prefix, door, notFoundBody)
    app.all(prefix, unmatched)
    app.all(`${prefix}/*`, unmatched)
  }
  app.all('/payment/*', (c) => c.json({ code: 'NOT_FOUND', message: 'No payment call here yet' }, 404))

  if (options.clientDir) app.use('*', staticAssets(options.clientDir))

  const handle = createRequestHandler(options.build, options.dev ? 'development' : 'production')
  app.use('*', sameOrigin(context.settings.publicUrl), compress())
  app.use('*', pageSession())
  app.all('*', (c) => handle(c.req.raw, c.get('app')))

  app.onError((error, c) => {
    c.get('log')?.error({ err: error }, 'unhandled error')
    return c.json({ code: 'INTERNAL_ERROR', message: 'Internal error', requestId: c.get('requestId') }, 500)
  })
  return app
}

const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
}

/** Images are named by the hash of their content, so they never change: cache them for a year. */
function mediaFiles(mediaDir: string) {
  return serveStatic<AppEnv>({
    root: path.relative(process.cwd(), mediaDir) || '.',
    rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
    onFound: (_p, c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
    },
  })
}

/** Built assets: fingerprinted files under /assets are immutable; others are revalidated hourly. */
function staticAssets(clientDir: string) {
  return serveStatic<AppEnv>({
    root: path.relative(process.cwd(), clientDir) || '.',
    precompressed: true,
    onFound: (p, c) => {
      const immutable = p.includes('/assets/')
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
}
