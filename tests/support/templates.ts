// Data directories made once per test run and copied for each new test site or database. A fresh
// embedded database costs its initdb and 27 migrations, a seeded site also the demo's pictures and
// rows: 5 to 20 s each, about sixty times a run, one after another. A copy of a directory made once
// is the same database in a fraction of that. Without a template (a single test file run alone,
// TEMPLATES_ENV unset) every helper makes a fresh directory as before.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../db/client.server'

/** Where the run's global setup put its templates; the test workers inherit it. */
export const TEMPLATES_ENV = 'AGENCY_TEST_TEMPLATES'

/**
 * `migrated`: an embedded database with every migration applied and no rows.
 * `seeded`: a test site's data directory after its first start (SITE_MODE=test): the database with
 * the demo's rows and the media folder with their pictures; no secrets (auth-secret, payment key),
 * which each site makes for itself.
 */
export type Template = 'migrated' | 'seeded'

const COPIED: Record<Template, string[]> = { migrated: ['db'], seeded: ['db', 'media'] }

function templateDir(kind: Template): string | null {
  const root = process.env[TEMPLATES_ENV]
  const dir = root && path.join(root, kind)
  return dir && fs.existsSync(path.join(dir, 'db')) ? dir : null
}

/** A new empty data directory under TMPDIR, filled from the template `kind` when the run made one. */
export function newDataDir(prefix: string, kind?: Template): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  const template = kind && templateDir(kind)
  if (template) {
    for (const part of COPIED[kind]) {
      const from = path.join(template, part)
      if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, part), { recursive: true })
    }
  }
  return dir
}

/** Makes the migrated template under `root` (the seeded one needs a built site: see the API setup). */
export async function makeMigratedTemplate(root: string): Promise<void> {
  const dir = path.join(root, 'migrated')
  fs.mkdirSync(dir, { recursive: true })
  const database = await openDatabase({ dataDir: dir })
  await database.close()
}

/**
 * The run's templates, made by the global setup of each test project that wants them (both of
 * `npm test`'s projects share one folder); returns what removes them, for the one that made it.
 */
export async function ensureTemplates(options: { seeded?: (dir: string) => Promise<void> } = {}): Promise<() => void> {
  const existing = process.env[TEMPLATES_ENV]
  const root = existing ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-templates-'))
  process.env[TEMPLATES_ENV] = root
  if (!fs.existsSync(path.join(root, 'migrated', 'db'))) await makeMigratedTemplate(root)
  if (options.seeded && !fs.existsSync(path.join(root, 'seeded', 'db'))) await options.seeded(path.join(root, 'seeded'))
  if (existing) return () => {}
  return () => {
    delete process.env[TEMPLATES_ENV]
    fs.rmSync(root, { recursive: true, force: true })
  }
}
