/**
 * The visitor's address, read where requests enter (rate limits per address). The domain receives
 * the address as a value (a visitor's `clientAddress`), never the request.
 */

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
