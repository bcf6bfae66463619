import { localMediaStore } from './local-store.server'
import { s3MediaStore, type S3Settings } from './s3-store.server'
import type { MediaStore } from './store'

export type { MediaObject, MediaStore } from './store'

/** Where pictures are kept: a bucket when one is configured, else files under `localDir`. */
export type MediaSettings = { localDir: string; s3: S3Settings | null; baseUrl: string | null }

export function createMediaStore(settings: MediaSettings): MediaStore {
  return settings.s3 ? s3MediaStore({ ...settings.s3, baseUrl: settings.baseUrl }) : localMediaStore(settings.localDir, { baseUrl: settings.baseUrl })
}
