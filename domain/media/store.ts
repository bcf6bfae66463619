/**
 * The one place pictures are kept (docs/decisions/042): the local disk under DATA_DIR/media by
 * default, an S3-compatible bucket shared by every instance when S3_BUCKET is set. Uploads, the
 * seed's pictures and every format go through it, and /media/* is served from it.
 *
 * A key is the picture's path below /media: `location/3f2a…-large.webp` (see ./keys).
 */
import type { Readable } from 'node:stream'

/** A stored picture being read: its bytes as a stream, and what an HTTP answer needs to say. */
export type MediaObject = {
  body: Readable
  size: number
  contentType: string
  /** An entity tag for conditional requests, quoted ("…"), when the store has one. */
  etag: string | null
}

export type MediaStore = {
  /** 'local' or 's3': what /readyz and the logs name. */
  kind: 'local' | 's3'
  /** Writes a picture whole: a reader sees the old one or the new one, never a part. */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>
  /** The whole picture, or null when there is none. */
  get: (key: string) => Promise<Uint8Array | null>
  /** The picture to send, or null when there is none. */
  stream: (key: string) => Promise<MediaObject | null>
  exists: (key: string) => Promise<boolean>
  /** Removes the picture; removing one that is not there is no error. */
  delete: (key: string) => Promise<void>
  /** The address browsers load it from (./url). */
  url: (key: string) => string
  /** Resolves when the store answers, throws with what is wrong otherwise (/readyz). */
  ping: () => Promise<void>
  /** Releases the store's connections (the server's stop). */
  close: () => Promise<void>
}

/** Pictures are named by a hash of their content: one name never changes bytes, so caches keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'
