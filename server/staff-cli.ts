/**
 * `npm run staff:create -- email [--admin] [--first=Anna] [--last=Rey]`: makes the account of `email`
 * staff (and admin), and prints the one-time set-up link on which the member chooses a password and
 * sets up the second factor (docs/decisions/031). Runs on DATABASE_URL, or on the embedded database
 * under DATA_DIR while the server is stopped (it cannot be opened by two processes).
 */
import path from 'node:path'
import { openDatabase } from '../db/client.server'
import { setUpPath } from '../domain/staff/paths'
import { createStaff, SETUP_LINK_VALIDITY_HOURS } from '../domain/staff/staff.server'
import { ConfigError, readConfig } from './config.server'
import { createSecretBox, SecretKeyError } from '../domain/secrets/secret-box.server'
import { ensureKeyCheck } from '../domain/secrets/stored-secrets.server'
import { DataKeyError, readDataEncryptionKey } from './secrets.server'

async function main(args: string[]): Promise<number> {
  const email = args.find((a) => !a.startsWith('--'))
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
  if (!email) {
    console.error('Usage: npm run staff:create -- email [--admin] [--first=Anna] [--last=Rey]')
    return 2
  }
  const config = readConfig()
  // The member's authenticator key is sealed with the key the server uses: the same setting, or its file.
  const secrets = createSecretBox(readDataEncryptionKey(config).key)
  const database = await openDatabase({ url: config.DATABASE_URL || undefined, dataDir: path.resolve(config.DATA_DIR) })
  try {
    await ensureKeyCheck(database.db, secrets)
    const created = await createStaff({ db: database.db, secrets }, { email, admin: args.includes('--admin'), firstName: option('first'), lastName: option('last') })
    if (created.status !== 'created') {
      console.error(created.message)
      return 2
    }
    console.log(`${created.username} is ${args.includes('--admin') ? 'an admin' : 'staff'}. Set-up link, valid ${SETUP_LINK_VALIDITY_HOURS} hours and once:`)
    console.log(`${config.PUBLIC_URL}${setUpPath(created.token)}`)
    return 0
  } finally {
    await database.close()
  }
}

const KEY_MISMATCH = 'DATA_ENCRYPTION_KEY is not the key the secrets of this database were encrypted with: run the command with the server\'s key.'

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error('staff:create failed:', error instanceof SecretKeyError ? KEY_MISMATCH : error instanceof ConfigError || error instanceof DataKeyError ? error.message : error)
    process.exitCode = 1
  },
)
