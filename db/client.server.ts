import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Client, Pool } from 'pg'
import { PROJECT_ROOT } from './project-root'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  driver: 'pglite' | 'postgres'
  ping: () => Promise<boolean>
  close: () => Promise<void>
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, delivered once the notifying
   * transaction has committed. `onGap` is told when notices may have been missed (the listening
   * connection broke and was opened again). Answers a function that stops listening.
   */
  listen: (channel: string, onNotice: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>
  /** The embedded database only: its data directory as a gzipped tar, for `npm run backup` (server/backup). */
  dump?: () => Promise<Blob>
}

const migrationsFolder = path.join(PROJECT_ROOT, 'db', 'migrations')

/**
 * What runs once per start, one process at a time: `check` before the migrations (it may throw to
 * refuse the start), the migrations, then `setUp` (the first seed, sealing secrets).
 */
export type StartSteps = {
  check?: (db: Db) => Promise<void>
  setUp?: (db: Db) => Promise<void>
}

/**
 * The key of the session-level advisory lock under which a process runs its start steps on
 * PostgreSQL: two instances started together take turns, so neither meets the other's half-made
 * migration (a duplicate key on pg_extension or __drizzle_migrations) or seed.
 */
export const START_LOCK_KEY = 727_000

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded
 * PGlite persisted under `${dataDir}/db`. Applies the committed migrations.
 */
export async function openDatabase(options: {
  url?: string
  dataDir: string
  poolSize?: number
  /** Told when an idle PostgreSQL connection breaks (server restart); the pool replaces it. */
  onConnectionLost?: (error: Error) => void
  steps?: StartSteps
  /** Told of every query Drizzle sends (a benchmark counts the queries of a page: COUNT_QUERIES). */
  onQuery?: () => void
}): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined
  const database = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10, options.onConnectionLost, logger)
    : await openPglite(path.join(options.dataDir, 'db'), logger)
  try {
    await database.whileStarting(async () => {
      await options.steps?.check?.(database.db)
      await database.migrate()
      await options.steps?.setUp?.(database.db)
    })
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
  return database
}

type OpenedDatabase = Database & {
  migrate: () => Promise<void>
  /** Runs `work` as the only process starting on this database (PGlite has one process anyway). */
  whileStarting: (work: () => Promise<void>) => Promise<void>
}

/**
 * The embedded database lives inside the server's process, so its buffers are the server's memory
 * (docs/decisions/027): PostgreSQL's defaults (128 MB of shared buffers) are sized for a machine of
 * its own. The site's data is a few MB and the operating system caches its files anyway; the pages
 * and calls come from the page cache.
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 16MB', 'work_mem = 2MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 2MB']

/**
 * The embedded database's own client, with the site's extensions and memory settings, without
 * migrations: `loadDataDir` fills a new directory from a dump (npm run restore).
 */
export async function openPgliteClient(dir: string, options: { loadDataDir?: Blob } = {}) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  fs.mkdirSync(dir, { recursive: true })
  return PGlite.create(dir, { extensions: { btree_gist, pg_trgm, unaccent }, postgresqlconf: EMBEDDED_SETTINGS, loadDataDir: options.loadDataDir })
}

type PgliteClient = Awaited<ReturnType<typeof openPgliteClient>>

/**
 * The data directory as a gzipped tar, taken between two transactions (PGlite runs one at a time):
 * a restored copy starts as after a clean stop, with every committed change (npm run backup).
 */
export async function dumpPglite(client: PgliteClient): Promise<Blob> {
  // A checkpoint first: the restored copy then has little log to replay when it opens.
  await client.exec('checkpoint')
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'))
}

type QueryLogger = { logQuery: () => void }

async function openPglite(dir: string, logger?: QueryLogger): Promise<OpenedDatabase> {
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const client = await openPgliteClient(dir)
  const db = drizzle(client, { schema, logger })
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    whileStarting: (work) => work(),
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    dump: () => dumpPglite(client),
  }
}

async function openPostgres(url: string, max: number, onConnectionLost?: (error: Error) => void, logger?: QueryLogger): Promise<OpenedDatabase> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new pg.Pool({ connectionString: url, max })
  // Without a listener, an idle connection the server drops would end the process.
  pool.on('error', (error) => onConnectionLost?.(error))
  const db = drizzle(pool, { schema, logger })
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    whileStarting: (work) => whileHoldingStartLock(url, work),
    ping: () => ping(db as unknown as Db),
    close: () => endPool(pool),
    listen: (channel, onNotice, onGap) => listenOnPostgres(url, channel, onNotice, onGap),
  }
}

/**
 * Runs `work` holding the start lock, taken on a connection of its own (a pooled one would go back to
 * the pool with the lock): the other instances starting wait for it. The lock goes with that
 * connection, also when the process dies.
 */
async function whileHoldingStartLock(url: string, work: () => Promise<void>): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY])
    await work()
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool). When it breaks, it
 * is opened again after a second, and `onGap` says that notices may have been lost meanwhile.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  const { default: pg } = await import('pg')
  let client: Client | null = null
  let stopped = false
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '')
    })
    next.on('error', () => reopen(next))
    next.on('end', () => reopen(next))
    await next.connect()
    await next.query(`LISTEN ${channel}`)
    client = next
  }
  const reopen = (broken: Client) => {
    if (stopped || client !== broken) return
    client = null
    broken.end().catch(() => {})
    onGap?.()
    const retry = () => {
      if (stopped) return
      open().then(() => onGap?.(), () => setTimeout(retry, 1_000).unref())
    }
    setTimeout(retry, 1_000).unref()
  }
  await open()
  return async () => {
    stopped = true
    await client?.end().catch(() => {})
  }
}

/**
 * pg's `Pool.end()` resolves once it has asked its connections to close, not once they have:
 * wait for each one, so that nothing arrives on a connection nobody listens to any more.
 */
async function endPool(pool: Pool): Promise<void> {
  const open = pool.totalCount
  let closed = 0
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      if (++closed >= open) resolve()
    })
    setTimeout(resolve, 5_000).unref()
  })
  await pool.end()
  await allClosed
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
