import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { PUBLISHED } from '../../db/schema'
import type { Locale } from '../i18n/locales'
import { SEARCH_DEFAULT_COUNT, SEARCH_MAX_COUNT } from './params'
import { buildLexicon, normalizeQuery, queryTerms, typoCorrections, wordForms, type Lexicon } from './query'
import {
  resultUrl,
  SEARCH_RESULT_TYPES,
  SEARCHED_CONTENT_TYPES,
  type SearchResult,
  type SearchResultType,
} from './result'

/**
 * Site search over contents, rentals and sales (GET /aio/search and the /recherche page).
 *
 * - Full text in the asked language with the text search configurations of migration 0002
 *   (fr_unaccent, en_unaccent: stemming on accent-free words), on the documents stored by 0014, so "pres piste" meets
 *   "près des pistes". An item without a text in the asked language is searched in French.
 * - Typos: each query term that no searched text contains is completed by the known words
 *   within one edit (two for terms of 8 letters or more), e.g. "chalte" → "chalet"; and titles
 *   also match by trigram strict word similarity (pg_trgm), e.g. "montan" → "Montana".
 * - One SQL statement (a UNION ALL of one SELECT per source and language), ranked by
 *   ts_rank (exact matches before typo matches) plus title similarity, limited by `count`; each
 *   source ranks at most `SEARCH_CANDIDATES` matches (or `count`, when more are asked).
 */

/** Strict word similarity (0..1) from which a title matches the query by trigrams alone. */
const TITLE_SIMILARITY_THRESHOLD = 0.5

/** Rank factor of an item found only through corrected terms. */
const TYPO_RANK_FACTOR = 0.6

/** Folded queries shorter than this never match titles by trigrams alone ("l", "de"). */
const TITLE_SIMILARITY_MIN_LENGTH = 3

/** Rank points of the title's trigram similarity to the query. */
const TITLE_SIMILARITY_WEIGHT = 0.3

/** How long the words of the searched texts are kept in memory before they are read again. */
const LEXICON_TTL_MS = 5 * 60_000

export type SearchQuery = {
  q: string
  locale: Locale
  /** Kinds of results wanted; all when absent or empty. */
  types?: readonly SearchResultType[]
  count?: number
}

/** Text search configuration of each language (migration 0002_search). */
const CONFIG: Record<Locale, string> = { fr: 'fr_unaccent', en: 'en_unaccent' }

type Source = {
  /** Translation table and the column holding its owner's id. */
  table: 'content_translations' | 'location_translations' | 'sale_translations'
  ownerColumn: 'content_id' | 'location_id' | 'sale_id'
  owner: 'contents' | 'locations' | 'sales'
  textColumn: 'body' | 'description'
  /** The result type as SQL and the owner filter for the wanted types, or null when none is wanted. */
  typeSql: SQL
  filter: (types: ReadonlySet<SearchResultType>) => SQL | null
}

const SOURCES: Source[] = [
  {
    table: 'content_translations',
    ownerColumn: 'content_id',
    owner: 'contents',
    textColumn: 'body',
    typeSql: sql.raw('o.type'),
    filter: (types) => {
      const wanted = SEARCHED_CONTENT_TYPES.filter((t) => types.has(t))
      if (wanted.length === 0) return null
      return sql.raw(`o.type in (${wanted.map((t) => `'${t}'`).join(', ')})`)
    },
  },
  {
    table: 'location_translations',
    ownerColumn: 'location_id',
    owner: 'locations',
    textColumn: 'description',
    typeSql: sql.raw(`case o.kind when 'annual' then 'annual_location' else 'location' end`),
    filter: (types) => {
      const kinds = [types.has('location') ? 'weekly' : null, types.has('annual_location') ? 'annual' : null].filter(
        (k) => k !== null,
      )
      if (kinds.length === 0) return null
      return sql.raw(`o.kind in (${kinds.map((k) => `'${k}'`).join(', ')})`)
    },
  },
  {
    table: 'sale_translations',
    ownerColumn: 'sale_id',
    owner: 'sales',
    textColumn: 'description',
    typeSql: sql.raw(`'sale'`),
    filter: (types) => (types.has('sale') ? sql.raw('true') : null),
  },
]

/**
 * The weighted document of a translation row in its language, stored by migration 0014 (title A,
 * summary B, body or description C; the configuration of `CONFIG`) and indexed: read, not computed.
 */
const DOCUMENT = sql.raw('t.search_document')

const TITLE_NORM = sql.raw('immutable_unaccent(lower(t.title))')

