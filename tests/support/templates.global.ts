import { ensureTemplates } from './templates'

/** The unit tests' global setup: the migrated template their embedded databases start from. */
export default async function setup() {
  return ensureTemplates()
}
