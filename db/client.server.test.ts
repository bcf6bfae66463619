import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from './client.server'
import { migrationStatus } from './migration-status.server'

/** The embedded database's memory settings (docs/decisions/027): read back from the database itself. */
let database: Database
beforeAll(async () => {
  database = await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'client-test-')) })
}, 60_000)
afterAll(async () => {
  await database?.close()
})

describe('the embedded database', () => {
  it('runs with buffers sized for a process it shares with the server', async () => {
    const setting = async (name: string) => ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Array<Record<string, string>> }).rows[0]?.[name]
    expect(await setting('shared_buffers')).toBe('16MB')
    expect(await setting('work_mem')).toBe('2MB')
  })
})

describe('migration status (/readyz)', () => {
  it('holds once every committed migration is applied, and not while the newest is missing', async () => {
    expect(await migrationStatus(database.db)()).toBe(true)
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`)
      expect(await migrationStatus(tx as unknown as Database['db'])()).toBe(false)
      tx.rollback()
    })
    await expect(rolledBack).rejects.toThrow(/rollback/i)
    expect(await migrationStatus(database.db)()).toBe(true)
  })
})
