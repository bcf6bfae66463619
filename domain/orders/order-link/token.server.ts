/**
 * The signed link of an order (docs/decisions/039): the third way to be shown an order, besides its
 * account and the browser whose cart it was (DESIGN §3). The token is the last day it is valid and
 * an HMAC-SHA256 of the order number and that day under the server's secret (AUTH_SECRET, shared by
 * every instance), so it needs nothing stored, works on every instance, and cannot be made for
 * another order or another day without the secret. The number alone never opens anything.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** 192 bits of the HMAC, in base64url: out of reach of guessing, short enough for a link. */
const MAC_LENGTH = 32
const TOKEN = /^(\d{4})(\d{2})(\d{2})-([A-Za-z0-9_-]{32})$/

export type OrderLinkCheck = { ok: true; expiresOn: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; expiredOn: string }

function mac(secret: Uint8Array, number: string, expiresOn: string): string {
  // The purpose first, so this MAC can never stand for another signature made with the same secret.
  return createHmac('sha256', secret).update(`order-link\0${number}\0${expiresOn}`).digest('base64url').slice(0, MAC_LENGTH)
}

/** The token of the order `number`, valid through `expiresOn` (ISO date): "20270315-…". */
export function orderLinkToken(secret: Uint8Array, number: string, expiresOn: string): string {
  return `${expiresOn.replaceAll('-', '')}-${mac(secret, number, expiresOn)}`
}

/**
 * Whether `token` opens the order `number` on `today` (ISO date, Europe/Zurich). A token that is
 * not one, was made for another order or another day, or under another secret is `invalid`; a
 * genuine one past its day is `expired` (its day can then be told, as it is the one we signed).
 */
export function checkOrderLink(secret: Uint8Array, number: string, token: unknown, today: string): OrderLinkCheck {
  const parts = typeof token === 'string' ? TOKEN.exec(token) : null
  if (!parts) return { ok: false, reason: 'invalid' }
  const expiresOn = `${parts[1]}-${parts[2]}-${parts[3]}`
  const expected = Buffer.from(mac(secret, number, expiresOn))
  const given = Buffer.from(parts[4] as string)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  return expiresOn < today ? { ok: false, reason: 'expired', expiredOn: expiresOn } : { ok: true, expiresOn }
}
