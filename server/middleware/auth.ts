import type { Context, MiddlewareHandler } from 'hono'
import { verifyAccessToken } from '../../domain/accounts/access-token.server'
import { accountMessage } from '../../domain/accounts/messages'
import { refreshSession } from '../../domain/accounts/sessions.server'
import {
  ACCESS_COOKIE,
  clearedSessionCookies,
  LOGGED_COOKIE,
  readCookie,
  REFRESH_COOKIE,
  sessionCookies,
  withCookies,
} from '../auth/cookies'
import { verifyRequest } from '../auth/identity.server'
import type { AppEnv } from '../env'

/** Sets `c.var.user`: the user of a valid access token (XAT cookie or Bearer header), else null. */
export function sessionUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const verdict = await verifyRequest(c.req.raw, c.get('app'))
    c.set('user', verdict.ok ? verdict.user : null)
    await next()
  }
}

/**
 * Guards a shop API call: without a valid access token it answers 401 `{code, message}` with
 * JWT_NOT_FOUND (no token), JWT_EXPIRED or JWT_INVALID, which the browser client answers with a refresh.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')) return next()
  const verdict = await verifyRequest(c.req.raw, c.get('app'))
  if (verdict.ok) {
    c.set('user', verdict.user)
    return next()
  }
  const locale = c.req.query('locale') === 'en' ? 'en' : 'fr'
  c.header('WWW-Authenticate', `Bearer error="${verdict.code === 'JWT_NOT_FOUND' ? 'invalid_request' : 'invalid_token'}"`)
  return c.json({ code: verdict.code, message: accountMessage(verdict.code, locale) }, 401)
}

/**
 * A token this close to its end is refreshed before a page runs, so the page's own calls do not fail
 * (5 s, or a fifth of the lifetime when tokens live less than 25 s).
 */
const refreshMarginMs = (ttlSeconds: number) => Math.min(5_000, (ttlSeconds * 1000) / 5)

/**
 * The silent refresh of page requests, once per request before React Router runs: when the access
 * token is missing, expired or about to expire and a refresh cookie is there, the session is rotated,
 * the request's cookies are replaced so every loader and action sees the new access token, and the
 * response carries the new cookies. A refresh cookie that no longer works is cleared (the page then
 * renders signed out). Concurrent requests of one browser are handled by the grace window of
 * domain/accounts/sessions.server.ts.
 */
export function pageSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw
    const cookieHeader = request.headers.get('cookie')
    const refreshToken = readCookie(cookieHeader, REFRESH_COOKIE)
    if (!refreshToken) return next()
    const { auth, db, log } = c.get('app')
    const now = new Date()
    const current = await verifyAccessToken(auth, readCookie(cookieHeader, ACCESS_COOKIE), now)
    if (current.ok && current.expiresAt.getTime() - now.getTime() > refreshMarginMs(auth.accessTokenTtlSeconds)) return next()

    let setCookies: string[]
    let replacement: Record<string, string | null>
    try {
      const refreshed = await refreshSession(db, auth, refreshToken, now)
      if (refreshed.ok) {
        const { session } = refreshed
        setCookies = sessionCookies(session, { secure: auth.secureCookies }, now)
        replacement = {
          [ACCESS_COOKIE]: session.accessToken,
          ...(session.refreshToken ? { [REFRESH_COOKIE]: session.refreshToken } : {}),
        }
      } else {
        setCookies = clearedSessionCookies({ secure: auth.secureCookies })
        replacement = { [ACCESS_COOKIE]: null, [REFRESH_COOKIE]: null, [LOGGED_COOKIE]: null }
        c.set('sessionLost', refreshed.code)
      }
    } catch (error) {
      // The page still renders (signed out for this request); the next request tries again.
      log.error({ err: error }, 'silent session refresh failed')
      return next()
    }
    request.headers.set('cookie', withCookies(cookieHeader, replacement))
    await next()
    // A cookie the page set itself (login, logout, a new access token after a profile change) has
    // the last word; the others of the refresh still go out, or the browser would keep a used token.
    const own = new Set(c.res.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('='))))
    appendCookies(c, setCookies.filter((line) => !own.has(line.slice(0, line.indexOf('=')))))
  }
}

/** Adds Set-Cookie headers to the response, copying it first when its headers are immutable. */
function appendCookies(c: Context<AppEnv>, values: string[]): void {
  try {
    for (const value of values) c.res.headers.append('Set-Cookie', value)
  } catch {
    const copy = new Response(c.res.body, c.res)
    for (const value of values) copy.headers.append('Set-Cookie', value)
    c.res = copy
  }
}
