/**
 * A cart's session: the visitor holds a random token (in the cart cookie, server/shop/cart-cookie.ts);
 * the database keeps only its SHA-256 (orders.session), so a leaked database cannot be replayed as
 * someone's cart. The domain draws the token of a new cart and knows carts by the hash alone.
 */
import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, base64url (43 characters). */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
