/**
 * The cart cookie: the token of the visitor's cart (domain/shop/cart/session.server.ts) in an
 * httpOnly, SameSite=Lax cookie, Secure when PUBLIC_URL is https. Reading and setting it is the
 * server's job; the domain knows carts by the token's hash only.
 */
export const CART_COOKIE = 'cart'
/** Thirty days: a cart outlives a browser restart, not a season. */
export const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60

const TOKEN = /^[A-Za-z0-9_-]{43}$/

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

/** The Set-Cookie value of a cart a command just created (`newCartToken`), or undefined. */
export function newCartCookie(outcome: { ok: boolean; newCartToken?: string }, secure: boolean): string | undefined {
  return outcome.ok && outcome.newCartToken ? cartCookie(outcome.newCartToken, secure) : undefined
}
