import { FLASH_COOKIE } from '../auth/cookies'

/** Addresses that are never shared pages: calls, files, the payment pages and the back office. */
const NOT_PAGES = /^\/(shop\/api|api|aio|payment|media|assets|dev|((fr|en)\/)?admin)([/.]|$)/

/**
 * React Router's own requests of the browser: route discovery (`/__manifest?paths=…&version=…`) and
 * a page's data (`….data?_routes=…`). Never kept (not HTML), and never to be rewritten to a page's
 * clean address: without its query, discovery answers "reload the document" and every form post or
 * link to an undiscovered page becomes a plain reload.
 */
const ROUTER_REQUEST = /^\/__manifest$|\.data$/

/**
 * Whether a request may be answered with a kept page: a GET or HEAD of a page, without a bearer
 * token and without a message waiting for this visitor (the flash cookie, read and cleared by the
 * next render). A cart or a session changes nothing in a kept page: the pages that show them read
 * the visitor, which makes them private and never kept, and the header's cart and account are filled
 * in the browser (app/lib/visitor.tsx).
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.has('authorization')) return false
  const { pathname } = new URL(request.url)
  if (NOT_PAGES.test(pathname) || ROUTER_REQUEST.test(pathname)) return false
  const cookies = request.headers.get('cookie')
  if (!cookies) return true
  return cookies.split(';').every((part) => part.split('=')[0].trim() !== FLASH_COOKIE)
}

/**
 * Whether a rendered answer may be kept and given to others: a whole HTML page (200), no cookie set
 * for this visitor, and no `private` or `no-store` (set on every page whose render read the visitor).
 */
export function isShareableAnswer(response: Response): boolean {
  if (response.status !== 200) return false
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false
  if (response.headers.has('set-cookie')) return false
  const cacheControl = response.headers.get('cache-control') ?? ''
  return !/\b(private|no-store)\b/.test(cacheControl)
}

/** Catalogue and content calls: the same for everyone who asks (they read no cookie and no session). */
const SHARED_CALLS = /^\/(api|aio)\//

/** Whether a call may be answered from the kept answers: a GET or HEAD of the catalogue or content API. */
export function isSharedCallRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  return SHARED_CALLS.test(new URL(request.url).pathname)
}

/**
 * Whether a call's answer may be kept in the server's memory: a 200 JSON answer that sets no cookie.
 * (Its `no-store` is for caches in front of the site and browsers, and stays on the kept answer.)
 */
export function isShareableCallAnswer(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false
  return (response.headers.get('content-type') ?? '').startsWith('application/json')
}
