import type { Readable } from 'node:stream'
import { contentTypeOfKey, isMediaKey } from './keys'
import { MEDIA_CACHE_CONTROL, type MediaStore } from './store'
import { mediaUrl } from './url'

export type S3Settings = {
  bucket: string
  /** For a store other than AWS (MinIO, Ceph, Exoscale, R2, s3rver in the tests); AWS when absent. */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** bucket in the path (`endpoint/bucket/key`) rather than in the host name: most non-AWS stores want it. */
  forcePathStyle: boolean
  /** MEDIA_BASE_URL: where browsers load the pictures from, when not from the site's /media. */
  baseUrl?: string | null
}

/** How long one call may take before it counts as failed (a picture is at most a few hundred KB). */
const REQUEST_TIMEOUT_MS = 10_000
/** /readyz asks often and must answer fast: a store that does not answer in this time is not reachable. */
const PING_TIMEOUT_MS = 3_000

/**
 * Pictures in an S3-compatible bucket, shared by every instance of the site. The client is imported
 * here, when a bucket is configured: some 30 MB and 150 ms a site on its own disk keeps (decision 027).
 */
export async function s3MediaStore(settings: S3Settings): Promise<MediaStore> {
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the protocol requires them: S3-compatible stores do not all read the
    // newer trailing checksums, and every object is sent whole with its length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: PING_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  })
  const Bucket = settings.bucket
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`)
    return key
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType, CacheControl: MEDIA_CACHE_CONTROL }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }))
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array()
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async stream(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }))
        if (!object.Body) return null
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType || contentTypeOfKey(key),
          etag: object.ETag ?? null,
        }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }))
    },
    url: (key) => mediaUrl(`/media/${key}`, settings.baseUrl),
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) })
      } catch (error) {
        throw new Error(`bucket ${Bucket} ${describe(error)}`, { cause: error })
      }
    },
    close: async () => client.destroy(),
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
}

function isNotFound(error: unknown): boolean {
  const name = (error as Error).name
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404
}

/** What an operator needs to read in /readyz and the log: the status and the store's word, never the keys. */
function describe(error: unknown): string {
  const status = statusOf(error)
  if (status === 404) return 'does not exist'
  if (status === 403 || status === 401) return 'refuses these keys (access denied)'
  if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') return 'did not answer in time'
  return `is unreachable (${status ? `HTTP ${status}` : (error as Error).message})`
}
