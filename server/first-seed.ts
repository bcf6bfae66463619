import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { PROJECT_ROOT } from '../db/project-root'

const seedScript = path.join(PROJECT_ROOT, 'server', 'seed-cli.ts')

/**
 * The first start on a new embedded data directory seeds the demo data in a process of its own: the
 * seed draws its pictures and fills the database, and the memory that takes is given back when that
 * process ends, instead of staying in the server's for its whole life (docs/decisions/027). Later
 * starts find the directory and skip this; the server's own `seedIfEmpty` still covers a seed that
 * did not finish.
 */
export async function seedNewEmbeddedDatabase(dataDir: string, log: Logger): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'db'))) return
  // The seed runs from its sources, whether the server does (tsx) or runs compiled (build/node).
  const child = spawn(process.execPath, ['--import', 'tsx', seedScript], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => log.debug({ seed: chunk.toString().trim() }, 'seed'))
  child.stderr.on('data', (chunk: Buffer) => log.warn({ seed: chunk.toString().trim() }, 'seed'))
  // Asked to stop meanwhile: the seed stops too (its transaction leaves nothing half done), then the server.
  const stop = (signal: NodeJS.Signals) => {
    child.once('exit', () => process.exit(signal === 'SIGINT' ? 130 : 143))
    child.kill('SIGTERM')
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  try {
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    if (code !== 0) log.warn({ code }, 'the seed process failed; the server seeds in its own process')
    else log.info('demo data seeded')
  } finally {
    process.off('SIGTERM', stop)
    process.off('SIGINT', stop)
  }
}
