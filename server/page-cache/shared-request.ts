import { ACCESS_COOKIE, FLASH_COOKIE, LOGGED_COOKIE, REFRESH_COOKIE } from '../auth/cookies'
import { CART_COOKIE } from '../shop/cart-cookie'

/** The site's cookies that make a page someone's own: their cart, their session, a message for them. */
const PERSONAL_COOKIES = new Set([CART_COOKIE, ACCESS_COOKIE, REFRESH_COOKIE, LOGGED_COOKIE, FLASH_COOKIE])

/** Addresses that are never pages: calls, files and the payment pages. */
const NOT_PAGES = /^\/(shop\/api|api|aio|payment|media|assets|dev)(\/|$)/

/**
 * Whether a request asks for a page that is the same for every visitor who sends it: a GET or HEAD
 * of a page, without any of the site's personal cookies (other cookies, the consent choice or the
 * language, change nothing in the HTML) and without a bearer token.
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.has('authorization')) return false
  if (NOT_PAGES.test(new URL(request.url).pathname)) return false
  const cookies = request.headers.get('cookie')
  if (!cookies) return true
  return cookies.split(';').every((part) => !PERSONAL_COOKIES.has(part.split('=')[0].trim()))
}

/**
 * Whether a rendered answer may be kept and given to others: a whole HTML page (200), no cookie set
 * for this visitor, and no `private` or `no-store` from the page (the root sets them as soon as a
 * cart or an account shows).
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
