import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { compressed, preferredEncoding } from '../middleware/compress'
import { canonicalQuery, type QueryReads } from './page-address'
import { inlineScriptHashes } from './script-hashes'
import { isShareableAnswer, isShareableCallAnswer, isSharedCallRequest, isSharedPageRequest } from './shared-request'
import { LAPSED_HOLD_KEPT_MS, type SiteChanges } from './site-changes.server'
import { type KeptPage, PageStore } from './store'
import { EVERYTHING, FRAME } from './tags'

export type PageCacheOptions = {
  changes: Pick<SiteChanges, 'sequence' | 'changedSince' | 'lapseOf' | 'settled' | 'onChange'>
  /** The query parameters each page reads (its routes' `handle.query`); absent: every parameter counts. */
  queryReads?: QueryReads
  /** The Content-Security-Policy of a kept page, from the hashes of its inline scripts. */
  policyFor: (scriptSources: string[]) => string
  maxBytes?: number
  /** A kept page is rendered again after this long at most (pages that show "today"). */
  maxAgeMs?: number
  now?: () => number
}

/** Kept pages are compressed once and sent many times: a brotli quality above the one of pages sent once. */
const KEPT_BROTLI_QUALITY = 5

/** Compressed bytes kept by default (PAGE_CACHE_MB): about 2,000 rental pages, within the embedded site's memory budget. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024

/** Headers that belong to one answer, not to the page. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'cache-control', 'content-security-policy', 'etag', 'vary', 'date', 'set-cookie', 'x-page-cache'])

/** What one kind of kept answer takes: which requests, which answers, and how it is sent. */
type Kind = {
  request: (request: Request) => boolean
  answer: (response: Response) => boolean
  /** Pages carry a Content-Security-Policy naming their inline scripts, and the frame (banner, footer); calls neither. */
  page: boolean
  vary: string
  /** Pages may be stored by a cache in front that revalidates, and the calls by their client (SPEC §7: no-cache). */
  cacheControl: string
}

const PAGES: Kind = { request: isSharedPageRequest, answer: isShareableAnswer, page: true, vary: 'Accept-Encoding, Cookie', cacheControl: 'public, no-cache' }
const CALLS: Kind = { request: isSharedCallRequest, answer: isShareableCallAnswer, page: false, vary: 'Accept-Encoding', cacheControl: 'no-cache' }

/**
 * The shared page cache (decisions 025, 046): a page that is the same for every visitor is rendered
 * once and answered from memory, with ETag/304, until a change in the database affects what it shows
 * (each notice names what changed; each page carries the tags its loaders declared), a hold it shows
 * lapses, or `maxAgeMs` passes. Its key is its path and the query parameters it reads, sorted; it is
 * rendered at that address, so that every address sharing the key gets the same page. Personal
 * requests go straight to the pages and their answers are never kept. `calls` does the same for the
 * catalogue and content API, in the same store.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> & {
  store: PageStore
  calls: MiddlewareHandler<AppEnv>
  kept: (c: Context<AppEnv>) => Response | null
} {
  const store = new PageStore(options.maxBytes ?? DEFAULT_MAX_BYTES)
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000
  const clock = options.now ?? Date.now
  const { changes } = options
  changes.onChange((drops) => store.drop(drops))
  /** The address a request's answer is kept under: path and canonical query. */
  const keyOf = (c: Context<AppEnv>, kind: Kind): string => {
    const url = new URL(c.req.url)
    return url.pathname + canonicalQuery(url.search, kind.page ? (options.queryReads?.(url.pathname) ?? null) : null)
  }
  /** The kept answer of this kind to a request it takes, or null. */
  const hit = (c: Context<AppEnv>, kind: Kind, key: string): Response | null => {
    const page = store.get(key, clock())
    return page ? answer(c, page, kind, 'hit') : null
  }
  const cached =
    (kind: Kind): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (!kind.request(c.req.raw)) return next()
      const key = keyOf(c, kind)
      const kept = hit(c, kind, key)
      if (kept) return kept
      // The page of the key's address, whatever else the address had: the same for all who share the key.
      const url = new URL(c.req.url)
      const asked = url.search
      const query = key.slice(url.pathname.length)
      const rewritten = kind.page && asked !== query
      if (rewritten) {
        // Only the query is replaced: a path such as `//host/x` must not become another origin.
        url.search = query
        c.req.raw = new Request(url, c.req.raw)
      }
      const since = changes.sequence()
      const started = clock()
      await next()
      // A redirect (to a page's canonical address) is never kept: it keeps what the visitor's address had.
      if (rewritten) withDroppedParameters(c, asked, query)
      if (c.req.method !== 'GET' || !kind.answer(c.res) || !changes.settled()) return
      // A render so slow that the holds live when it started may be forgotten: not kept.
      if (clock() - started >= LAPSED_HOLD_KEPT_MS) return
      const tags = tagsOf(c, kind)
      // A change that affects it committed while it rendered: it may show the data before, so it is not kept.
      if (changes.changedSince(since, tags)) return
      const identity = decoded(Buffer.from(await c.res.arrayBuffer()), c.res.headers.get('content-encoding'))
      const page = keep(identity, c.res.headers, kind.page ? options.policyFor : null, {
        tags,
        // From its start: a hold it shows may lapse while it renders (then it is already out of date).
        validUntil: Math.min(started + maxAgeMs, changes.lapseOf(tags, started)),
      })
      // A hold it shows lapsed while it rendered: answered once, not kept.
      if (page.validUntil > clock()) store.set(key, page)
      // Replaced whole: assigning over a response would carry its headers (its encoding) into the new one.
      c.res = undefined as unknown as Response
      c.res = answer(c, page, kind, 'miss')
    }
  /** The kept answer to a request, or null: asked first of all (server/page-cache/front.ts). */
  const kept = (c: Context<AppEnv>): Response | null => {
    const kind = [PAGES, CALLS].find((k) => k.request(c.req.raw))
    return kind ? hit(c, kind, keyOf(c, kind)) : null
  }
  return Object.assign(cached(PAGES), { store, calls: cached(CALLS), kept })
}

