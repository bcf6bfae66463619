import path from 'node:path'
import { createMediaStore, type MediaSettings, type MediaStore } from '../../domain/media/index.server'
import { type Config, readConfig } from '../config.server'

/** The media store of the process: the bucket when S3_BUCKET is set (readConfig checked its keys), else DATA_DIR/media. */
export function mediaSettingsFromConfig(config: Config): MediaSettings {
  const bucket = config.S3_BUCKET
  return {
    localDir: path.join(config.dataDir, 'media'),
    baseUrl: config.MEDIA_BASE_URL ?? null,
    s3: bucket
      ? {
          bucket,
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        }
      : null,
  }
}

/** The media store of a command run beside the server (seed, backup), from the same settings. */
export function mediaStoreFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<MediaStore> {
  return createMediaStore(mediaSettingsFromConfig(readConfig(env)))
}
