import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { localMediaStore } from '../../domain/media/local-store.server'
import type { MediaStore } from '../../domain/media/store'
import type { AppEnv } from '../env'
import { mediaFiles } from './serve'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-serve-test-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

function appOn(store: MediaStore) {
  const app = new Hono<AppEnv>()
  app.all('/media/*', mediaFiles(store))
  return app
}

describe('/media/*', async () => {
  const store = localMediaStore(path.join(root, 'media'))
  await store.put('location/ab12-large.webp', new Uint8Array([82, 73, 70, 70]), 'image/webp')
  fs.writeFileSync(path.join(root, 'auth-secret'), 'not for the public')
  const app = appOn(store)

  it('sends a stored picture with its type, length and a year of caching', async () => {
    const response = await app.request('/media/location/ab12-large.webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('content-length')).toBe('4')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]))
  })

  it('answers a revalidation with 304 and a HEAD without a body', async () => {
    const etag = (await app.request('/media/location/ab12-large.webp')).headers.get('etag') as string
    const again = await app.request('/media/location/ab12-large.webp', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    const head = await app.request('/media/location/ab12-large.webp', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('4')
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it.each(['/media/location/none-large.webp', '/media/../auth-secret', '/media/%2e%2e/auth-secret', '/media/..%2fauth-secret', '/media/'])('answers 404 to what is not a stored picture (%s)', async (address) => {
    const response = await app.request(address)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('not for the public')
  })

  it('refuses other methods with 405', async () => {
    const response = await app.request('/media/location/ab12-large.webp', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers 503 while the store cannot be read, never a 500', async () => {
    const broken: MediaStore = { ...store, stream: async () => Promise.reject(new Error('connect ECONNREFUSED')) }
    const response = await appOn(broken).request('/media/location/ab12-large.webp')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
  })
})
