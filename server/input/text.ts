/**
 * What the input boundary (boundary.ts) refuses in text, pure: bytes that are not UTF-8, percent
 * escapes that do not decode, NUL characters and lone surrogates. PostgreSQL cannot store a NUL in
 * text and refuses broken UTF-8, so such input used to end in a 500 deep in a query; it is refused
 * here, once, before any rule runs.
 */

export type TextProblemCode = 'BAD_ENCODING' | 'NUL_CHARACTER' | 'BROKEN_UNICODE' | 'BAD_BODY'

/** A refusal found in the input, with the name of the field or parameter when there is one. */
export type TextProblem = { code: TextProblemCode; field?: string; detail?: 'too_deep' | 'not_json' | 'bad_form' }

/** JSON bodies nest at most this deep (a cart update is 5 levels); deeper is refused, never walked. */
export const MAX_JSON_DEPTH = 32

const utf8 = new TextDecoder('utf-8', { fatal: true })
/** A UTF-16 code unit of a surrogate pair standing alone (paired ones are one code point under /u). */
const LONE_SURROGATE = /\p{Cs}/u

/** The bytes as text, or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes)
  } catch {
    return null
  }
}

/** Why a decoded text cannot be taken: a NUL character or a lone surrogate; null when it is fine. */
export function textProblem(text: string): 'NUL_CHARACTER' | 'BROKEN_UNICODE' | null {
  if (text.includes('\u0000')) return 'NUL_CHARACTER'
  if (LONE_SURROGATE.test(text)) return 'BROKEN_UNICODE'
  return null
}

/**
 * A percent-encoded component (query, path segment, form field) decoded strictly: `+` is a space
 * when `plusIsSpace`, and an escape that is malformed or not UTF-8 (%E0%A4%A, %FF, an encoded
 * surrogate) gives null, where URLSearchParams would silently put U+FFFD instead.
 */
export function decodeComponent(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw)
  } catch {
    return null
  }
}

/** A name safe to repeat in a message (field names of our forms and APIs); anything else is left out. */
function shownName(name: string): string | undefined {
  return /^[\w.[\]-]{1,60}$/.test(name) ? name : undefined
}

function problemIn(text: string, field: string | undefined): TextProblem | null {
  const code = textProblem(text)
  return code ? { code, ...(field ? { field } : {}) } : null
}

/**
 * The name/value pairs of `a=1&b=2` (a query string or an urlencoded form), strictly decoded, or
 * the first problem found.
 */
export function readPairs(encoded: string): { pairs: Array<[string, string]> } | { problem: TextProblem } {
  const pairs: Array<[string, string]> = []
  for (const piece of encoded.split('&')) {
    if (piece === '') continue
    const at = piece.indexOf('=')
    const name = decodeComponent(at < 0 ? piece : piece.slice(0, at), true)
    const value = decodeComponent(at < 0 ? '' : piece.slice(at + 1), true)
    if (name === null) return { problem: { code: 'BAD_ENCODING' } }
    const field = shownName(name)
    if (value === null) return { problem: { code: 'BAD_ENCODING', ...(field ? { field } : {}) } }
    const problem = problemIn(name, undefined) ?? problemIn(value, field)
    if (problem) return { problem }
    pairs.push([name, value])
  }
  return { pairs }
}

/** The segments of a URL path, strictly decoded; a problem when one does not decode or holds a NUL. */
export function pathProblem(pathname: string): TextProblem | null {
  for (const segment of pathname.split('/')) {
    const decoded = decodeComponent(segment, false)
    if (decoded === null) return { code: 'BAD_ENCODING' }
    const problem = problemIn(decoded, undefined)
    if (problem) return problem
  }
  return null
}

/**
 * Every string of a parsed JSON value, keys included, at any depth: the first NUL or lone surrogate
 * (JSON lets a client write "\u0000" or "\ud800"), or a value nested deeper than MAX_JSON_DEPTH.
 */
export function jsonProblem(value: unknown, path = '', depth = 0): TextProblem | null {
  if (typeof value === 'string') return problemIn(value, shownName(path))
  if (typeof value !== 'object' || value === null) return null
  if (depth >= MAX_JSON_DEPTH) return { code: 'BAD_BODY', detail: 'too_deep' }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = jsonProblem(value[i], `${path}[${i}]`, depth + 1)
      if (problem) return problem
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problemIn(key, undefined)
    if (keyProblem) return keyProblem
    const problem = jsonProblem(item, path ? `${path}.${key}` : key, depth + 1)
    if (problem) return problem
  }
  return null
}

/** A JSON text parsed and checked, or why it is refused. */
export function readJson(text: string): { value: unknown } | { problem: TextProblem } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { problem: { code: 'BAD_BODY', detail: 'not_json' } }
  }
  const problem = jsonProblem(value)
  return problem ? { problem } : { value }
}
