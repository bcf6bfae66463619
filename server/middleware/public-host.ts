import type { MiddlewareHandler } from 'hono'

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

export type Navigation = { method: string; host: string | undefined; secFetchMode: string | undefined; pathAndQuery: string }

/**
 * Where a browser's page request must go instead, or null. A site on this machine (PUBLIC_URL
 * http://localhost:3000, the default) opened under another loopback name of the same port
 * (http://127.0.0.1:3000) is sent to PUBLIC_URL: cookies belong to one host name, and the payment
 * page returns to PUBLIC_URL, where the cart made under the other name would not be the visitor's
 * (a 404 instead of the order; docs/decisions/044). Only page navigations of a browser
 * (Sec-Fetch-Mode: navigate), never calls, forms or other clients; never a site on a public name.
 */
export function publicHostRedirect(publicUrl: string, request: Navigation): string | null {
  const site = new URL(publicUrl)
  if (!LOOPBACK_NAMES.has(site.hostname)) return null
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.secFetchMode !== 'navigate') return null
  if (!request.host || !URL.canParse(`http://${request.host}`)) return null
  const asked = new URL(`http://${request.host}`)
  if (asked.hostname === site.hostname || !LOOPBACK_NAMES.has(asked.hostname)) return null
  // The server speaks plain HTTP: a Host without a port is port 80.
  if ((asked.port || '80') !== (site.port || (site.protocol === 'https:' ? '443' : '80'))) return null
  return `${site.origin}${request.pathAndQuery}`
}

/** Sends such a page request to the public address (307, never cached: PUBLIC_URL may change). */
export function samePublicHost(publicUrl: string): MiddlewareHandler {
  if (!LOOPBACK_NAMES.has(new URL(publicUrl).hostname)) return (_c, next) => next()
  return async (c, next) => {
    const url = new URL(c.req.url)
    const location = publicHostRedirect(publicUrl, {
      method: c.req.method,
      host: c.req.header('host'),
      secFetchMode: c.req.header('sec-fetch-mode'),
      pathAndQuery: url.pathname + url.search,
    })
    if (!location) return next()
    return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } })
  }
}
