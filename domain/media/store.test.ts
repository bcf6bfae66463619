import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type S3Stand, startS3 } from '../../tests/support/s3'
import { localMediaStore } from './local-store.server'
import { s3MediaStore } from './s3-store.server'
import type { MediaStore } from './store'

/**
 * One contract, two stores: what the site does with pictures behaves the same on the local disk and
 * in a bucket (a real S3 protocol server on loopback).
 */
let s3: S3Stand
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-store-test-'))

beforeAll(async () => {
  s3 = await startS3()
})
afterAll(async () => {
  await s3?.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

const s3Settings = () => ({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true })

const stores: [string, () => Promise<MediaStore>][] = [
  ['the local disk', async () => localMediaStore(path.join(root, 'media'))],
  ['an S3 bucket', () => s3MediaStore(s3Settings())],
]

describe.each(stores)('the media store on %s', (_name, make) => {
  it('keeps a picture whole, streams it with its type and size, and removes it', async () => {
    const store = await make()
    const key = `location/${Math.random().toString(16).slice(2)}-large.webp`
    expect(await store.exists(key)).toBe(false)
    expect(await store.get(key)).toBeNull()
    expect(await store.stream(key)).toBeNull()
    await store.put(key, new TextEncoder().encode('RIFF-picture'), 'image/webp')
    expect(await store.exists(key)).toBe(true)
    expect(new TextDecoder().decode((await store.get(key)) ?? undefined)).toBe('RIFF-picture')
    const object = await store.stream(key)
    expect(object).toMatchObject({ size: 12, contentType: 'image/webp' })
    expect(object?.etag).toMatch(/^".+"$/)
    expect(await text(object!.body)).toBe('RIFF-picture')
    await store.delete(key)
    expect(await store.exists(key)).toBe(false)
    await store.delete(key)
    await store.close()
  })

  it('answers its ping', async () => {
    const store = await make()
    await expect(store.ping()).resolves.toBeUndefined()
    await store.close()
  })

  it('refuses a key that is not a picture’s path', async () => {
    const store = await make()
    await expect(store.put('../auth-secret.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/Not a media key/)
    await expect(store.exists('a/../../b.webp')).rejects.toThrow(/Not a media key/)
    await store.close()
  })

  it('gives pages the site’s /media address, or MEDIA_BASE_URL’s', async () => {
    expect((await make()).url('sale/ab-base.webp')).toBe('/media/sale/ab-base.webp')
  })
})

describe('a bucket that cannot be used', () => {
  it('says so in its ping: missing, or refusing the keys', async () => {
    const missing = await s3MediaStore({ ...s3Settings(), bucket: 'no-such-bucket' })
    await expect(missing.ping()).rejects.toThrow('bucket no-such-bucket does not exist')
    const refused = await s3MediaStore({ ...s3Settings(), accessKeyId: 'SOMEONE-ELSE' })
    await expect(refused.ping()).rejects.toThrow(/refuses these keys/)
    const closed = await s3MediaStore({ ...s3Settings(), endpoint: 'http://127.0.0.1:9' })
    await expect(closed.ping()).rejects.toThrow(/is unreachable|did not answer/)
    const withCdn = await s3MediaStore({ ...s3Settings(), baseUrl: 'https://cdn.example.ch/media' })
    expect(withCdn.url('sale/ab-base.webp')).toBe('https://cdn.example.ch/media/sale/ab-base.webp')
  })
})
