import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project's folder (where package.json is), from the sources under tsx as from the compiled
 * server under build/node: files read at run time (migrations, the seed script) are found from it.
 */
export const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('package.json not found above the server')
    dir = parent
  }
  return dir
})()
