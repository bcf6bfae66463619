import fs from 'node:fs'
import path from 'node:path'
import { dumpPglite, openPgliteClient } from '../../db/client.server'
import { newestMigration } from '../../db/migration-status.server'
import type { Config } from '../config.server'
import { type BackupManifest, BackupRefused, BACKUP_FORMAT, BACKUP_VERSION, readBackup, writeBackup } from './archive.server'
import { backupSocketOf, embeddedDatabaseInUse } from './places'
import { answers, dumpFromRunningServer } from './socket.server'

/**
 * `npm run backup` and `npm run restore` for the embedded site (docs/decisions/042). A refusal is a
 * BackupRefused whose message says what to do; the commands print it and exit 1.
 */

type Settings = Pick<Config, 'dataDir' | 'DATABASE_URL' | 'S3_BUCKET'>

const POSTGRES_WAY =
  'this site uses PostgreSQL (DATABASE_URL): back up the database with pg_dump and the pictures with the bucket’s versioning, and restore with pg_restore, as docs/operations.md describes'

export type BackupDone = { file: string; manifest: BackupManifest; bytes: number; fromRunningServer: boolean }

/** Backs up DATA_DIR into `target`: asks the running server for its database, or opens it when no server runs. */
export async function backUp(settings: Settings, target: string): Promise<BackupDone> {
  if (settings.DATABASE_URL) throw new BackupRefused(`npm run backup copies the embedded database; ${POSTGRES_WAY}.`)
  if (!fs.existsSync(path.join(settings.dataDir, 'db'))) throw new BackupRefused(`There is no embedded database in ${settings.dataDir} (DATA_DIR) to back up.`)
  if (fs.existsSync(target)) throw new BackupRefused(`${target} exists already: name another file.`)
  let database = await dumpFromRunningServer(settings.dataDir)
  const fromRunningServer = database !== null
  if (!database) {
    if (embeddedDatabaseInUse(settings.dataDir)) {
      throw new BackupRefused(
        `The database in ${settings.dataDir} is open in a process that does not answer on ${backupSocketOf(settings.dataDir)}: ` +
          'a server still starting (wait until it is up and run npm run backup again), or one that stopped without closing it (start the site, then back up).',
      )
    }
    database = await dumpStopped(settings.dataDir)
  }
  const manifest = await writeBackup(target, {
    manifest: { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), database: 'pglite', newestMigration: newestMigration(), pictures: settings.S3_BUCKET ? 's3' : 'local' },
    database,
    dataDir: settings.dataDir,
  })
  return { file: target, manifest, bytes: fs.statSync(target).size, fromRunningServer }
}

async function dumpStopped(dataDir: string): Promise<Blob> {
  const client = await openPgliteClient(path.join(dataDir, 'db'))
  try {
    return await dumpPglite(client)
  } finally {
    await client.close()
  }
}

export type RestoreDone = { manifest: BackupManifest; orders: number; pictures: number; files: number }

/**
 * Restores `archive` into DATA_DIR: a new or empty directory, or, with `force`, one whose database and
 * files it replaces. Nothing is replaced until the whole archive has been read and its database opened.
 */
export async function restore(settings: Settings, archive: string, force: boolean): Promise<RestoreDone> {
  if (settings.DATABASE_URL) throw new BackupRefused(`npm run restore fills the embedded database; ${POSTGRES_WAY}.`)
  if (!fs.existsSync(archive)) throw new BackupRefused(`${archive} does not exist.`)
  const { dataDir } = settings
  if ((await answers(backupSocketOf(dataDir))) || embeddedDatabaseInUse(dataDir)) {
    throw new BackupRefused(`A server is using ${dataDir} (DATA_DIR): stop it, then restore.`)
  }
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []
  if (entries.length > 0 && !force) {
    throw new BackupRefused(
      `${dataDir} (DATA_DIR) is not empty: restore into a new data directory (DATA_DIR=./data-restored npm run restore -- ${archive}), ` +
        'or add --force to replace its database and files with the backup’s.',
    )
  }
  const staging = path.join(dataDir, `.restore-${process.pid}`)
  const replaced = path.join(dataDir, `.restore-${process.pid}-replaced`)
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 })
  try {
    const { manifest, database } = await readBackup(archive, staging)
    if (manifest.newestMigration > newestMigration()) {
      throw new BackupRefused(`${archive} was taken by a newer version of the site (its database has migrations this code lacks): update the code, then restore.`)
    }
    const client = await openPgliteClient(path.join(staging, 'db'), { loadDataDir: database })
    let counts: { orders: number; pictures: number }
    try {
      const count = async (table: string) => Number((await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0)
      counts = { orders: await count('orders where status <> 1'), pictures: await count('images') }
    } finally {
      await client.close()
    }
    // The current entries are moved aside first, and removed only once the backup's are in place.
    fs.mkdirSync(replaced, { recursive: true })
    for (const entry of fs.readdirSync(staging)) {
      if (fs.existsSync(path.join(dataDir, entry))) fs.renameSync(path.join(dataDir, entry), path.join(replaced, entry))
      fs.renameSync(path.join(staging, entry), path.join(dataDir, entry))
    }
    fs.rmSync(replaced, { recursive: true, force: true })
    return { manifest, ...counts, files: manifest.files }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** `backups/agency-2026-11-27-0930.tar.gz`, in the current folder. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '')
  return path.resolve('backups', `agency-${stamp}.tar.gz`)
}
