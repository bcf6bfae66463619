import { decodeCookieValue } from '../auth/cookies'

/**
 * The Cookie header without the cookies whose value cannot be read (server/auth/cookies.ts
 * decodeCookieValue): every reader after the boundary then sees an unreadable cookie as absent.
 * Null when nothing had to be dropped.
 */
export function withoutUnreadableCookies(header: string): string | null {
  const parts = header.split(';')
  const kept = parts.filter((part) => {
    const at = part.indexOf('=')
    return at < 0 || decodeCookieValue(part.slice(at + 1).trim()) !== undefined
  })
  return kept.length === parts.length ? null : kept.map((part) => part.trim()).join('; ')
}
