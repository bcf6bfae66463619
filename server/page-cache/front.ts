import type { Context, MiddlewareHandler } from 'hono'
import type { AppContext } from '../context'
import type { AppEnv } from '../env'
import { localeCookieFor } from '../middleware/locale-cookie'
import { requestIdOf } from '../middleware/request-log'
import { contentSecurityPolicy, hardeningHeaders } from '../middleware/security'

/**
 * Kept pages and calls are answered before any other middleware runs (decision 025): they need no
 * session, no body check (their address was checked when they were kept) and no nonce. Each answer
 * is one Response built whole, with the headers the other middlewares would have added (hardening,
 * request id, the visitor's language cookie) and one log line: adding headers to an answer already
 * made would copy its body into a stream, which costs more than the rest of the answer.
 */
export function keptAnswersFirst(kept: (c: Context<AppEnv>) => Response | null, context: Pick<AppContext, 'settings' | 'log' | 'auth'>): MiddlewareHandler<AppEnv> {
  const hardening = hardeningHeaders(context.settings)
  // A call has no inline script: its policy names none.
  const callPolicy = contentSecurityPolicy(context.settings, { hashes: [] })
  return async (c, next) => {
    const started = performance.now()
    const response = kept(c)
    if (!response) return next()
    const requestId = requestIdOf(c.req.raw)
    const headers = response.headers
    for (const [name, value] of hardening) headers.set(name, value)
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', callPolicy)
    headers.set('x-request-id', requestId)
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      const cookie = localeCookieFor(c.req.raw, context.auth.secureCookies)
      if (cookie) headers.append('set-cookie', cookie)
    }
    const ms = Math.round((performance.now() - started) * 10) / 10
    context.log.info({ requestId, method: c.req.method, path: c.req.path, status: response.status, ms, cache: 'hit' }, 'request')
    return response
  }
}
