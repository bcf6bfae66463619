import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const BUILT = ['build/server/index.js', 'build/node/index.mjs'].map((file) => path.join(root, file))
const SOURCES = ['app', 'server', 'domain', 'db', 'scripts'].map((folder) => path.join(root, folder))

/** The latest change among the files under `folder`, in ms. */
function newestChange(folder: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/**
 * The HTTP tests run the compiled site, as `npm start` and production do. A source changed since
 * the last build would be tested as it was: the site is built again first (npm test builds anyway).
 */
export function ensureBuiltSite(): void {
  const built = BUILT.every((file) => fs.existsSync(file)) ? Math.min(...BUILT.map((file) => fs.statSync(file).mtimeMs)) : 0
  if (built > Math.max(...SOURCES.map(newestChange))) return
  console.log(built ? 'Sources changed since the last build: building the site again.' : 'Building the site.')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The site does not build: see `npm run build` above.')
}