/** AND of the terms, each one OR its corrections. Stop words give empty queries, which && and || skip. */
function tsquerySql(config: string, alternatives: string[][]): SQL {
  const c = sql.raw(`'${config}'::regconfig`)
  return sql.join(
    alternatives.map(
      (words) => sql`(${sql.join(
        words.map((w) => sql`plainto_tsquery(${c}, ${w}::text)`),
        sql` || `,
      )})`,
    ),
    sql` && `,
  )
}

type Branch = {
  source: Source
  /** Language of the rows searched, and the language they stand in for when its translation is missing. */
  rowsLocale: Locale
  fallbackFor: Locale | null
}

/**
 * Matches of one source and language that are ranked, at least: a word found in thousands of texts
 * ("chalet" in a catalogue of 10,000 rentals) ranks the first ones the index finds instead of all of
 * them, so a search costs the same at any size (decision 005). A resort's catalogue stays far below.
 */
export const SEARCH_CANDIDATES = 100

/**
 * One SELECT of the union: the published owners of the wanted types whose row in `rowsLocale`
 * matches, at most `candidates` of them, ranked. Reads the queries from the one-row CTE `q`
 * (exact_xx, fuzzy_xx, norm).
 */
function branchSql(branch: Branch, types: ReadonlySet<SearchResultType>, candidates: number): SQL | null {
  const { source, rowsLocale, fallbackFor } = branch
  const typeFilter = source.filter(types)
  if (!typeFilter) return null
  const doc = DOCUMENT
  const exact = sql.raw(`q.exact_${rowsLocale}`)
  const fuzzy = sql.raw(`q.fuzzy_${rowsLocale}`)
  const table = sql.raw(source.table)
  const owner = sql.raw(source.owner)
  const ownerColumn = sql.raw(source.ownerColumn)
  // An English row with an empty summary shows the French one (field-by-field fallback).
  const summary =
    rowsLocale === 'fr'
      ? sql.raw('c.summary')
      : sql`coalesce(nullif(c.summary, ''), (select f.summary from ${table} f where f.${ownerColumn} = c.id and f.locale = 'fr'), '')`
  // The owners without a row in the asked language, listed first (two index scans): checking each
  // match for its translation read every match, thousands of them in a large catalogue.
  const missingTranslation = fallbackFor
    ? sql`and t.${ownerColumn} = any(array(select f.${ownerColumn} from ${table} f where f.locale = ${sql.raw(`'${rowsLocale}'`)}
        except select e.${ownerColumn} from ${table} e where e.locale = ${sql.raw(`'${fallbackFor}'`)}))`
    : sql``
  // The matches are found first (the index, no ordering), then only those are ranked: ranking reads
  // each document and compares its title, which is what grows with the data.
  return sql`(select c.id, c.type, c.title, ${summary} as summary, c.slug,
      (ts_rank(c.doc, ${fuzzy}) * (case when c.doc @@ ${exact} then 1.0 else ${sql.raw(String(TYPO_RANK_FACTOR))} end)
        + ${sql.raw(String(TITLE_SIMILARITY_WEIGHT))} * strict_word_similarity(q.norm, c.title_norm))::float8 as score
    from q, (select o.id::int as id, ${source.typeSql} as type, t.title, t.summary, t.slug, ${doc} as doc, ${TITLE_NORM} as title_norm
      from q, ${table} t
      join ${owner} o on o.id = t.${ownerColumn}
      where t.locale = ${sql.raw(`'${rowsLocale}'`)} ${missingTranslation}
        and o.status = ${sql.raw(String(PUBLISHED))}
        and ${typeFilter}
        and (${doc} @@ ${fuzzy}
          or (length(q.norm) >= ${sql.raw(String(TITLE_SIMILARITY_MIN_LENGTH))} and q.norm <<% ${TITLE_NORM} and strict_word_similarity(q.norm, ${TITLE_NORM}) >= ${sql.raw(String(TITLE_SIMILARITY_THRESHOLD))}))
      limit ${sql.raw(String(candidates))}) c)`
}

type Row = { id: number; type: SearchResultType; title: string; summary: string; slug: string; score: number }

/** The rows of a raw query, from either driver (both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/**
 * The results of a query, best first: `[]` for an empty query. `count` is clamped to 1..250.
 */
