import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../support/server'
import { signInDemoAdmin } from './admin-support'
import { call } from './auth-support'
import { checkout, comeBack, guestWithCart, orderOf, payOnTestPage } from './payment-support'

/**
 * `npm run backup` and `npm run restore` of the embedded site: a backup taken while the site runs,
 * restored into a fresh data directory, gives a site with the same orders (still its customer's)
 * and the same photos. The commands are run as an operator runs them. PostgreSQL sites back up with
 * pg_dump instead (docs/operations.md): nothing here runs on TEST_DATABASE_URL.
 */

const root = path.resolve(import.meta.dirname, '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-test-'))
const servers: RunningServer[] = []

afterAll(async () => {
  for (const server of servers) await server.stop()
  fs.rmSync(work, { recursive: true, force: true })
})

/** Runs `npm run backup` or `npm run restore` (their scripts) on a data directory; answers its exit code and output. */
function command(script: 'backup' | 'restore', dataDir: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/${script}-cli.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, out, err })
    })
  })
}

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer({ TRUST_PROXY: 'true', DATABASE_URL: '', ...env })
  servers.push(server)
  return server
}

type Rental = { id: number; productId: number; images: { id: number; formats: Record<string, { url: string }> }[]; priceWeeks: { startDate: string; endDate: string; available: boolean }[] }

async function rental(server: RunningServer, id: number): Promise<Rental> {
  return ((await (await call(server, `/api/locations/${id}`)).json()) as { location: Rental }).location
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore of the embedded site', () => {
  it('backs up the running site; restored into a fresh data directory, the site has its orders and photos', async () => {
    const a = await start({ SEED_ON_START: 'true' })
    // A guest books and pays a week of a rental; the agency adds a photo to it.
    const { locations } = (await (await call(a, '/api/locations')).json()) as { locations: { id: number; kind: string }[] }
    const listed = await rental(a, locations.filter((l) => l.kind === 'weekly').at(-1)?.id as number)
    const week = listed.priceWeeks.filter((w) => w.available).at(-3)
    const guest = await guestWithCart(a, listed.productId, { body: { data: [{ startPeriod: week?.startDate, endPeriod: week?.endDate, adults: 2, children: [] }] } })
    const { reference } = await checkout(guest)
    await comeBack(guest, await payOnTestPage(guest, reference))
    const paid = await orderOf(guest)
    expect(paid.status).toBe(2)

    const jar = await signInDemoAdmin(a)
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a4b32' } }).jpeg().toBuffer()
    const upload = new FormData()
    upload.set('intent', 'addPhoto')
    upload.set('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'terrasse.jpg')
    upload.set('caption_fr', 'La terrasse')
    upload.set('caption_en', 'The terrace')
    const added = await fetch(`${a.url}/admin/locations/${listed.id}`, { method: 'POST', body: upload, redirect: 'manual', headers: { origin: a.url, cookie: jar.header(), 'x-forwarded-for': '192.0.2.1' } })
    expect(added.status).toBe(303)
    const photo = (await rental(a, listed.id)).images.at(-1)
    const photoUrl = photo?.formats.large?.url as string
    const photoBytes = new Uint8Array(await (await call(a, photoUrl)).arrayBuffer())

    // Backed up while the site runs; the site goes on answering.
    const archive = path.join(work, 'agency.tar.gz')
    const backup = await command('backup', a.dataDir, [archive])
    expect(backup.err).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.out).toContain('taken from the running server')
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)
    expect((await call(a, '/readyz')).status).toBe(200)
    expect((await command('backup', a.dataDir, [archive])).err).toContain('exists already')

    // Restore refuses a data directory in use, and a non-empty one without --force.
    expect(await command('restore', a.dataDir, [archive, '--force'])).toMatchObject({ code: 1, err: expect.stringContaining('A server is using') })
    await a.stop()
    expect(await command('restore', a.dataDir, [archive])).toMatchObject({ code: 1, err: expect.stringContaining('is not empty: restore into a new data directory') })

    const fresh = path.join(work, 'restored')
    const restored = await command('restore', fresh, [archive])
    expect(restored.err).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.out).toMatch(/Restored into .*restored: the backup of .*, \d+ orders, \d+ pictures/)

    const b = await start({ DATA_DIR: fresh })
    expect(await (await call(b, '/readyz')).json()).toMatchObject({ status: 'ready' })
    // The order, still its guest's (same session cookie), and in the back office.
    const again = await orderOf({ ...guest, api: (method, pathname, body) => call(b, `/shop/api/store${pathname}`, { jar: guest.jar, address: guest.address, method, body }) })
    expect(again).toMatchObject({ number: paid.number, status: 2, total: paid.total })
    // The restored database remembers the codes the admin used on the first site.
    const orders = await call(b, '/admin/commandes', { jar: await signInDemoAdmin(b, undefined, '', a.url) })
    expect(await orders.text()).toContain(paid.number)
    // The photo, on the rental and served.
    expect((await rental(b, listed.id)).images.map((image) => image.id)).toContain(photo?.id)
    const served = await call(b, photoUrl)
    expect(served.status).toBe(200)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(photoBytes)
  }, 240_000)
})
