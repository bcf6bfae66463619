/**
 * What a search result is and where it leads. Browser-safe.
 */

/** Kinds of search results (the `types[]` filter of /aio/search). */
export const SEARCH_RESULT_TYPES = [
  'actualites',
  'emploi',
  'services',
  'packages',
  'page',
  'location',
  'annual_location',
  'sale',
] as const
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number]

/** Content types searched, as stored in `contents.type`. */
export const SEARCHED_CONTENT_TYPES = ['actualites', 'emploi', 'services', 'packages', 'page'] as const

export function isSearchResultType(value: unknown): value is SearchResultType {
  return typeof value === 'string' && (SEARCH_RESULT_TYPES as readonly string[]).includes(value)
}

export type SearchResult = {
  id: number
  type: SearchResultType
  title: string
  summary: string
  /** Path of the page in the app, with its language prefix (/en) when English. */
  url: string
  /** Relevance, higher first. */
  score: number
}

const SECTION: Record<SearchResultType, string> = {
  actualites: '/actualite',
  emploi: '/emplois',
  services: '/service',
  packages: '/page',
  page: '/page',
  location: '/location',
  annual_location: '/location/annuelle',
  sale: '/vente',
}

/**
 * The app path of a result: "/actualite/{slug}-{id}", "/en/location/annuelle/{slug}-{id}"…
 * The detail routes read the id from the last dash-separated segment (domain/content/route-id.ts).
 */
export function resultUrl(type: SearchResultType, slug: string, id: number, locale: 'fr' | 'en'): string {
  const cleanSlug = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  const detail = cleanSlug ? `${cleanSlug}-${id}` : String(id)
  return `${locale === 'en' ? '/en' : ''}${SECTION[type]}/${detail}`
}
