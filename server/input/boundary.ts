/**
 * The input boundary (DESIGN §1, docs/decisions/012-input-boundary.md): every request passes here
 * once, before the APIs, the session middlewares and React Router. It refuses, in the shape of the
 * door the request came in by:
 * - a body over its limit (413), from Content-Length before reading, or as soon as a chunked body
 *   passes it;
 * - a body in a format the door does not read (415);
 * - a path, query string, form field or JSON string (keys too, at any depth) that is not UTF-8,
 *   holds a NUL or a lone surrogate, or JSON that does not parse (400).
 * Cookies whose value cannot be read are dropped, so they count as absent. The body is read once,
 * kept in memory (at most its limit) and handed on: routes and actions read it as usual.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { answerRefusal, type Door, doorOf, refusalLocale } from './answer'
import { withoutUnreadableCookies } from './cookies'
import { type BodyAllowance, bodyLimitFor, LARGER_BODIES } from './limits'
import { methodRefusal, type Refusal, textRefusal, tooLargeRefusal, unsupportedRefusal } from './messages'
import { multipartProblem } from './multipart'
import { verifyStaffPass } from '../../domain/staff/staff-pass.server'
import { readCookie } from '../auth/cookies'
import { STAFF_COOKIE } from '../auth/staff.server'
import { decodeUtf8, pathProblem, readJson, readPairs } from './text'

/** The body as the boundary checked it, for the API routes (server/api/body.ts). */
export type CheckedBody =
  | { type: 'none' }
  | { type: 'json'; value: unknown }
  /** The text fields of a form, the first value of each name. */
  | { type: 'form'; fields: Record<string, string> }

type BodyKind = 'json' | 'form' | 'multipart' | 'other'

const NONE: CheckedBody = { type: 'none' }

/**
 * What a Content-Type asks for. APIs read JSON, also when a client sends it as text/plain or
 * without a type (as `fetch` does by default); pages' actions read forms only.
 */
function kindOf(header: string | null, door: Door): BodyKind {
  const mime = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (mime === 'application/x-www-form-urlencoded') return 'form'
  if (mime === 'multipart/form-data') return 'multipart'
  if (mime === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mime)) return 'json'
  if (door !== 'page' && (mime === '' || mime === 'text/plain')) return 'json'
  return 'other'
}

/** The body's bytes, read until `limit`; null as soon as it passes it (the rest is never read). */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

function firstValues(pairs: Iterable<[string, unknown]>): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of pairs) if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value
  return fields
}

type Checked = { checked: CheckedBody; bytes: Uint8Array<ArrayBuffer> } | { refusal: Refusal }

/** The body's text checked for its kind. */
async function checkBody(bytes: Uint8Array<ArrayBuffer>, kind: BodyKind, contentType: string, locale: string): Promise<Checked> {
  if (kind === 'multipart') {
    const problem = multipartProblem(bytes, contentType)
    if (problem) return { refusal: textRefusal(problem, locale) }
    try {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      return { checked: { type: 'form', fields: firstValues(form.entries()) }, bytes }
    } catch {
      return { refusal: textRefusal({ code: 'BAD_BODY', detail: 'bad_form' }, locale) }
    }
  }
  const text = decodeUtf8(bytes)
  if (text === null) return { refusal: textRefusal({ code: 'BAD_ENCODING' }, locale) }
  if (kind === 'form') {
    const read = readPairs(text)
    return 'problem' in read ? { refusal: textRefusal(read.problem, locale) } : { checked: { type: 'form', fields: firstValues(read.pairs) }, bytes }
  }
  if (text.trim() === '') return { checked: NONE, bytes }
  const read = readJson(text)
  return 'problem' in read ? { refusal: textRefusal(read.problem, locale) } : { checked: { type: 'json', value: read.value }, bytes }
}

