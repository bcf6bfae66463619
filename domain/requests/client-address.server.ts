import { createHash } from 'node:crypto'

/**
 * The header server/index.ts sets on every request to the socket's peer address (a value a client
 * sends under that name is replaced, never trusted).
 */
export const PEER_ADDRESS_HEADER = 'x-agency-peer-address'

/**
 * The visitor's address: the peer of the connection, or, behind a trusted reverse proxy
 * (TRUST_PROXY), the last address the proxy appended to X-Forwarded-For.
 */
export function clientAddress(request: Request, options: { trustProxy: boolean }): string {
  if (options.trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
    const last = forwarded?.[forwarded.length - 1]
    if (last) return last
  }
  return request.headers.get(PEER_ADDRESS_HEADER) ?? 'unknown'
}

/** A pseudonym of an address for counting and storage: the address itself is never written. */
export function hashAddress(address: string): string {
  const normalised = address.replace(/^::ffff:/, '').toLowerCase()
  return createHash('sha256').update(`crans-montana-agency/requests/${normalised}`).digest('hex').slice(0, 32)
}
