import type { MiddlewareHandler } from 'hono'
import { localeOfPath } from '../../domain/i18n/locales'
import type { AppEnv } from '../env'

export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * Remembers the language of the last page seen (the `locale` cookie) on every HTML page. Set here,
 * around the page cache, so that a kept page never carries one visitor's cookie to another.
 */
export function localeCookie(secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return
    const cookie = localeCookieFor(c.req.raw, secure)
    if (cookie) c.header('Set-Cookie', cookie, { append: true })
  }
}

/** The `locale` cookie an HTML page of this request sets, or null when the visitor has it already. */
export function localeCookieFor(request: Request, secure: boolean): string | null {
  const locale = localeOfPath(new URL(request.url).pathname)
  if (request.headers.get('cookie')?.split(';').some((part) => part.trim() === `${LOCALE_COOKIE}=${locale}`)) return null
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}
