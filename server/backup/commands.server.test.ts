import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { backUp, defaultBackupName, restore } from './commands.server'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-commands-test-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const postgres = { dataDir: work, DATABASE_URL: 'postgres://agency@db.example.ch/agency', S3_BUCKET: 'agency-media' }

describe('npm run backup and restore', () => {
  it('send a PostgreSQL site to pg_dump, pg_restore and the bucket’s versioning', async () => {
    await expect(backUp(postgres, path.join(work, 'x.tar.gz'))).rejects.toThrow(/pg_dump .*bucket’s versioning.*docs\/operations\.md/)
    await expect(restore(postgres, path.join(work, 'x.tar.gz'), false)).rejects.toThrow(/pg_restore/)
  })

  it('say when there is nothing to back up, or the archive is missing', async () => {
    const empty = { dataDir: path.join(work, 'none'), DATABASE_URL: undefined, S3_BUCKET: undefined }
    await expect(backUp(empty, path.join(work, 'x.tar.gz'))).rejects.toThrow(`There is no embedded database in ${empty.dataDir} (DATA_DIR) to back up.`)
    await expect(restore(empty, path.join(work, 'missing.tar.gz'), false)).rejects.toThrow('missing.tar.gz does not exist.')
  })

  it('name a backup by its minute, in ./backups', () => {
    expect(defaultBackupName(new Date('2026-11-27T09:30:12Z'))).toBe(path.resolve('backups', 'agency-2026-11-27-0930.tar.gz'))
  })
})