export async function searchSite(db: Db, query: SearchQuery): Promise<SearchResult[]> {
  const q = normalizeQuery(query.q)
  const terms = queryTerms(q)
  if (terms.length === 0) return []
  const count = Math.min(SEARCH_MAX_COUNT, Math.max(1, Math.trunc(query.count ?? SEARCH_DEFAULT_COUNT)))
  const types = new Set<SearchResultType>(query.types && query.types.length > 0 ? query.types : SEARCH_RESULT_TYPES)
  const lexicon = await lexiconOf(db, query.locale)
  // Each term matches itself or its singular/plural forms; a mistyped term also its corrections.
  const exact = terms.map((t) => [t, ...wordForms(t, lexicon)])
  const corrected = terms.map((t, i) => [...(exact[i] as string[]), ...typoCorrections(t, lexicon)])
  const norm = terms.join(' ')

  const locales: Locale[] = query.locale === 'fr' ? ['fr'] : [query.locale, 'fr']
  const branches: Branch[] = SOURCES.flatMap((source) =>
    locales.map((rowsLocale) => ({ source, rowsLocale, fallbackFor: rowsLocale === query.locale ? null : query.locale })),
  )
  const candidates = Math.max(count, SEARCH_CANDIDATES)
  const selects = branches.map((b) => branchSql(b, types, candidates)).filter((s): s is SQL => s !== null)
  if (selects.length === 0) return []
  const queries = locales.map(
    (l) =>
      sql`(${tsquerySql(CONFIG[l], exact)}) as ${sql.raw(`exact_${l}`)}, (${tsquerySql(CONFIG[l], corrected)}) as ${sql.raw(`fuzzy_${l}`)}`,
  )
  const result = await db.execute(
    sql`with q as (select ${sql.join(queries, sql`, `)}, ${norm}::text as norm)
      select * from (${sql.join(selects, sql` union all `)}) r
      order by r.score desc, r.type, r.id
      limit ${count}`,
  )
  return rowsOf<Row>(result).map((row) => ({
    id: Number(row.id),
    type: row.type,
    title: row.title,
    summary: row.summary,
    url: resultUrl(row.type, row.slug, Number(row.id), query.locale),
    score: Math.round(Number(row.score) * 10_000) / 10_000,
  }))
}

type LexiconEntry = { loadedAt: number; lexicon: Promise<Lexicon>; refreshing: boolean }
const lexicons = new WeakMap<Db, Map<Locale, LexiconEntry>>()

/**
 * The words of the texts searched in a language, kept in memory for five minutes (then read
 * again in the background while the previous words still serve). Used only to correct typos:
 * a word added since is still found exactly, just not yet as a correction.
 */
export async function lexiconOf(db: Db, locale: Locale, now = Date.now()): Promise<Lexicon> {
  const perLocale = lexicons.get(db) ?? new Map<Locale, LexiconEntry>()
  lexicons.set(db, perLocale)
  const entry = perLocale.get(locale)
  if (!entry) {
    const fresh: LexiconEntry = { loadedAt: now, lexicon: loadLexicon(db, locale), refreshing: false }
    perLocale.set(locale, fresh)
    fresh.lexicon.catch(() => perLocale.delete(locale))
    return fresh.lexicon
  }
  if (now - entry.loadedAt > LEXICON_TTL_MS && !entry.refreshing) {
    entry.refreshing = true
    loadLexicon(db, locale).then(
      (lexicon) => perLocale.set(locale, { loadedAt: Date.now(), lexicon: Promise.resolve(lexicon), refreshing: false }),
      () => {
        entry.refreshing = false
      },
    )
  }
  return entry.lexicon
}

/** Forgets the words kept for a database (after the demo data is seeded again, in tests). */
export function forgetLexicon(db: Db): void {
  lexicons.delete(db)
}

async function loadLexicon(db: Db, locale: Locale): Promise<Lexicon> {
  const selects = SOURCES.map((source) => {
    const table = sql.raw(source.table)
    const ownerColumn = sql.raw(source.ownerColumn)
    const rows =
      locale === 'fr'
        ? sql`t.locale = 'fr'`
        : sql`(t.locale = ${locale} or (t.locale = 'fr' and not exists (select 1 from ${table} e where e.${ownerColumn} = t.${ownerColumn} and e.locale = ${locale})))`
    return sql`(select t.title || ' ' || t.summary || ' ' || t.${sql.raw(source.textColumn)} as text
      from ${table} t join ${sql.raw(source.owner)} o on o.id = t.${ownerColumn}
      where ${rows} and o.status = ${PUBLISHED} and ${source.filter(new Set(SEARCH_RESULT_TYPES)) ?? sql`true`})`
  })
  const result = await db.execute(sql.join(selects, sql` union all `))
  return buildLexicon(rowsOf<{ text: string }>(result).map((r) => r.text))
}
