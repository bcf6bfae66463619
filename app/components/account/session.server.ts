import { redirect } from 'react-router'
import { accountMessage, isAccountMessageCode, isSuccessCode, statusTimeout, type AccountMessageCode } from '../../../domain/accounts/messages'
import { ACCOUNT_PATHS } from '../../../domain/accounts/paths'
import { sameSitePath } from '../../../domain/navigation/same-site-path'
import { clearedFlashCookie, decodeCookieValue, FLASH_COOKIE, flashCookie, readCookie } from '../../../server/auth/cookies'
import { type SessionUser, userFromRequest } from '../../../server/auth/identity.server'
import type { AppContext, PageContext } from '../../../server/context'
import { type Locale, stripLocale } from '../../i18n/config'
import { localized } from '../../lib/request-locale.server'

/**
 * The status shown once on the next page, from the flash cookie an action set, written here in the
 * page's language: the browser gets the words of one status, not the table of them all.
 */
export type Flash = { code: AccountMessageCode; at: number; message: string; status: 'success' | 'error'; timeout: number | null }

/**
 * The status to show once, from the flash cookie an action set (the cookie is cleared once read). A
 * request carrying it never gets a kept page (server/page-cache/shared-request.ts).
 */
export function rootFlash(request: Request, context: AppContext, locale: Locale): { flash: Flash | null; setCookie: string | null } {
  const raw = readCookie(request.headers.get('cookie'), FLASH_COOKIE)
  if (raw === undefined) return { flash: null, setCookie: null }
  // An unreadable value (a malformed escape) is no status: the cookie is cleared all the same.
  const code = decodeCookieValue(raw)
  return {
    flash:
      code !== undefined && isAccountMessageCode(code)
        ? { code, at: Date.now(), message: accountMessage(code, locale), status: isSuccessCode(code) ? 'success' : 'error', timeout: statusTimeout(code) }
        : null,
    setCookie: clearedFlashCookie({ secure: context.auth.secureCookies }),
  }
}

export function flashHeader(code: AccountMessageCode, context: AppContext): string {
  return flashCookie(code, { secure: context.auth.secureCookies })
}

/** The login page in the request's language, with the page to come back to. */
export function loginPath(request: Request, destination?: string | null, reason?: string | null): string {
  const params = new URLSearchParams()
  if (destination) params.set('destination', destination)
  if (reason) params.set('reason', reason)
  const query = params.toString()
  return `${localized(ACCOUNT_PATHS.login, request)}${query ? `?${query}` : ''}`
}

/**
 * The signed-in user of a protected page, or a redirect to the login page that brings the person
 * back here afterwards (SPEC §6), and says why when the session could not be renewed (SPEC §8).
 */
export async function requireAccount(request: Request, context: AppContext & Pick<PageContext, 'sessionLost'>): Promise<SessionUser> {
  const user = await userFromRequest(request, context)
  if (user) return user
  const url = new URL(request.url)
  throw redirect(loginPath(request, url.pathname + url.search, context.sessionLost))
}

/**
 * Where a login sends the person: the destination asked (?destination=), else the page the login
 * panel was opened on, else home. Never the login page itself, never another site.
 */
export function afterLoginPath(request: Request, destination: unknown, from: unknown): string {
  for (const candidate of [destination, from]) {
    const path = sameSitePath(candidate)
    if (path && stripLocale(new URL(path, 'http://x').pathname) !== ACCOUNT_PATHS.login) return path
  }
  return localized('/', request)
}

export const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' } as const
