/**
 * The session cookies (DESIGN §3): XAT holds the access token and XRT the refresh token, both
 * httpOnly; `logged` is readable by scripts and only says that a session exists. All are SameSite=Lax
 * and Secure when the site is served over https. With "remember me" they last as long as the refresh
 * token; otherwise they are session cookies, gone when the browser closes.
 */
export const ACCESS_COOKIE = 'XAT'
export const REFRESH_COOKIE = 'XRT'
export const LOGGED_COOKIE = 'logged'
/** A status to show once on the next page (a code of domain/accounts/messages.ts). */
export const FLASH_COOKIE = 'flash'

export type CookieOptions = { secure: boolean }

type SessionCookies = {
  accessToken: string
  /** null: keep the refresh cookie the browser has (a refresh in its grace window). */
  refreshToken: string | null
  stayLogged: boolean
  refreshExpiresAt: Date
}

function cookie(name: string, value: string, options: CookieOptions & { httpOnly: boolean; maxAge?: number }): string {
  const parts = [`${name}=${value}`, 'Path=/', 'SameSite=Lax']
  if (options.httpOnly) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`)
  return parts.join('; ')
}

/** Set-Cookie values of a session just opened or refreshed. */
export function sessionCookies(session: SessionCookies, options: CookieOptions, now = new Date()): string[] {
  const maxAge = session.stayLogged ? (session.refreshExpiresAt.getTime() - now.getTime()) / 1000 : undefined
  const list = [cookie(ACCESS_COOKIE, session.accessToken, { ...options, httpOnly: true, maxAge })]
  if (session.refreshToken) list.push(cookie(REFRESH_COOKIE, session.refreshToken, { ...options, httpOnly: true, maxAge }))
  list.push(cookie(LOGGED_COOKIE, '1', { ...options, httpOnly: false, maxAge }))
  return list
}

/** Set-Cookie values that only replace the access token (e.g. after the names changed). */
export function accessCookie(accessToken: string, stayLoggedMaxAge: number | undefined, options: CookieOptions): string {
  return cookie(ACCESS_COOKIE, accessToken, { ...options, httpOnly: true, maxAge: stayLoggedMaxAge })
}

/** Set-Cookie values that end the session in the browser. */
export function clearedSessionCookies(options: CookieOptions): string[] {
  return [
    cookie(ACCESS_COOKIE, '', { ...options, httpOnly: true, maxAge: 0 }),
    cookie(REFRESH_COOKIE, '', { ...options, httpOnly: true, maxAge: 0 }),
    cookie(LOGGED_COOKIE, '', { ...options, httpOnly: false, maxAge: 0 }),
  ]
}

export function flashCookie(code: string, options: CookieOptions): string {
  return cookie(FLASH_COOKIE, encodeURIComponent(code), { ...options, httpOnly: true, maxAge: 120 })
}

export function clearedFlashCookie(options: CookieOptions): string {
  return cookie(FLASH_COOKIE, '', { ...options, httpOnly: true, maxAge: 0 })
}

/**
 * A cookie value as text: percent escapes decoded; undefined when it cannot be read (bytes outside
 * printable ASCII, an escape that is malformed or not UTF-8, a control character once decoded). An
 * unreadable value of one of our cookies is treated as absent, never as an error.
 */
export function decodeCookieValue(value: string): string | undefined {
  if (!/^[\x20-\x7e]*$/.test(value)) return undefined
  let text: string
  try {
    text = value.includes('%') ? decodeURIComponent(value) : value
  } catch {
    return undefined
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(text) ? undefined : text
}

/** A cookie of a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/** A Cookie header with some cookies replaced (value) or removed (null). */
export function withCookies(header: string | null | undefined, changes: Record<string, string | null>): string {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !Object.hasOwn(changes, part.slice(0, Math.max(0, part.indexOf('='))).trim()))
  for (const [name, value] of Object.entries(changes)) if (value !== null) kept.push(`${name}=${value}`)
  return kept.join('; ')
}
