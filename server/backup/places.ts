import fs from 'node:fs'
import path from 'node:path'

/**
 * Where a running embedded server takes backup requests: a Unix socket in a folder only the site's
 * user may enter. Whoever can reach it can read the data directory anyway; nobody else can, and no
 * network address (not even loopback, where a front server could relay) ever answers it.
 */
export function backupSocketOf(dataDir: string): string {
  return path.join(dataDir, 'run', 'backup.sock')
}

/**
 * PGlite writes `postmaster.pid` in its directory while a process has it open and removes it when
 * that process closes it cleanly: present, the database is in use (or its process died).
 */
export function embeddedDatabaseInUse(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'db', 'postmaster.pid'))
}

/** What the backup archive leaves out of DATA_DIR: the database (dumped instead), the socket, restores in progress, temporary files. */
export function keptInBackup(relative: string): boolean {
  const top = relative.split(/[\\/]/)[0] ?? ''
  return top !== 'db' && top !== 'run' && !top.startsWith('.restore-') && !relative.endsWith('.tmp')
}
