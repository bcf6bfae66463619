// A data directory holding the demo data copied up to a number of weekly rentals and contents
// (db/seed/scale.server.ts), for the benchmarks at real sizes (bench/scale.mjs, bench/cache.mjs).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const GENERATION_LIMIT_MS = 5 * 60_000

/** Copies the demo data up to `rentals` weekly rentals and `contents` contents into a new data directory; answers it and the time taken. Bounded: 5 minutes. */
export async function generateScaleData(rentals, contents) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-scale-${rentals}-`))
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/seed-scale-cli.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SCALE_RENTALS: String(rentals), SCALE_CONTENTS: String(contents), SEED_MEDIA_CACHE: path.join(os.tmpdir(), 'agency-scale-media') },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const timer = setTimeout(() => child.kill('SIGTERM'), GENERATION_LIMIT_MS)
  const code = await new Promise((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  if (code !== 0) throw new Error(`generating ${rentals} rentals failed (${code})`)
  return { dataDir, ms: Date.now() - started }
}
