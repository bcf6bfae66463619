import {
  type AddressProvider,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  RESORT_BBOX_LV95,
  SUGGESTION_LIMIT,
  withinResort,
} from './types'

export const GEOADMIN_SEARCH_URL = 'https://api3.geo.admin.ch/rest/services/api/SearchServer'

export type GeoAdminOptions = {
  /** Injected in tests: the real service is never called by them. */
  fetch?: typeof fetch
  url?: string
  timeoutMs?: number
  /** Told about a failed call (the visitor just gets no suggestion). */
  onError?: (error: unknown) => void
}

/** geo.admin.ch labels carry HTML ("Rue Centrale 12 <b>3963 Crans-Montana</b>"): plain text. */
export function stripTags(label: string): string {
  return label
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The address search URL: Swiss addresses only, within the resort box in LV95 (sr=2056). */
export function searchUrl(query: string, locale: string, base = GEOADMIN_SEARCH_URL): string {
  const params = new URLSearchParams({
    type: 'locations',
    origins: 'address',
    sr: '2056',
    bbox: RESORT_BBOX_LV95,
    searchText: query,
    limit: String(SUGGESTION_LIMIT),
    lang: locale === 'en' ? 'en' : 'fr',
  })
  return `${base}?${params.toString()}`
}

type SearchResult = { attrs?: { label?: unknown; lat?: unknown; lon?: unknown } }

/**
 * The production provider: geo.admin.ch SearchServer (type=locations, origins=address). The box
 * is asked for and enforced again on the answer's coordinates (strict bounds). A slow or failed
 * call gives no suggestion rather than an error.
 */
export function createGeoAdminProvider(options: GeoAdminOptions = {}): AddressProvider {
  const request = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? 3_000
  return {
    async suggest(query: string, locale: string) {
      const text = query.trim().slice(0, MAX_QUERY_LENGTH)
      if (text.length < MIN_QUERY_LENGTH) return []
      try {
        const response = await request(searchUrl(text, locale, options.url), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) throw new Error(`geo.admin.ch answered ${response.status}`)
        const body = (await response.json()) as { results?: unknown }
        const results = Array.isArray(body.results) ? (body.results as SearchResult[]) : []
        const labels: string[] = []
        for (const result of results) {
          const { label, lat, lon } = result?.attrs ?? {}
          if (typeof label !== 'string') continue
          if (typeof lat === 'number' && typeof lon === 'number' && !withinResort(lat, lon)) continue
          const plain = stripTags(label)
          if (plain && !labels.includes(plain)) labels.push(plain)
        }
        return labels.slice(0, SUGGESTION_LIMIT)
      } catch (error) {
        options.onError?.(error)
        return []
      }
    },
  }
}
