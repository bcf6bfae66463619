/**
 * Pure helpers for the site search: query normalisation, accent folding, terms and typo
 * corrections. Browser-safe (no database, no Node API).
 */

/** Longest query the search accepts, in characters after trimming and collapsing spaces. */
export const QUERY_MAX_LENGTH = 200

/** At most this many distinct terms of a query are searched; the rest are ignored. */
export const MAX_TERMS = 10

/** Characters that are not text: control and format characters (zero-width spaces, BOM…). */
const NOT_TEXT = /[\p{Cc}\p{Cf}]/gu

/**
 * The query as it is searched: Unicode-normalised (NFC), control characters removed, spaces
 * trimmed and collapsed to one, cut to `maxLength` characters (never inside a character).
 * "  près\tdes   pistes " → "près des pistes".
 */
export function normalizeQuery(raw: string | null | undefined, maxLength: number = QUERY_MAX_LENGTH): string {
  if (!raw) return ''
  const collapsed = raw.normalize('NFC').replace(NOT_TEXT, ' ').replace(/\s+/gu, ' ').trim()
  const chars = Array.from(collapsed)
  if (chars.length <= maxLength) return collapsed
  return chars.slice(0, Math.max(0, maxLength)).join('').trim()
}

/** Whether a query is longer than the search accepts once its spaces are collapsed. */
export function isQueryTooLong(raw: string | null | undefined): boolean {
  return Array.from(normalizeQuery(raw, Number.POSITIVE_INFINITY)).length > QUERY_MAX_LENGTH
}

/**
 * Lower case without accents, as PostgreSQL's unaccent sees words: "Près" → "pres",
 * "Œuvre" → "oeuvre", "Straße" → "strasse".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
}

/** The words of a text, folded: letters and digits; everything else separates words. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
}

/** The distinct folded words of a query, in order, at most `MAX_TERMS`. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(normalizeQuery(query)))].slice(0, MAX_TERMS)
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours), or `max + 1`
 * as soon as it is known to exceed `max`. "chalte" → "chalet" is 1.
 */
export function editDistance(a: string, b: string, max: number = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1)
      }
      current[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  const distance = previous[b.length] as number
  return distance > max ? max + 1 : distance
}

/** How many typos a term may carry: none up to 3 letters, 1 up to 7, then 2. */
export function allowedTypos(term: string): number {
  const length = Array.from(term).length
  if (length <= 3) return 0
  if (length <= 7) return 1
  return 2
}

/** The words the searched texts contain (folded), with the number of texts each appears in. */
export type Lexicon = {
  has: (word: string) => boolean
  /** Words of the given length, with their document frequency. */
  ofLength: (length: number) => ReadonlyArray<readonly [string, number]>
  size: number
}

/** Builds a lexicon from texts: each text counts once per word it contains. */
export function buildLexicon(texts: Iterable<string>): Lexicon {
  const frequency = new Map<string, number>()
  for (const text of texts) {
    for (const word of new Set(words(text))) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  }
  const byLength = new Map<number, Array<readonly [string, number]>>()
  for (const entry of frequency) {
    const length = entry[0].length
    const bucket = byLength.get(length)
    if (bucket) bucket.push(entry)
    else byLength.set(length, [entry])
  }
  return {
    has: (word) => frequency.has(word),
    ofLength: (length) => byLength.get(length) ?? [],
    size: frequency.size,
  }
}

/**
 * Singular and plural forms of a term that the texts contain, besides the term: "ski" → ["skis"],
 * "chalets" → ["chalet"]. Stemming covers most plurals, but not short words ("skis" stays "skis").
 */
export function wordForms(term: string, lexicon: Lexicon): string[] {
  if (term.length < 2 || /^\p{N}+$/u.test(term)) return []
  const forms = [`${term}s`, `${term}x`]
  if (/[sx]$/.test(term) && term.length > 2) forms.push(term.slice(0, -1))
  return forms.filter((form) => lexicon.has(form))
}

/**
 * The words of the lexicon a mistyped term probably meant: none when the term is itself a
 * known word or too short to correct; otherwise the known words with the same first letter at
 * the smallest edit distance within `allowedTypos(term)`, most frequent first, at most `limit`.
 * "chalte" → ["chalet"] (not "halte", not "chaleur").
 */
export function typoCorrections(term: string, lexicon: Lexicon, limit = 3): string[] {
  const max = allowedTypos(term)
  if (max === 0 || lexicon.has(term) || /^\p{N}+$/u.test(term)) return []
  const found: Array<{ word: string; distance: number; frequency: number }> = []
  for (let length = term.length - max; length <= term.length + max; length++) {
    for (const [word, frequency] of lexicon.ofLength(length)) {
      // People rarely mistype the first letter; requiring it keeps "chalte" from meaning "halte".
      if (word[0] !== term[0] || /^\p{N}+$/u.test(word)) continue
      const distance = editDistance(term, word, max)
      if (distance <= max) found.push({ word, distance, frequency })
    }
  }
  if (found.length === 0) return []
  const best = Math.min(...found.map((f) => f.distance))
  return found
    .filter((f) => f.distance === best)
    .sort((x, y) => y.frequency - x.frequency || (x.word < y.word ? -1 : 1))
    .slice(0, limit)
    .map((f) => f.word)
}
