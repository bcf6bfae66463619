import { createSecretBox, type SecretBox } from '../domain/secrets/secret-box.server'
import { siteModeOf } from './config.server'
import { readDataEncryptionKey } from './secrets.server'

export class SeedCommandRefused extends Error {}

/**
 * What the seed commands (`npm run seed`, the scale data) need before they touch a database: never a
 * production site (SITE_MODE, by default with DATABASE_URL: the demo admin's password is public), and
 * the key the server seals secrets with (DATA_ENCRYPTION_KEY, or its file under DATA_DIR).
 */
export function seedCommandSecrets(env: NodeJS.ProcessEnv, dataDir: string): SecretBox {
  const mode = siteModeOf(env)
  if (mode === 'production') {
    throw new SeedCommandRefused(
      'this is a production site (SITE_MODE=production, the default with DATABASE_URL), and the demo data has a public admin password. A demo or test site says SITE_MODE=demo or SITE_MODE=test.',
    )
  }
  return createSecretBox(readDataEncryptionKey({ DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY || undefined, dataDir, SITE_MODE: mode }).key)
}
