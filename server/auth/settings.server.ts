import { randomBytes } from 'node:crypto'
import { keptSecret } from '../kept-secret.server'
import type { Logger } from 'pino'
import type { SessionSettings } from '../../domain/accounts/sessions.server'
import type { Config } from '../config.server'

/** Token secret and lifetimes, and whether cookies are Secure (the public address is https). */
export type AuthSettings = SessionSettings & { secureCookies: boolean }

export const SECRET_FILE = 'auth-secret'

/**
 * The HS256 key: AUTH_SECRET, or a random one generated once and kept in DATA_DIR/auth-secret, so the
 * embedded mode works with nothing set and tokens survive a restart. Instances sharing a PostgreSQL
 * database do not share a data directory: they need AUTH_SECRET (a warning says so).
 */
export function readAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'dataDir' | 'DATABASE_URL'>, log?: Pick<Logger, 'warn'>): Uint8Array {
  if (config.AUTH_SECRET) return new TextEncoder().encode(config.AUTH_SECRET)
  if (config.DATABASE_URL) {
    log?.warn('AUTH_SECRET is not set: using a secret kept under DATA_DIR; every instance on this database must be given the same AUTH_SECRET')
  }
  const { file, text } = keptSecret(config.dataDir, SECRET_FILE, () => randomBytes(48).toString('base64url'))
  const secret = text.trim()
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete it to make a new one`)
  return new TextEncoder().encode(secret)
}

export function authSettingsFromConfig(config: Config, log?: Pick<Logger, 'warn'>): AuthSettings {
  return {
    secret: readAuthSecret(config, log),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    refreshGraceSeconds: config.REFRESH_GRACE_SECONDS,
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
  }
}
