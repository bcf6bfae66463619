import { localMediaStore } from './local-store.server'
import { s3MediaStore, type S3Settings } from './s3-store.server'
import type { MediaStore } from './store'

export type { MediaObject, MediaStore } from './store'

/** Where pictures are kept: a bucket when one is configured, else files under `localDir`. */
export type MediaSettings = { localDir: string; s3: S3Settings | null; baseUrl: string | null }

export async function createMediaStore(settings: MediaSettings): Promise<MediaStore> {
  if (!settings.s3) return localMediaStore(settings.localDir, { baseUrl: settings.baseUrl })
  return s3MediaStore({ ...settings.s3, baseUrl: settings.baseUrl })
}
