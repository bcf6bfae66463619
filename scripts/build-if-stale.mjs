// Builds the site when the build is missing or older than its sources: `npm start` serves the
// compiled server, and the HTTP and browser tests start it too (a source changed since the last
// build would otherwise be run as it was).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const BUILT = ['build/node/index.mjs', 'build/server/index.js']
const SOURCES = ['app', 'domain', 'server', 'db', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'scripts/build-server.mjs']

function newestChange(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(full, { recursive: true })
    .map((name) => fs.statSync(path.join(full, String(name))).mtimeMs)
    .reduce((a, b) => Math.max(a, b), stat.mtimeMs)
}

function buildTime() {
  const files = BUILT.map((file) => path.join(root, file))
  return files.every((file) => fs.existsSync(file)) ? Math.min(...files.map((file) => fs.statSync(file).mtimeMs)) : 0
}

/** Builds when needed; false when the build fails (its output says why). */
export function buildIfStale() {
  if (buildTime() >= Math.max(...SOURCES.map(newestChange))) return true
  console.log('Building the site…')
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0
}
