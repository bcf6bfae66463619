import { Readable } from 'node:stream'
import type { MiddlewareHandler } from 'hono'
import { mediaKeyOfPath } from '../../domain/media/keys'
import { MEDIA_CACHE_CONTROL, type MediaStore } from '../../domain/media/store'
import type { AppEnv } from '../env'

/**
 * GET and HEAD /media/{key}: the picture from the media store, whichever instance stored it. Sent
 * by the site rather than redirected to the bucket: one address per picture, no extra round trip,
 * nothing but 'self' in the CSP, and the bucket can stay private. A name never changes content, so
 * browsers, nginx and a CDN keep it for a year (docs/decisions/042).
 */
export function mediaFiles(store: MediaStore): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const notFound = () => c.text('Not Found', 404, { 'Cache-Control': 'no-store' })
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' })
    const key = mediaKeyOfPath(decodedPath(c.req.path))
    if (!key) return notFound()
    let object
    try {
      object = await store.stream(key)
    } catch (error) {
      // The store is down (a bucket unreachable): an outage to wait out, not a missing picture.
      c.get('log')?.warn({ err: error, key }, 'media store failed to answer')
      return c.text('Service Unavailable', 503, { 'Cache-Control': 'no-store', 'Retry-After': '5' })
    }
    if (!object) return notFound()
    const headers: Record<string, string> = { 'Content-Type': object.contentType, 'Cache-Control': MEDIA_CACHE_CONTROL }
    if (object.etag) headers.ETag = object.etag
    if (object.etag && c.req.header('if-none-match') === object.etag) {
      object.body.destroy()
      return c.body(null, 304, headers)
    }
    headers['Content-Length'] = String(object.size)
    if (c.req.method === 'HEAD') {
      object.body.destroy()
      return c.body(null, 200, headers)
    }
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, headers)
  }
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return ''
  }
}
