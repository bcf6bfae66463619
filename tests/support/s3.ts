import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** s3rver's own key pair: it checks every request's signature against it. */
const KEY = 'S3RVER'

export type S3Stand = {
  bucket: string
  endpoint: string
  /** The site's settings for this bucket (S3_*). */
  env: Record<string, string>
  /** Where s3rver keeps the objects (`{bucket}/{key}._S3rver_object`…). */
  directory: string
  stop: () => Promise<void>
}

/**
 * A real S3 protocol server on loopback (npm's s3rver, in the test's process), with one empty
 * bucket: the media store of the servers a test starts, as a bucket shared by every instance.
 */
export async function startS3(bucket = 'agency-media'): Promise<S3Stand> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  let stopped = false
  return {
    bucket,
    endpoint,
    directory,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY, S3_FORCE_PATH_STYLE: 'true' },
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
