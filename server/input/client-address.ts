/**
 * The visitor's address, read where requests enter (rate limits per address). The domain receives
 * the address as a value (a visitor's `clientAddress`), never the request.
 */
import net from 'node:net'

/**
 * The header server/index.ts sets on every request to the socket's peer address (a value a client
 * sends under that name is replaced, never trusted).
 */
export const PEER_ADDRESS_HEADER = 'x-agency-peer-address'

/**
 * Which proxies in front of the server are trusted to append the address they received from to
 * X-Forwarded-For (TRUST_PROXY): none, a number of hops (the nearest first), or the proxies' own
 * addresses and ranges.
 */
export type ProxyTrust = { hops: number } | { proxies: net.BlockList; described: string }

export const NO_PROXY: ProxyTrust = { hops: 0 }

export class TrustProxyError extends Error {}

/**
 * TRUST_PROXY: `false`, `true` (one hop, the load balancer the server sees), a number of hops
 * (`2`: a CDN, then a load balancer), or a comma-separated list of the proxies' addresses and CIDR
 * ranges (`10.0.0.0/8, 2001:db8::/32`). Throws a TrustProxyError saying what is wrong.
 */
export function parseTrustProxy(value: string): ProxyTrust {
  const text = value.trim()
  if (text === 'false' || text === '0') return NO_PROXY
  if (text === 'true') return { hops: 1 }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 20) throw new TrustProxyError('a number of hops of 20 at most')
    return { hops }
  }
  const proxies = new net.BlockList()
  for (const entry of text.split(',').map((s) => s.trim())) {
    const [address, bits, extra] = entry.split('/')
    const family = net.isIP(address)
    const prefix = bits === undefined ? null : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN
    const max = family === 6 ? 128 : 32
    if (family === 0 || extra !== undefined || Number.isNaN(prefix) || (prefix !== null && prefix > max)) {
      throw new TrustProxyError(`"${entry}" is not an address or a CIDR range (e.g. 10.0.0.0/8)`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === null) proxies.addAddress(address, type)
    else proxies.addSubnet(address, prefix, type)
  }
  return { proxies, described: text }
}

/**
 * The visitor's address: the peer of the connection, or, behind trusted proxies, the address the
 * nearest untrusted hop was seen from. X-Forwarded-For is read from the right (each proxy appends the
 * address it received from): with a number of hops, the entry that many hops away; with a list,
 * the first address, from the right, that is not one of the proxies. What a client writes in the
 * header itself is never reached while the proxies in front of it are trusted.
 */
export function clientAddress(request: Request, options: { trustProxy: ProxyTrust }): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER) ?? 'unknown'
  const trust = options.trustProxy
  if ('hops' in trust && trust.hops === 0) return peer
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(bareAddress)
    .filter(Boolean)
  if ('hops' in trust) {
    // The peer is the first hop; with fewer entries than hops the request came by a shorter way.
    return forwarded.length === 0 ? peer : forwarded[Math.max(0, forwarded.length - trust.hops)]
  }
  let address = peer
  for (let i = forwarded.length - 1; i >= 0 && isTrusted(trust.proxies, address); i--) address = forwarded[i]
  return address
}

function isTrusted(proxies: net.BlockList, address: string): boolean {
  const family = net.isIP(address)
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** An X-Forwarded-For entry without the port or brackets some proxies add ("[2001:db8::1]:443", "203.0.113.7:5120"). */
function bareAddress(entry: string): string {
  const text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) return bracketed[1]
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)
  return withPort ? withPort[1] : text
}
