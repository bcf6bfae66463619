import { KNOWN_ADDRESSES, type KnownAddress } from './addresses'
import { type AddressProvider, MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, SUGGESTION_LIMIT, withinResort } from './types'

/** Lower case, accents and punctuation dropped: "Route d’Icogne 7," → "route d icogne 7". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * The embedded provider: suggestions from the addresses the app knows, only those inside the
 * resort's box (strict bounds). Every word typed must begin a word of the address (in any order);
 * addresses whose first word matches come first.
 */
export function createEmbeddedProvider(addresses: readonly KnownAddress[] = KNOWN_ADDRESSES): AddressProvider {
  const known = addresses
    .filter((a) => withinResort(a.latitude, a.longitude))
    .map((a) => ({ label: a.label, words: searchKey(a.label).split(' ') }))
  return {
    async suggest(query: string) {
      const key = searchKey(query.slice(0, MAX_QUERY_LENGTH))
      if (key.replace(/ /g, '').length < MIN_QUERY_LENGTH) return []
      const typed = key.split(' ')
      const matches = known.filter((a) => typed.every((t) => a.words.some((w) => w.startsWith(t))))
      const first = (a: (typeof known)[number]) => (a.words[0]?.startsWith(typed[0] ?? '') ? 0 : 1)
      return matches
        .map((a, i) => ({ a, i }))
        .sort((x, y) => first(x.a) - first(y.a) || x.i - y.i)
        .slice(0, SUGGESTION_LIMIT)
        .map(({ a }) => a.label)
    },
  }
}
