import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.server'
import { seedDemoAdmin } from '../../db/seed/staff.server'
import { createSecretBox } from '../../domain/secrets/secret-box.server'
import { type RunningServer, startServer } from '../support/server'
import { ownDatabase } from './auth-support'

/**
 * How a server starts on PostgreSQL (docs/decisions/043): a production site refuses what is only
 * right for a demo, naming each setting; one with everything set starts empty; two instances started
 * together both come up, the migrations and the seed done once; a wrong DATA_ENCRYPTION_KEY is
 * refused. Each test on a database of its own, dropped after. PostgreSQL only (TEST_DATABASE_URL).
 */

const root = path.resolve(import.meta.dirname, '../..')
const migrationCount = (JSON.parse(fs.readFileSync(path.join(root, 'db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length

/** What a production site is given (the Datatrans and SMTP hosts are never called by a start). */
const PRODUCTION = {
  SITE_MODE: '',
  PUBLIC_URL: 'https://www.agence-crans.example',
  AUTH_SECRET: 'the-agency-own-secret-of-32-characters-or-more',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_PROVIDER: 'datatrans',
  DATATRANS_MERCHANT_ID: '1100012345',
  DATATRANS_PASSWORD: 'pw',
  DATATRANS_HMAC_KEY: 'ab'.repeat(32),
  DATATRANS_ENV: 'production',
}

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function freshDatabase(): Promise<string> {
  const database = await ownDatabase()
  cleanups.push(database.drop)
  return database.url as string
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

/** Runs the server until it exits (a refused start); its exit code and what it wrote. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'site-start-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    }),
  )
}

async function started(server: RunningServer): Promise<RunningServer> {
  cleanups.push(() => server.stop())
  return server
}

describe.runIf(process.env.TEST_DATABASE_URL)('a production site on PostgreSQL', () => {
  it('refuses to start with the demo’s settings and the demo admin in its database, naming every one, and seeds nothing', async () => {
    const url = await freshDatabase()
    const holding = await openDatabase({ url, dataDir: os.tmpdir() })
    await seedDemoAdmin(holding.db, createSecretBox(randomBytes(32)), new Date())
    await holding.close()

    const { code, output } = await runUntilExit({ DATABASE_URL: url, SITE_MODE: '', DATA_ENCRYPTION_KEY: '', AUTH_SECRET: '', SMTP_URL: '', PUBLIC_URL: '', PAYMENT_PROVIDER: '' })
    expect(code).toBe(1)
    expect(output).toContain('This production site cannot start (DATABASE_URL is set and SITE_MODE is not)')
    for (const setting of ['PAYMENT_PROVIDER: test', 'PUBLIC_URL: http://localhost:0', 'AUTH_SECRET: not set', 'DATA_ENCRYPTION_KEY: not set', 'SMTP_URL: not set', 'database: it holds the demo admin admin@agence-demo.example']) {
      expect(output).toContain(`  ${setting}`)
    }
    expect(output).toContain('SITE_MODE=demo or SITE_MODE=test')
    expect(await query(url, 'select id from locations')).toEqual([])
  }, 90_000)

  it('starts with everything set, on an empty database it leaves empty', async () => {
    const url = await freshDatabase()
    const server = await started(await startServer({ ...PRODUCTION, DATABASE_URL: url }))
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(await query(url, 'select id from locations')).toEqual([])
    expect(await query(url, 'select id from users')).toEqual([])
  }, 120_000)

  it('refuses a DATA_ENCRYPTION_KEY other than the one its secrets were sealed with', async () => {
    const url = await freshDatabase()
    const first = await startServer({ ...PRODUCTION, DATABASE_URL: url })
    expect(await first.stop()).toBe(0)
    const { code, output } = await runUntilExit({ ...PRODUCTION, DATABASE_URL: url, DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') })
    expect(code).toBe(1)
    expect(output).toContain('DATA_ENCRYPTION_KEY is not the key the secrets of this database were encrypted with')
  }, 120_000)
})

describe.runIf(process.env.TEST_DATABASE_URL)('two instances started together on a new database', () => {
  it.each([1, 2, 3])('both come up, the migrations and the seed of the test site done once (try %i)', async () => {
    const url = await freshDatabase()
    // Spawned within a few milliseconds of each other (each call awaits a free port, then spawns).
    const starts = await Promise.allSettled([0, 1].map(() => startServer({ DATABASE_URL: url, LOG_LEVEL: 'info' }, { captureLog: true })))
    const servers = await Promise.all(starts.flatMap((start) => (start.status === 'fulfilled' ? [started(start.value)] : [])))
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'up'))).toEqual(['up', 'up'])
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(await query(url, 'select id from drizzle.__drizzle_migrations')).toHaveLength(migrationCount)
    const seeded = servers.map((server) => server.logLines().filter((line) => line.includes('"msg":"demo data seeded"')).length)
    expect(seeded.sort()).toEqual([0, 1])
    expect(await query(url, `select id from users where username = 'admin@agence-demo.example'`)).toHaveLength(1)
  }, 240_000)
})