/**
 * The methods whose body the site reads. Any other carries none it would read: TRACE (whose request
 * the platform cannot even copy), OPTIONS and the WebDAV and other methods Node accepts go on
 * without one, to the API's own 405 with Allow.
 */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What the pages answer: a read, or a form sent to an action. Their 405 names these. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const

async function readBody(c: Context<AppEnv>, door: Door, path: string, locale: string, allowances: readonly BodyAllowance[]): Promise<Checked | null> {
  const request = c.req.raw
  if (!BODY_METHODS.has(request.method)) return null
  const contentType = request.headers.get('content-type') ?? ''
  const kind = kindOf(contentType, door)
  // An action reads the form with request.formData(), which throws on any other format.
  if (door === 'page' && kind !== 'form' && kind !== 'multipart') return { refusal: unsupportedRefusal(false, locale) }
  const staff = allowances.some((a) => a.staffOnly) && (await verifyStaffPass(c.get('app').auth.secret, 'staff', readCookie(request.headers.get('cookie'), STAFF_COOKIE))) !== null
  const limit = bodyLimitFor(request.method, path, allowances, staff)
  if (Number(request.headers.get('content-length')) > limit) return { refusal: tooLargeRefusal(limit, locale) }
  const bytes = request.body ? await readAtMost(request.body, limit) : new Uint8Array(new ArrayBuffer(0))
  if (bytes === null) return { refusal: tooLargeRefusal(limit, locale) }
  // A multipart body has at least its closing boundary: an empty one is no form (its reading would throw).
  if (bytes.length === 0 && kind === 'multipart') return { refusal: textRefusal({ code: 'BAD_BODY', detail: 'bad_form' }, locale) }
  if (bytes.length === 0) return { checked: NONE, bytes }
  if (kind === 'other') return { refusal: unsupportedRefusal(true, locale) }
  return checkBody(bytes, kind, contentType, locale)
}

/** The query string's parameters, names and values, strictly decoded. */
function queryRefusal(search: string, locale: string): Refusal | null {
  const read = readPairs(search.replace(/^\?/, ''))
  return 'problem' in read ? textRefusal(read.problem, locale) : null
}

export function inputBoundary(options: { largerBodies?: readonly BodyAllowance[] } = {}): MiddlewareHandler<AppEnv> {
  const allowances = options.largerBodies ?? LARGER_BODIES
  return async (c, next) => {
    const url = new URL(c.req.url)
    const door = doorOf(url.pathname)
    const locale = refusalLocale(url)
    // A body refused before it was read to its end is left to the HTTP server, which reads and
    // drops what follows for a moment (so the client gets the answer), then closes the connection.
    const refuse = (refusal: Refusal) => answerRefusal(c, door, refusal, locale, url.pathname)

    // A page answers reads and forms; TRACE, PROPFIND… would reach React Router, which cannot copy
    // a TRACE request (a 500) and reads any other as an action.
    if (door === 'page' && !(PAGE_METHODS as readonly string[]).includes(c.req.method)) {
      c.header('Allow', PAGE_METHODS.join(', '))
      return refuse(methodRefusal(c.req.method, PAGE_METHODS, locale))
    }
    const pathProblemFound = pathProblem(url.pathname)
    if (pathProblemFound) return refuse(textRefusal(pathProblemFound, locale))
    const query = queryRefusal(url.search, locale)
    if (query) return refuse(query)

    const cookies = c.req.raw.headers.get('cookie')
    const cleaned = cookies === null ? null : withoutUnreadableCookies(cookies)
    if (cleaned !== null) c.req.raw.headers.set('cookie', cleaned)

    const body = await readBody(c, door, url.pathname, locale, allowances)
    if (body && 'refusal' in body) return refuse(body.refusal)
    c.set('body', body?.checked ?? NONE)
    // The route reads the body again from these bytes, never from the connection.
    if (body) c.req.raw = new Request(c.req.raw, { body: body.bytes })
    await next()
  }
}
