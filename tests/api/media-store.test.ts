import fs from 'node:fs'
import path from 'node:path'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../support/server'
import { type S3Stand, startS3 } from '../support/s3'
import { type AuthServer, call, type CookieJar, startAuthServer } from './auth-support'
import { signInDemoAdmin } from './admin-support'

/**
 * Pictures in an S3 bucket (a real S3 protocol server on loopback, npm's s3rver): the seed and the
 * back office store every format there, not on the instance's disk, /media serves them and pages
 * load them from MEDIA_BASE_URL. On
 * PostgreSQL, instances with data directories of their own share the database and the bucket, as
 * two machines would: what one stores, the other serves.
 */

/** A CDN in front of the pictures (MEDIA_BASE_URL): pages load them from there, the site still serves /media. */
const CDN = 'https://cdn.example.ch/media'

let s3: S3Stand
let a: AuthServer
let jar: CookieJar
const started: RunningServer[] = []

beforeAll(async () => {
  s3 = await startS3()
  a = await startAuthServer({ SEED_ON_START: 'true', MEDIA_BASE_URL: CDN, ...s3.env })
  jar = await signInDemoAdmin(a)
}, 180_000)
afterAll(async () => {
  for (const server of started) await server.stop()
  await a?.stop()
  await s3?.stop()
})

type Picture = { id: number; formats: Record<string, { url: string }> }
type Rental = { id: number; slug: string; images: Picture[] }

async function firstRental(server: { url: string }): Promise<Rental> {
  const { locations } = (await (await call(server, '/api/locations')).json()) as { locations: { id: number }[] }
  const detail = await call(server, `/api/locations/${locations[0]?.id}`)
  return ((await detail.json()) as { location: Rental }).location
}

async function inBucket(key: string): Promise<boolean> {
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  try {
    await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
    return true
  } catch {
    return false
  } finally {
    client.destroy()
  }
}

async function served(server: { url: string }, url: string): Promise<Uint8Array> {
  const response = await call(server, url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  return new Uint8Array(await response.arrayBuffer())
}

/** Uploads a photo to a rental from the back office, as the sheet's form sends it; answers its formats once the rental shows it. */
async function uploadPhoto(rentalId: number): Promise<Picture> {
  const before = (await firstRental(a)).images.length
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}` } }).jpeg().toBuffer()
  const body = new FormData()
  body.set('intent', 'addPhoto')
  body.set('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'salon.jpg')
  body.set('caption_fr', 'Le salon')
  body.set('caption_en', 'The living room')
  const response = await fetch(`${a.url}/admin/locations/${rentalId}`, { method: 'POST', body, redirect: 'manual', headers: { origin: a.url, cookie: jar.header(), 'x-forwarded-for': '192.0.2.1' } })
  expect(response.status).toBe(303)
  // PostgreSQL's change notice travels on its own connection (decision 025): allowed a moment, bounded.
  await expect.poll(async () => (await firstRental(a)).images.length, { timeout: 2_000, interval: 50 }).toBe(before + 1)
  return (await firstRental(a)).images.at(-1) as Picture
}

describe('pictures in an S3 bucket', () => {
  it('the seed stores every format in the bucket, none on the instance’s disk, and /media serves them', async () => {
    const rental = await firstRental(a)
    expect(rental.images.length).toBeGreaterThan(0)
    for (const format of ['base', 'large', 'medium', 'thumbnail']) {
      const url = rental.images[0]?.formats[format]?.url as string
      expect(url).toMatch(new RegExp(`^/media/location/[0-9a-f]+-${format}\\.webp$`))
      expect(await inBucket(url.slice('/media/'.length))).toBe(true)
      expect((await sharp(await served(a, url)).metadata()).format).toBe('webp')
    }
    expect(fs.existsSync(path.join(a.dataDir, 'media'))).toBe(false)
    expect(await (await call(a, '/readyz')).json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', media: 'ok' } })
  })

  it('a photo uploaded in the back office is stored in the bucket in its four formats and shown on the rental’s page from the CDN', async () => {
    const rental = await firstRental(a)
    const photo = await uploadPhoto(rental.id)
    for (const format of Object.values(photo.formats)) {
      expect(await inBucket(format.url.slice('/media/'.length))).toBe(true)
      await served(a, format.url)
    }
    expect(fs.existsSync(path.join(a.dataDir, 'media'))).toBe(false)
    const page = await call(a, `/location/${rental.slug}-${rental.id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const onCdn = (url: string | undefined) => `${CDN}${url?.slice('/media'.length)}`
    expect(html).toContain(`${onCdn(photo.formats.medium?.url)} 800w`)
    expect(html).not.toMatch(/(?:src|srcSet|srcset)="\/media\//)
    expect(html).toContain(`<meta property="og:image" content="${onCdn(rental.images[0]?.formats.large?.url)}"`)
    expect(html).toContain(JSON.stringify(onCdn(photo.formats.large?.url)))
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('(PostgreSQL) a second instance with its own data directory serves the seed’s pictures and a photo uploaded on the first', async () => {
    const b = await startServer({ ...s3.env, SEED_ON_START: 'false', DATABASE_URL: a.databaseUrl as string })
    started.push(b)
    expect(b.dataDir).not.toBe(a.dataDir)
    const rental = await firstRental(b)
    const seeded = rental.images[0]?.formats.large?.url as string
    expect(await served(b, seeded)).toEqual(await served(a, seeded))
    const photo = await uploadPhoto(rental.id)
    for (const format of Object.values(photo.formats)) expect(await served(b, format.url)).toEqual(await served(a, format.url))
    expect((await call(b, '/readyz')).status).toBe(200)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('(PostgreSQL) an instance keeping pictures on its own disk is not ready: /readyz names the media check', async () => {
    const alone = await startServer({ SEED_ON_START: 'false', DATABASE_URL: a.databaseUrl as string })
    started.push(alone)
    const readiness = await call(alone, '/readyz')
    expect(readiness.status).toBe(503)
    expect(await readiness.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', media: 'failed' } })
    expect((await call(alone, '/healthz')).status).toBe(200)
  })

  it('while the bucket cannot be reached: alive, not ready (media), pictures answer 503 and an upload says to try again', async () => {
    const rental = await firstRental(a)
    const url = rental.images[0]?.formats.thumbnail?.url as string
    await s3.stop()
    expect((await call(a, '/healthz')).status).toBe(200)
    const readiness = await call(a, '/readyz')
    expect(readiness.status).toBe(503)
    expect(await readiness.json()).toMatchObject({ checks: { database: 'ok', media: 'failed' } })
    expect((await call(a, url)).status).toBe(503)
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } }).jpeg().toBuffer()
    for (const [lang, message] of [['', 'Les photos ne peuvent pas être enregistrées pour l’instant'], ['/en', 'Photos cannot be saved right now']]) {
      const body = new FormData()
      body.set('intent', 'addPhoto')
      body.set('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'salon.jpg')
      const refused = await fetch(`${a.url}${lang}/admin/locations/${rental.id}`, { method: 'POST', body, redirect: 'manual', headers: { origin: a.url, cookie: jar.header(), 'x-forwarded-for': '192.0.2.1' } })
      expect(refused.status).toBe(503)
      expect(await refused.text()).toContain(message)
    }
    expect((await firstRental(a)).images).toHaveLength(rental.images.length)
  })
})
