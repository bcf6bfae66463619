import type { Context, MiddlewareHandler } from 'hono'
import { catalogueError, contentError, shopError } from '../api/errors'
import type { AppEnv } from '../env'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Paths whose state-changing calls come from other servers, not from a visitor's browser, and prove
 * who sent them by themselves: their handler checks an HMAC signature before anything else. They are
 * the only exception to the same-site check; a path goes on this list together with that check.
 * "/x/*" is every path under /x/.
 */
export const SIGNED_CALL_PATHS: readonly string[] = ['/payment/notify/*']

export type SameSiteRefusal = 'FORBIDDEN_ORIGIN' | 'MALFORMED_ORIGIN'
export type SameSiteVerdict = 'allowed' | SameSiteRefusal

const MESSAGES: Record<SameSiteRefusal, Record<'fr' | 'en', string>> = {
  FORBIDDEN_ORIGIN: {
    fr: "Requête refusée : elle ne vient pas d'une page de ce site.",
    en: 'Request refused: it does not come from a page of this site.',
  },
  MALFORMED_ORIGIN: {
    fr: "Requête refusée : l'en-tête Origin ou Referer n'est pas une adresse valable.",
    en: 'Request refused: its Origin or Referer header is not a valid address.',
  },
}

/**
 * A state-changing request (POST, PUT, PATCH, DELETE) must come from this site's own pages, else
 * 403 (login CSRF, cart changes from another site). Applied once, to every path but SIGNED_CALL_PATHS.
 */
export function sameSite(publicUrl: string, exempt: readonly string[] = SIGNED_CALL_PATHS): MiddlewareHandler<AppEnv> {
  const own = new URL(publicUrl).origin
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || isExempt(c.req.path, exempt)) return next()
    const origin = c.req.header('origin')
    const referer = c.req.header('referer')
    const verdict = sameSiteVerdict({ origin, referer, host: c.req.header('host') }, own)
    if (verdict === 'allowed') return next()
    c.get('log')?.warn({ origin, referer, verdict }, 'state-changing request from another site refused')
    return refuse(c, verdict)
  }
}

/**
 * The verdict on a request's headers (OWASP's order): the Origin when the browser sent one, else the
 * Referer; a request with neither comes from no browser page (a server, a script) and is allowed.
 *
 * "Ours" is the configured public origin, or an origin whose host is the request's Host header: the
 * browser writes both, so a page of another site cannot make them agree, and the site still works
 * when it is opened under another name than PUBLIC_URL (127.0.0.1, a LAN address). `Origin: null`
 * (sandboxed frames, data: pages, redirects across sites) is never ours.
 */
export function sameSiteVerdict(headers: { origin?: string; referer?: string; host?: string }, own: string): SameSiteVerdict {
  const claimed = headers.origin ?? headers.referer
  if (claimed === undefined) return 'allowed'
  if (claimed === 'null') return 'FORBIDDEN_ORIGIN'
  const origin = headers.origin !== undefined ? exactOrigin(claimed) : refererOrigin(claimed)
  if (origin === null) return 'MALFORMED_ORIGIN'
  const host = headers.host?.toLowerCase()
  return origin === own || (host !== undefined && new URL(origin).host === host) ? 'allowed' : 'FORBIDDEN_ORIGIN'
}

/** An Origin header is an origin exactly as browsers serialise it ("https://host[:port]"), nothing else. */
function exactOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null
  const url = new URL(value)
  return isWeb(url) && url.origin === value ? url.origin : null
}

function refererOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null
  const url = new URL(value)
  return isWeb(url) ? url.origin : null
}

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

export function isExempt(path: string, exempt: readonly string[]): boolean {
  return exempt.some((pattern) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern))
}

/** The refusal in the shape of the API family asked (DESIGN §1), in the visitor's language. */
function refuse(c: Context<AppEnv>, code: SameSiteRefusal) {
  const path = c.req.path
  const locale = c.req.query('locale') === 'en' || /^\/en(\/|$)/.test(path) ? 'en' : 'fr'
  const message = MESSAGES[code][locale]
  if (path === '/api' || path.startsWith('/api/')) return catalogueError(c, 403, message)
  if (path === '/aio' || path.startsWith('/aio/')) return contentError(c, 403, message)
  return shopError(c, 403, code, message)
}
