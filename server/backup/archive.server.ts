import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { extract as tarExtract, type Header, type Pack, pack as tarPack } from 'tar-stream'
import { keptInBackup } from './places'

/**
 * A backup of the embedded site, one .tar.gz: `backup.json` (what it is), `database.tar.gz` (PGlite's
 * data directory as PGlite dumps it) and `files/…` (everything else under DATA_DIR: pictures, the
 * generated keys, written e-mails). It holds secrets and customers' data: written readable by its
 * owner only.
 */

export const BACKUP_FORMAT = 'crans-montana-agency-backup'
export const BACKUP_VERSION = 1

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  database: 'pglite'
  /** The newest migration of the code that took it (db/migrations journal): newer code migrates it at start. */
  newestMigration: number
  /** Where the site kept its pictures: 'local' (they are in files/media) or 's3' (they are in the bucket, not here). */
  pictures: 'local' | 's3'
  files: number
}

const MANIFEST = 'backup.json'
const DATABASE = 'database.tar.gz'
const FILES = 'files/'

/** Every file under `dataDir` the backup keeps, relative, in a stable order. Links are not followed. */
export function filesToKeep(dataDir: string, leaveOut: string[] = []): string[] {
  if (!fs.existsSync(dataDir)) return []
  const excluded = new Set(leaveOut.map((file) => path.resolve(file)))
  return (fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => keptInBackup(relative) && !excluded.has(path.resolve(dataDir, relative)))
    .sort()
}

/** Writes the archive through a temporary name: a backup file is whole or absent. */
export async function writeBackup(target: string, input: { manifest: Omit<BackupManifest, 'files'>; database: Blob; dataDir: string }): Promise<BackupManifest> {
  const files = filesToKeep(input.dataDir, [target])
  const manifest: BackupManifest = { ...input.manifest, files: files.length }
  const pack = tarPack()
  const partial = `${target}.${process.pid}.tmp`
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const writing = pipeline(Readable.from(pack), zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }))
  writing.catch(() => {})
  try {
    await addEntry(pack, { name: MANIFEST, mode: 0o600 }, Buffer.from(JSON.stringify(manifest, null, 2)))
    await addEntry(pack, { name: DATABASE, mode: 0o600 }, Buffer.from(await input.database.arrayBuffer()))
    for (const relative of files) {
      // One file at a time, whole: pictures and e-mails are a few hundred KB at most.
      const file = path.join(input.dataDir, relative)
      const stat = fs.statSync(file)
      await addEntry(pack, { name: FILES + relative.split(path.sep).join('/'), mode: stat.mode & 0o777, mtime: stat.mtime }, fs.readFileSync(file))
    }
    pack.finalize()
    await writing
    fs.renameSync(partial, target)
  } catch (error) {
    pack.destroy()
    fs.rmSync(partial, { force: true })
    throw error
  }
  return manifest
}

type EntryHeader = Partial<Header> & Pick<Header, 'name'>

function addEntry(pack: Pack, header: EntryHeader, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ ...header, size: body.length }, body, (error) => (error ? reject(error) : resolve())))
}

export class BackupRefused extends Error {}

/**
 * Reads an archive into `staging`: its files under `staging/…`, its database dump returned as a Blob.
 * Refuses what is not a backup of this site, or names a path outside the staging folder.
 */
export async function readBackup(archive: string, staging: string): Promise<{ manifest: BackupManifest; database: Blob }> {
  const extract = tarExtract()
  const feeding = pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract)
  feeding.catch(() => {})
  let manifest: BackupManifest | null = null
  let database: Blob | null = null
  try {
    for await (const source of extract) {
      // tar-stream's entries are streamx streams: read as the async iterables they are.
      const entry = source as unknown as AsyncIterable<Uint8Array> & { header: Header }
      const name = entry.header.name
      if (!manifest) {
        if (name !== MANIFEST) throw new BackupRefused(`${archive} is not a backup of this site (it does not start with ${MANIFEST})`)
        manifest = checkedManifest(await bytesOf(entry), archive)
      } else if (name === DATABASE) {
        database = new Blob([new Uint8Array(await bytesOf(entry))])
      } else if (name.startsWith(FILES) && entry.header.type === 'file') {
        const target = safeTarget(staging, name.slice(FILES.length))
        fs.mkdirSync(path.dirname(target), { recursive: true })
        await pipeline(Readable.from(entry), fs.createWriteStream(target, { mode: ((entry.header.mode ?? 0o600) & 0o777) | 0o600 }))
      } else {
        throw new BackupRefused(`${archive} holds an entry a backup never has: ${name}`)
      }
    }
    await feeding
  } catch (error) {
    extract.destroy()
    if (error instanceof BackupRefused) throw error
    throw new BackupRefused(`${archive} cannot be read as a backup: ${(error as Error).message}`)
  }
  if (!manifest || !database) throw new BackupRefused(`${archive} is incomplete: it has no ${manifest ? DATABASE : MANIFEST}`)
  return { manifest, database }
}

async function bytesOf(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

function checkedManifest(bytes: Buffer, archive: string): BackupManifest {
  let manifest: Partial<BackupManifest>
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<BackupManifest>
  } catch {
    throw new BackupRefused(`${archive} is not a backup of this site (its ${MANIFEST} is not JSON)`)
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupRefused(`${archive} is not a backup of this site`)
  if (manifest.version !== BACKUP_VERSION) throw new BackupRefused(`${archive} is a backup of format ${manifest.version}; this version of the site reads format ${BACKUP_VERSION}`)
  return manifest as BackupManifest
}

/** The path of an archived file under `root`, refusing absolute paths and "..". */
function safeTarget(root: string, name: string): string {
  const target = path.resolve(root, name)
  if (!name || path.isAbsolute(name) || name.split('/').includes('..') || !target.startsWith(path.resolve(root) + path.sep)) {
    throw new BackupRefused(`the backup names a file outside the data directory: ${name}`)
  }
  return target
}
