import net from 'node:net'

/**
 * Who a fair share belongs to (decision 047): an IPv4 address, or an IPv6 /64 (the block one
 * household or server is given: its addresses are one client). This machine itself (127.0.0.1,
 * ::1) has no share of its own, as in most rate limiters: it is the operator, a health check, a
 * benchmark or a front that does not say whom it forwards (TRUST_PROXY); it still takes its turn
 * for the slots. Anything that is not an address is one client, "unknown".
 */
export function clientKey(address: string): string | null {
  const bare = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address
  if (bare === '127.0.0.1' || bare === '::1') return null
  if (net.isIPv4(bare)) return bare
  if (!net.isIPv6(bare)) return 'unknown'
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, written out ("2001:db8::1" → 2001, db8, 0, 0, 0, 0, 0, 1). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms) counts as two groups; only the first four matter here.
  const missing = 8 - left.length - right.length - right.filter((g) => g.includes('.')).length
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right]
  return groups.map((g) => (g.includes('.') ? g : (Number.parseInt(g, 16) || 0).toString(16)))
}
