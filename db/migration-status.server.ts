import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from './client.server'
import { PROJECT_ROOT } from './project-root'

/** The moment of the newest committed migration, as drizzle-kit wrote it in the journal. */
export function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database has every migration this code was built with. Drizzle's migrator records
 * each one it applies with its journal moment, and applies those newer than its last record: the
 * same test here. False while another instance is still migrating, or on a database of older code.
 */
export function migrationStatus(db: Db): () => Promise<boolean> {
  const expected = newestMigration()
  let done = false
  return async () => {
    if (done) return true
    const result = await db.execute<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
    const rows = (result as unknown as { rows: { last: string | number | null }[] }).rows
    done = Number(rows[0]?.last ?? 0) >= expected
    return done
  }
}
