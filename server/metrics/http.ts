/** The request metrics middleware and the GET /metrics door (docs/decisions/043). */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Handler, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { PEER_ADDRESS_HEADER } from '../input/client-address'
import type { Metrics } from './metrics.server'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Times every request, the kept answers included (it runs first), under its route pattern, and
 * counts the page cache's hits and misses from the answer's X-Page-Cache header.
 */
export function requestMetrics(metrics: Metrics, routeOf: (method: string, path: string) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : 'other'
      metrics.request(method, routeOf(method, c.req.path), c.res.status, (performance.now() - started) / 1000)
      const cache = c.res.headers.get('x-page-cache')
      if (cache === 'hit' || cache === 'miss') metrics.pageCache(cache)
    }
  }
}

/**
 * Who may read the metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, a
 * request from this machine that no proxy forwarded (a front server on the same machine adds
 * X-Forwarded-For: what it forwards from the internet is never taken for this machine's own).
 */
export function mayReadMetrics(request: Request, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim()
    const digest = (value: string) => createHash('sha256').update(value).digest()
    return given !== undefined && timingSafeEqual(digest(given), digest(token))
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers.has(name))
  return !forwarded && isLoopback(request.headers.get(PEER_ADDRESS_HEADER) ?? '')
}

const isLoopback = (address: string): boolean => /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(address) || address === '::1'

/** GET /metrics in Prometheus' text format, or the 404 any unknown address gets. */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): Handler<AppEnv> {
  return async (c) => {
    c.header('Cache-Control', 'no-store')
    if (!mayReadMetrics(c.req.raw, token)) return c.text('Not Found', 404)
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType })
  }
}
