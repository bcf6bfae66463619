/**
 * The signature of a provider's notification, in Datatrans' format (docs/decisions/022): a header
 * `t=<unix ms>,s0=<hex HMAC-SHA256 of (t + raw body)>`. Datatrans signs its webhooks this way
 * (`Datatrans-Signature`) and the built-in test provider copies it (`X-Test-Signature`), so one
 * implementation signs and checks both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** A notification signed longer ago than this is refused: a replay, or a clock far off. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'stale'; message: string }

/** Hex HMAC-SHA256 of the timestamp's text followed by the body's UTF-8 bytes. */
export function signPayload(key: Uint8Array, timestamp: string, rawBody: string): string {
  return createHmac('sha256', key).update(timestamp, 'utf8').update(rawBody, 'utf8').digest('hex')
}

/** The header value for a body sent at `now` (milliseconds since 1970). */
export function signatureHeader(key: Uint8Array, rawBody: string, now: number = Date.now()): string {
  const timestamp = String(Math.trunc(now))
  return `t=${timestamp},s0=${signPayload(key, timestamp, rawBody)}`
}

/** "t=…,s0=…" as its two parts; null for anything else (a missing part, a repeated one, junk). */
function readHeader(header: string): { t: string; s0: string } | null {
  const parts = new Map<string, string>()
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=')
    if (at <= 0) return null
    const name = piece.slice(0, at).trim()
    if (parts.has(name)) return null
    parts.set(name, piece.slice(at + 1).trim())
  }
  const t = parts.get('t')
  const s0 = parts.get('s0')
  if (!t || !s0 || !/^\d{1,16}$/.test(t) || !/^[0-9a-fA-F]{64}$/.test(s0)) return null
  return { t, s0: s0.toLowerCase() }
}

/**
 * Checks a signature header against the exact body received: well formed, signed with `key`
 * (compared in constant time), and no older — nor further in the future — than `maxAgeMs`.
 */
export function checkSignature(
  header: string | null,
  rawBody: string,
  key: Uint8Array,
  now: number,
  maxAgeMs: number = SIGNATURE_MAX_AGE_MS,
): SignatureCheck {
  const read = header === null ? null : readHeader(header)
  if (!read) return { ok: false, reason: 'malformed', message: 'The signature header is missing or is not t=<timestamp>,s0=<hex>' }
  const expected = Buffer.from(signPayload(key, read.t, rawBody), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(read.s0, 'hex'))) {
    return { ok: false, reason: 'bad_signature', message: 'The signature does not match the body' }
  }
  const timestamp = Number(read.t)
  if (Math.abs(now - timestamp) > maxAgeMs) {
    return { ok: false, reason: 'stale', message: `The signature is dated ${new Date(timestamp).toISOString()}, too far from now` }
  }
  return { ok: true, timestamp }
}

/** A key given in hex (Datatrans' HMAC key, TEST_PAYMENT_HMAC_KEY) as its bytes. */
export function hexKey(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new RangeError('An HMAC key must be given in hex')
  return new Uint8Array(Buffer.from(hex, 'hex'))
}