/**
 * A redirect answered to an address whose unread parameters were set aside (`?ref=…`, `?utm_…`): its
 * Location gets them back, so a link with a wrong slug lands on the right page with its parameters.
 */
function withDroppedParameters(c: Context<AppEnv>, asked: string, kept: string): void {
  const location = c.res.headers.get('location')
  if (c.res.status < 300 || c.res.status >= 400 || !location) return
  const keptNames = new Set(new URLSearchParams(kept).keys())
  const dropped = [...new URLSearchParams(asked)].filter(([name]) => !keptNames.has(name))
  if (dropped.length === 0) return
  const [path, hash = ''] = location.split('#', 2)
  const separator = path.includes('?') ? '&' : '?'
  const headers = new Headers(c.res.headers)
  headers.set('location', `${path}${separator}${new URLSearchParams(dropped).toString()}${hash ? `#${hash}` : ''}`)
  const redirect = new Response(c.res.body, { status: c.res.status, headers })
  // Replaced whole, as below: assigning over a response would carry its headers into the new one.
  c.res = undefined as unknown as Response
  c.res = redirect
}

/** What a rendered answer shows: the tags its render declared, or everything when it declared none. */
function tagsOf(c: Context<AppEnv>, kind: Kind): Set<string> {
  const reads = c.get('app')?.pageReads
  const tags = new Set(reads?.declared ? reads.tags : [EVERYTHING])
  if (kind.page) tags.add(FRAME)
  return tags
}

/** The plain bytes of an answer (the API compresses its answers inside the cache). */
function decoded(body: Buffer, encoding: string | null): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  if (encoding === 'deflate') return zlib.inflateSync(body)
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  return body
}

function keep(
  identity: Buffer,
  rendered: Headers,
  policyFor: PageCacheOptions['policyFor'] | null,
  validity: Pick<KeptPage, 'tags' | 'validUntil'>,
): KeptPage {
  const headers: Array<[string, string]> = []
  rendered.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers.push([name, value])
  })
  if (policyFor) headers.push(['content-security-policy', policyFor(inlineScriptHashes(identity.toString('utf8')))])
  return {
    ...validity,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    headers,
    length: identity.length,
    // Not the plain bytes: nearly every client takes one of these, and the rare one that does not gets them unzipped.
    gzip: ownBytes(compressed(identity, 'gzip')),
    br: ownBytes(compressed(identity, 'br', KEPT_BROTLI_QUALITY)),
  }
}

/**
 * The bytes in memory of their own. zlib answers an output smaller than its 16 KB chunk as a view on
 * that chunk: a kept page of 5 KB held 16 KB, and the store, counting 64 MB, held about twice that
 * (a crawl at 10,000 rentals took the embedded site past 450 MB).
 */
export function ownBytes(view: Buffer): Buffer {
  if (view.byteLength === view.buffer.byteLength) return view
  const own = Buffer.allocUnsafeSlow(view.byteLength)
  view.copy(own)
  return own
}

/** One answer of a kept page: 304 when the client has it, else the best encoding it accepts. */
function answer(c: Context<AppEnv>, page: KeptPage, kind: Kind, outcome: 'hit' | 'miss'): Response {
  const headers = new Headers(page.headers)
  headers.set('cache-control', kind.cacheControl)
  headers.set('etag', page.etag)
  // A cart or a session cookie makes another page: a cache in front must not mix them.
  headers.set('vary', kind.vary)
  headers.set('x-page-cache', outcome)
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    return new Response(null, { status: 304, headers })
  }
  const encoding = preferredEncoding(c.req.header('accept-encoding'))
  const head = c.req.method === 'HEAD'
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : head ? null : zlib.gunzipSync(page.gzip)
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body ? body.length : page.length))
  // A view of the kept bytes, not a copy of them.
  return new Response(head || !body ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: 200, headers })
}
