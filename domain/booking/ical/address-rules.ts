/**
 * Which network addresses an imported calendar may be fetched from. A feed is published by a
 * platform on the public Internet; an address typed by staff that points inside the agency's own
 * network (the server itself, a private network, a cloud's metadata service at 169.254.169.254) can
 * never be a feed, and fetching it would let the server read what only it can reach. Pure: the text
 * of an IP address in, the kind of range it lies in (or null for a public address) out.
 */

export type RefusedRange = 'loopback' | 'private' | 'link_local' | 'cgnat' | 'unique_local' | 'unspecified' | 'multicast' | 'reserved'

type Cidr = readonly [prefix: readonly number[], bits: number, range: RefusedRange]

/** IPv4 ranges, as their four bytes and prefix length. */
const IPV4_REFUSED: readonly Cidr[] = [
  [[0, 0, 0, 0], 8, 'unspecified'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'cgnat'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link_local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
]

/** IPv6 ranges, as eight 16-bit groups and prefix length (those carrying an IPv4 address apart). */
const IPV6_REFUSED: readonly Cidr[] = [
  [[0xfc00, 0, 0, 0, 0, 0, 0, 0], 7, 'unique_local'],
  [[0xfe80, 0, 0, 0, 0, 0, 0, 0], 10, 'link_local'],
  [[0xfec0, 0, 0, 0, 0, 0, 0, 0], 10, 'unique_local'],
  [[0xff00, 0, 0, 0, 0, 0, 0, 0], 8, 'multicast'],
]

function inRange(parts: readonly number[], prefix: readonly number[], bits: number, width: number): boolean {
  for (let i = 0; i < prefix.length && bits > 0; i++, bits -= width) {
    const mask = bits >= width ? (1 << width) - 1 : ((1 << width) - 1) & ~((1 << (width - bits)) - 1)
    if (((parts[i] as number) & mask) !== ((prefix[i] as number) & mask)) return false
  }
  return true
}

/** The four bytes of a dotted IPv4 address, or null. */
export function parseIPv4(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (!match) return null
  const bytes = match.slice(1).map(Number)
  return bytes.every((b) => b <= 255) ? bytes : null
}

/** The eight groups of an IPv6 address (brackets and zone allowed, an IPv4 tail too), or null. */
export function parseIPv6(text: string): number[] | null {
  let s = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '').toLowerCase()
  if (!s.includes(':')) return null
  const tail = /(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(s)
  if (tail) {
    const v4 = parseIPv4(tail[1] as string)
    if (!v4) return null
    s = `${s.slice(0, -(tail[1] as string).length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`
  }
  const halves = s.split('::')
  if (halves.length > 2) return null
  const groups = (half: string) => (half === '' ? [] : half.split(':'))
  const head = groups(halves[0] as string)
  const rest = halves.length === 2 ? groups(halves[1] as string) : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return all.map((g) => parseInt(g, 16))
}

function ipv4Range(bytes: readonly number[]): RefusedRange | null {
  if (bytes.every((b) => b === 255)) return 'reserved'
  return IPV4_REFUSED.find(([prefix, bits]) => inRange(bytes, prefix, bits, 8))?.[2] ?? null
}

const bytesOf = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff]

function ipv6Range(g: readonly number[]): RefusedRange | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  if (zeros(0, 8)) return 'unspecified'
  if (zeros(0, 7) && g[7] === 1) return 'loopback'
  // An IPv4 address in IPv6 clothes is judged as that IPv4 address: mapped (::ffff:a.b.c.d),
  // compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:a.b.c.d::).
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return ipv4Range(bytesOf(g[6]!, g[7]!))
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Range(bytesOf(g[6]!, g[7]!))
  if (g[0] === 0x2002) return ipv4Range(bytesOf(g[1]!, g[2]!))
  return IPV6_REFUSED.find(([prefix, bits]) => inRange(g, prefix, bits, 16))?.[2] ?? null
}

/** Whether the text is an IP address (IPv4 dotted, or IPv6 with or without brackets). */
export const isIpLiteral = (text: string): boolean => parseIPv4(text) !== null || parseIPv6(text) !== null

/**
 * The refused range an IP address lies in, or null when a feed may be fetched from it (a public
 * address, or not an IP address at all: a name, checked once resolved). `allowLoopback` lets the
 * server itself through (tests serving a feed on 127.0.0.1; ICAL_ALLOW_LOOPBACK), nothing else.
 */
export function refusedRange(address: string, options: { allowLoopback?: boolean } = {}): RefusedRange | null {
  const v4 = parseIPv4(address)
  const v6 = v4 ? null : parseIPv6(address)
  const range = v4 ? ipv4Range(v4) : v6 ? ipv6Range(v6) : null
  return range === 'loopback' && options.allowLoopback === true ? null : range
}
