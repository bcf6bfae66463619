import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
// The HTTP and browser tests run the compiled site, as `npm start` and production do.
import { buildIfStale } from '../../scripts/build-if-stale.mjs'
import { startServer } from '../support/server'
import { ensureTemplates } from '../support/templates'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** Its configured public address (PUBLIC_URL is not set: the default, http://localhost:PORT). */
    publicUrl: string
    /** Its process id, to read its memory (/proc/<pid>/status). */
    serverPid: number
  }
}

/** One server for the HTTP tests, on the embedded database or TEST_DATABASE_URL. */
export default async function setup(project: TestProject) {
  if (!buildIfStale()) throw new Error('The site does not build: see `npm run build` above.')
  // The seeded template is a test site's directory after its first start, stopped cleanly (a site on
  // TEST_DATABASE_URL keeps its rows in PostgreSQL: no directory to copy).
  const seeded = async (dir: string) => void (await (await startServer({ DATA_DIR: dir })).stop())
  const removeTemplates = await ensureTemplates(process.env.TEST_DATABASE_URL ? {} : { seeded })
  const server = await startServer()
  project.provide('baseUrl', server.url)
  project.provide('publicUrl', server.publicUrl)
  project.provide('serverPid', server.process.pid ?? 0)
  return async () => {
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
    removeTemplates()
  }
}
