// Starts the built site (production mode) on a loopback port with a data directory of its own.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/**
 * On PostgreSQL the demo data is written by `npm run seed` in a process of its own first, as a real
 * deployment's data comes from elsewhere: the server measured has not drawn pictures in its memory.
 */
function seedPostgres(databaseUrl, dataDir) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed-cli.ts'], { cwd: root, env: { ...process.env, ...postgresEnv(databaseUrl, dataDir) }, stdio: ['ignore', 'ignore', 'inherit'] })
  if (seeded.status !== 0) throw new Error(`the seed of ${databaseUrl} failed`)
}

/**
 * A site on PostgreSQL: a test site (the production checks would refuse the demo data it measures),
 * sealing its secrets with the key of the test servers (tests/support/server.ts), so that a database
 * the tests or an earlier bench sealed opens again; each new data directory would make a key of its own.
 */
function postgresEnv(databaseUrl, dataDir) {
  return { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SITE_MODE: 'test', DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? '5e1f0c0ffee0ddba11cafe5eed0fab1e5e1f0c0ffee0ddba11cafe5eed0fab1e' }
}

const startScript = () => JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start

/** The V8 flags of `npm start` (package.json), so that the memory measured is the one served. */
function startFlags() {
  return startScript().match(/--[\w-]+=\d+/g) ?? []
}

/** The environment `npm start` sets before node (MALLOC_ARENA_MAX), for the same reason. */
function startEnvironment() {
  const [, assignments = ''] = /^((?:[A-Z_]+=\S+\s+)*)node\b/.exec(startScript()) ?? []
  return Object.fromEntries(assignments.trim().split(/\s+/).filter(Boolean).map((a) => a.split('=')))
}

/**
 * `dataDir`: an existing data directory to use (and remove at the end); a new one otherwise.
 * `nodeFlags`: more flags for node (a CPU profile: `--cpu-prof`).
 */
export async function startSite({ databaseUrl, env = {}, dataDir: given, nodeFlags = [] } = {}) {
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const base = `http://127.0.0.1:${port}`
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
  if (databaseUrl) seedPostgres(databaseUrl, dataDir)
  // The server as `npm start` runs it: compiled (npm run build), with the same memory flags.
  const child = spawn(process.execPath, [...startFlags(), ...nodeFlags, 'build/node/index.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...startEnvironment(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? postgresEnv(databaseUrl, dataDir) : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, pid: child.pid, stop }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error('the site did not start')
}
