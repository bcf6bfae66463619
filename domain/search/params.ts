/**
 * Query parameters of GET /aio/search. Pure and browser-safe.
 */
import type { Locale } from '../i18n/locales'
import { parseCount, parseStatus, type ParamResult } from '../content/api-params'
import { readLocale } from '../i18n/locales'
import { isQueryTooLong, normalizeQuery, QUERY_MAX_LENGTH } from './query'
import { isSearchResultType, SEARCH_RESULT_TYPES, type SearchResultType } from './result'

export const SEARCH_DEFAULT_COUNT = 50
export const SEARCH_MAX_COUNT = 250

export type SearchParams = { q: string; locale: Locale; types: SearchResultType[]; count: number }

/** q (trimmed, spaces collapsed; at most 200 characters), locale, types[], count (1..250, default 50), status (2). */
export function parseSearchParams(query: {
  q?: string
  locale?: string
  types?: readonly string[]
  count?: string
  status?: string
}): ParamResult<SearchParams> {
  if (isQueryTooLong(query.q)) return { ok: false, message: `q must be at most ${QUERY_MAX_LENGTH} characters` }
  const status = parseStatus(query.status)
  if (!status.ok) return status
  const locale = readLocale(query.locale)
  if (!locale.ok) return locale
  const count = parseCount(query.count, SEARCH_MAX_COUNT, SEARCH_DEFAULT_COUNT)
  if (!count.ok) return count
  const types: SearchResultType[] = []
  for (const type of query.types ?? []) {
    if (!isSearchResultType(type)) {
      return { ok: false, message: `Unknown result type "${type}": expected one of ${SEARCH_RESULT_TYPES.join(', ')}` }
    }
    if (!types.includes(type)) types.push(type)
  }
  return { ok: true, value: { q: normalizeQuery(query.q), locale: locale.value, types, count: count.value } }
}
