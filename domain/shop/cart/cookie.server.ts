/**
 * The cart cookie: a random token in an httpOnly, SameSite=Lax cookie; the database keeps only its
 * SHA-256 (orders.session), so a leaked database cannot be replayed as someone's cart.
 */
import { createHash, randomBytes } from 'node:crypto'

export const CART_COOKIE = 'cart'
/** Thirty days: a cart outlives a browser restart, not a season. */
export const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** 256 random bits, base64url (43 characters). */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The cart token of a request's cookies, or null (a malformed value counts as none). */
export function readCartToken(request: Request): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== CART_COOKIE) continue
    const value = part.slice(index + 1).trim()
    return TOKEN.test(value) ? value : null
  }
  return null
}

export function cartCookie(token: string, secure: boolean): string {
  return `${CART_COOKIE}=${token}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function clearCartCookie(secure: boolean): string {
  return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
