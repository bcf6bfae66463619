import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import type { AppEnv } from '../env'

/** The client's X-Request-Id when it is a sane one, else a new id. */
export function requestIdOf(request: Request): string {
  const incoming = request.headers.get('x-request-id')
  return incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
}

/** One structured log line per request, with a request id also sent back to the client. */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdOf(c.req.raw)
    const child = log.child({ requestId })
    c.set('requestId', requestId)
    c.set('log', child)
    try {
      await next()
    } finally {
      c.header('X-Request-Id', requestId)
      const status = c.res.status
      const line = {
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }
      if (status >= 500) child.error(line, 'request failed')
      else child.info(line, 'request')
    }
  }
}
