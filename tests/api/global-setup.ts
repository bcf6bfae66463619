import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startServer } from '../support/server'
import { ensureTemplates } from '../support/templates'

export type SharedSite = {
  baseUrl: string
  /** Its configured public address (PUBLIC_URL is not set: the default, http://localhost:PORT). */
  publicUrl: string
  /** Its process id, to read its memory (/proc/<pid>/status). */
  pid: number
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared site per worker (tests/api/shared-server.ts). */
    sharedSites: SharedSite[]
  }
}

/**
 * The shared servers of the HTTP tests: one per worker on the embedded database, one on
 * TEST_DATABASE_URL (where the HTTP files run one at a time, vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  // The seeded template is a test site's directory after its first start, stopped cleanly (a site on
  // TEST_DATABASE_URL keeps its rows in PostgreSQL: no directory to copy).
  const seeded = async (dir: string) => void (await (await startServer({ DATA_DIR: dir })).stop())
  const removeTemplates = await ensureTemplates(process.env.TEST_DATABASE_URL ? {} : { seeded })
  const servers = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startServer()))
  project.provide('sharedSites', servers.map((server) => ({ baseUrl: server.url, publicUrl: server.publicUrl, pid: server.process.pid ?? 0 })))
  return async () => {
    for (const server of servers) {
      await server.stop()
      fs.rmSync(server.dataDir, { recursive: true, force: true })
    }
    removeTemplates()
  }
}
