// `npm start`: builds the site when the build is missing or older than the sources, then serves it
// with the compiled server (build/node). Its memory flags are in package.json (decision 027): a young
// generation of 2 MB and an old generation of 192 MB at most, which the server's live data fits
// three times over (the kept pages are outside it).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'build/node/index.mjs')
const sources = ['app', 'domain', 'server', 'db', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']

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

const buildTime = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0
if (buildTime < Math.max(...sources.map(newestChange))) {
  console.log('Building the site…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
process.chdir(root)
await import('../build/node/index.mjs')
