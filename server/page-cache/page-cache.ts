import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { inlineScriptHashes } from './script-hashes'
import { isShareableAnswer, isShareableCallAnswer, isSharedCallRequest, isSharedPageRequest } from './shared-request'
import type { SiteChanges } from './site-changes.server'
import { type KeptPage, PageStore } from './store'

export type PageCacheOptions = {
  changes: Pick<SiteChanges, 'generation' | 'onChange'>
  /** When the earliest live hold lapses (availability changes then without a write). */
  nextHoldExpiry: () => Promise<Date | null>
  /** The Content-Security-Policy of a kept page, from the hashes of its inline scripts. */
  policyFor: (scriptSources: string[]) => string
  maxBytes?: number
  /** A kept page is rendered again after this long at most (pages that show "today"). */
  maxAgeMs?: number
  now?: () => number
}

/** Headers that belong to one answer, not to the page. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'cache-control', 'content-security-policy', 'etag', 'vary', 'date', 'set-cookie', 'x-page-cache'])

/** What one kind of kept answer takes: which requests, which answers, and how it is sent. */
type Kind = {
  request: (request: Request) => boolean
  answer: (response: Response) => boolean
  /** Pages carry a Content-Security-Policy naming their inline scripts; calls need none. */
  policy: boolean
  vary: string
  /** Pages may be stored by a cache in front that revalidates; the calls keep their `no-store`. */
  cacheControl: string
}

const PAGES: Kind = { request: isSharedPageRequest, answer: isShareableAnswer, policy: true, vary: 'Accept-Encoding, Cookie', cacheControl: 'public, no-cache' }
const CALLS: Kind = { request: isSharedCallRequest, answer: isShareableCallAnswer, policy: false, vary: 'Accept-Encoding', cacheControl: 'no-store' }

/**
 * The shared page cache (decision 025): a page that is the same for every visitor is rendered once
 * and answered from memory, with ETag/304, until the data behind it changes (the database notifies
 * every change to the tables the pages read), a hold it shows lapses, or `maxAgeMs` passes. Personal
 * requests go straight to the pages and their answers are never kept. `calls` does the same for the
 * catalogue and content API, in the same store, dropped by the same changes.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> & {
  store: PageStore
  calls: MiddlewareHandler<AppEnv>
  kept: (c: Context<AppEnv>) => Response | null
} {
  const store = new PageStore(options.maxBytes ?? 48 * 1024 * 1024)
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000
  const clock = options.now ?? Date.now
  options.changes.onChange(() => store.clear())
  /** The kept answer of this kind to a request it takes, or null. */
  const hit = (c: Context<AppEnv>, kind: Kind, key: string): Response | null => {
    const page = store.get(key, options.changes.generation(), clock())
    return page ? answer(c, page, kind, 'hit') : null
  }
  const cached =
    (kind: Kind): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (!kind.request(c.req.raw)) return next()
      const key = keyOf(c)
      const kept = hit(c, kind, key)
      if (kept) return kept
      const now = clock()
      const generation = options.changes.generation()
      const holdLapses = (await options.nextHoldExpiry())?.getTime() ?? Number.POSITIVE_INFINITY
      await next()
      // A change committed while the page rendered: it may show the data before it, so it is not kept.
      if (c.req.method !== 'GET' || !kind.answer(c.res) || options.changes.generation() !== generation) return
      const identity = decoded(Buffer.from(await c.res.arrayBuffer()), c.res.headers.get('content-encoding'))
      const page = keep(identity, c.res.headers, kind.policy ? options.policyFor : null, {
        generation,
        validUntil: Math.min(now + maxAgeMs, holdLapses),
      })
      store.set(key, page)
      // Replaced whole: assigning over a response would carry its headers (its encoding) into the new one.
      c.res = undefined as unknown as Response
      c.res = answer(c, page, kind, 'miss')
    }
  /** The kept answer to a request, or null: asked first of all (server/page-cache/front.ts). */
  const kept = (c: Context<AppEnv>): Response | null => {
    const kind = [PAGES, CALLS].find((k) => k.request(c.req.raw))
    return kind ? hit(c, kind, keyOf(c)) : null
  }
  return Object.assign(cached(PAGES), { store, calls: cached(CALLS), kept })
}

/** A kept answer's key: the path and query. */
function keyOf(c: Context<AppEnv>): string {
  const url = new URL(c.req.url)
  return url.pathname + url.search
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
  validity: Pick<KeptPage, 'generation' | 'validUntil'>,
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
    identity,
    gzip: zlib.gzipSync(identity, { level: 6 }),
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  }
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
  const accepted = c.req.header('accept-encoding') ?? ''
  const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', page.br] : /\bgzip\b/.test(accepted) ? ['gzip', page.gzip] : [null, page.identity]
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  // A view of the kept bytes, not a copy of them.
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: 200, headers })
}
