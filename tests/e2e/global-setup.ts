import { startServer } from '../support/server'
import { ensureTemplates } from '../support/templates'

/**
 * The run's templates (tests/support/templates.ts): each worker's site starts from the seeded one, a
 * spec's own shop from the migrated one. A site on TEST_DATABASE_URL has nothing to copy.
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return ensureTemplates()
  return ensureTemplates({ seeded: async (dir) => void (await (await startServer({ DATA_DIR: dir })).stop()) })
}
