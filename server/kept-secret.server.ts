/**
 * A secret the site makes for itself when none is set (AUTH_SECRET's, the test payment key's and
 * DATA_ENCRYPTION_KEY's fallbacks): written once, at random, into a file under DATA_DIR (mode 600),
 * then read from it. The file is never overwritten, so two processes starting together both keep
 * the one written first, and the secret survives a restart.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The secret's file under `dataDir` and its content: the first call writes `made()` into it, later ones read it. */
export function keptSecret(dataDir: string, name: string, made: () => string): { file: string; text: string } {
  const file = path.join(dataDir, name)
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, made(), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return { file, text: fs.readFileSync(file, 'utf8') }
}
