/**
 * What a search result is and where it leads. Browser-safe.
 */
import type { Locale } from '../i18n/locales'
import { localizePath, locationPath, salePath } from '../navigation/addresses'
import { contentDetailPath } from '../navigation/content-addresses'

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

/**
 * The address of a result in its language: "/actualite/{slug}-{id}", "/en/location/annuelle/{slug}-{id}"…
 * A content is led to its detail page in its section (that page sends a content with a page of
 * its own there). The slug is cleaned so the detail routes always read the id from the last dash
 * segment (domain/content/route-id.ts), whatever the stored text.
 */
export function resultUrl(type: SearchResultType, slug: string, id: number, locale: Locale): string {
  const cleanSlug = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  const item = { slug: cleanSlug, id }
  const path =
    type === 'location'
      ? locationPath({ ...item, kind: 'weekly' })
      : type === 'annual_location'
        ? locationPath({ ...item, kind: 'annual' })
        : type === 'sale'
          ? salePath(item)
          : contentDetailPath({ ...item, type })
  return localizePath(path, locale)
}
