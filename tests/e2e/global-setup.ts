// The HTTP and browser tests run the compiled site, as `npm start` and production do.
import { buildIfStale } from '../../scripts/build-if-stale.mjs'
import { startServer } from '../support/server'
import { ensureTemplates } from '../support/templates'

/**
 * The run's templates (tests/support/templates.ts): each worker's site starts from the seeded one, a
 * spec's own shop from the migrated one. A site on TEST_DATABASE_URL has nothing to copy.
 */
export default async function globalSetup() {
  if (!buildIfStale()) throw new Error('The site does not build: see `npm run build` above.')
  if (process.env.TEST_DATABASE_URL) return ensureTemplates()
  return ensureTemplates({ seeded: async (dir) => void (await (await startServer({ DATA_DIR: dir })).stop()) })
}
