/**
 * Query parameters of GET /aio/search, read with a schema that the API's OpenAPI document also shows
 * (docs/decisions/054). Pure and browser-safe.
 */
import { z } from 'zod'
import type { Locale } from '../i18n/locales'
import { checkedBy, countParam, localeQueryParam, type ParamResult, readParams, statusParam } from '../content/api-params'
import { isQueryTooLong, normalizeQuery, QUERY_MAX_LENGTH } from './query'
import { isSearchResultType, SEARCH_RESULT_TYPES, type SearchResultType } from './result'

export const SEARCH_DEFAULT_COUNT = 50
export const SEARCH_MAX_COUNT = 250

export type SearchParams = { q: string; locale: Locale; types: SearchResultType[]; count: number }

function parseQ(value: string | undefined): ParamResult<string> {
  return isQueryTooLong(value) ? { ok: false, message: `q must be at most ${QUERY_MAX_LENGTH} characters` } : { ok: true, value: normalizeQuery(value) }
}

function parseTypes(values: readonly string[] | undefined): ParamResult<SearchResultType[]> {
  const types: SearchResultType[] = []
  for (const type of values ?? []) {
    if (!isSearchResultType(type)) return { ok: false, message: `Unknown result type "${type}": expected one of ${SEARCH_RESULT_TYPES.join(', ')}` }
    if (!types.includes(type)) types.push(type)
  }
  return { ok: true, value: types }
}

/** q (trimmed, spaces collapsed; at most 200 characters), status (2), locale, count (1..250, default 50), types[] — checked in this order. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform(checkedBy(parseQ))
    .meta({ description: `The words searched, at most ${QUERY_MAX_LENGTH} characters once trimmed and spaces collapsed; empty: no results`, example: 'chalet pistes' }),
  status: statusParam,
  locale: localeQueryParam,
  count: countParam(SEARCH_MAX_COUNT, SEARCH_DEFAULT_COUNT),
  types: z
    .array(z.string())
    .optional()
    .transform(checkedBy(parseTypes))
    .meta({
      description: 'Only these kinds of results (all when none); written types[]=… or types=…',
      override: { type: 'array', items: { type: 'string', enum: [...SEARCH_RESULT_TYPES] } },
      example: ['location', 'sale'],
    }),
})

export function parseSearchParams(query: { q?: string; locale?: string; types?: readonly string[]; count?: string; status?: string }): ParamResult<SearchParams> {
  const read = readParams(searchQuerySchema, query)
  if (!read.ok) return read
  const { q, locale, types, count } = read.value
  return { ok: true, value: { q, locale, types, count } }
}
