import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { pack } from 'tar-stream'
import { afterAll, describe, expect, it } from 'vitest'
import { BACKUP_FORMAT, BACKUP_VERSION, BackupRefused, filesToKeep, readBackup, writeBackup } from './archive.server'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-archive-test-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const manifest = { format: BACKUP_FORMAT as typeof BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: '2026-11-27T08:00:00.000Z', database: 'pglite' as const, newestMigration: 1, pictures: 'local' as const }

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(work, 'data-'))
  for (const [file, text] of Object.entries({ 'auth-secret': 'k', 'media/location/a-base.webp': 'RIFF', 'mail/1.eml': 'Subject: x', 'db/PG_VERSION': '17', 'run/backup.sock': '', 'media/location/b.webp.1.tmp': 'half' })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

/** An archive of the given entries, as anyone could make one. */
async function archiveOf(entries: Record<string, string>): Promise<string> {
  const file = path.join(work, `crafted-${Math.random().toString(36).slice(2)}.tar.gz`)
  const tar = pack()
  for (const [name, text] of Object.entries(entries)) tar.entry({ name }, text)
  tar.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of tar) chunks.push(Buffer.from(chunk as Uint8Array))
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)))
  return file
}

describe('the backup archive', () => {
  it('keeps every file of the data directory but the database, the socket and temporary files', () => {
    expect(filesToKeep(dataDir())).toEqual(['auth-secret', path.join('mail', '1.eml'), path.join('media', 'location', 'a-base.webp')])
  })

  it('reads back what it wrote: the manifest, the database dump and the files', async () => {
    const file = path.join(work, 'round.tar.gz')
    const written = await writeBackup(file, { manifest, database: new Blob(['dump']), dataDir: dataDir() })
    expect(written.files).toBe(3)
    const staging = fs.mkdtempSync(path.join(work, 'staging-'))
    const read = await readBackup(file, staging)
    expect(read.manifest).toEqual(written)
    expect(await read.database.text()).toBe('dump')
    expect(fs.readFileSync(path.join(staging, 'media', 'location', 'a-base.webp'), 'utf8')).toBe('RIFF')
    expect(fs.existsSync(path.join(staging, 'db'))).toBe(false)
  })

  it('refuses what is not a backup of this site', async () => {
    const staging = fs.mkdtempSync(path.join(work, 'staging-'))
    const notGzip = path.join(work, 'notes.txt')
    fs.writeFileSync(notGzip, 'hello')
    await expect(readBackup(notGzip, staging)).rejects.toThrow(BackupRefused)
    await expect(readBackup(await archiveOf({ 'etc/passwd': 'x' }), staging)).rejects.toThrow('does not start with backup.json')
    await expect(readBackup(await archiveOf({ 'backup.json': JSON.stringify({ ...manifest, version: 99 }) }), staging)).rejects.toThrow('reads format 1')
    await expect(readBackup(await archiveOf({ 'backup.json': JSON.stringify(manifest) }), staging)).rejects.toThrow('is incomplete')
  })

  it('refuses an archive naming a file outside the data directory, and writes nothing there', async () => {
    const staging = fs.mkdtempSync(path.join(work, 'staging-'))
    const crafted = await archiveOf({ 'backup.json': JSON.stringify(manifest), 'database.tar.gz': 'dump', 'files/../../escaped': 'x' })
    await expect(readBackup(crafted, staging)).rejects.toThrow('outside the data directory')
    expect(fs.existsSync(path.join(work, 'escaped'))).toBe(false)
  })
})
