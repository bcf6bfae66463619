/**
 * DATA_ENCRYPTION_KEY, the key that seals the secrets kept in the database (domain/secrets): from
 * the environment, or for a demo or test site generated once under DATA_DIR (as AUTH_SECRET's
 * fallback is). A production site must be given it (server/site-mode.server.ts).
 */
import { randomBytes } from 'node:crypto'
import { keptSecret } from './kept-secret.server'

export const DATA_KEY_FILE = 'data-encryption-key'

/** 32 bytes as 64 hex digits, or in base64 / base64url. */
export function decodeDataEncryptionKey(text: string): Buffer | null {
  const value = text.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return bytes.length === 32 ? bytes : null
}

export const isDataEncryptionKey = (text: string): boolean => decodeDataEncryptionKey(text) !== null

export type DataKeySource = { key: Buffer; from: 'DATA_ENCRYPTION_KEY' | string }

/**
 * The key and where it comes from (the setting, or the file's path: messages name it). Without the
 * setting, a random key is written once into DATA_DIR/data-encryption-key (mode 600).
 */
export function readDataEncryptionKey(config: { DATA_ENCRYPTION_KEY?: string; dataDir: string; SITE_MODE: string }): DataKeySource {
  if (!config.DATA_ENCRYPTION_KEY && config.SITE_MODE === 'production') {
    throw new DataKeyError('DATA_ENCRYPTION_KEY is not set: a production site is given its key, the same on every instance (docs/decisions/043)')
  }
  if (config.DATA_ENCRYPTION_KEY) {
    const key = decodeDataEncryptionKey(config.DATA_ENCRYPTION_KEY)
    if (!key) throw new DataKeyError('DATA_ENCRYPTION_KEY must be 32 bytes in hex or base64')
    return { key, from: 'DATA_ENCRYPTION_KEY' }
  }
  const { file, text } = keptSecret(config.dataDir, DATA_KEY_FILE, () => randomBytes(32).toString('hex'))
  const key = decodeDataEncryptionKey(text)
  if (!key) throw new DataKeyError(`${file} does not hold a key of 32 bytes in hex or base64 (DATA_ENCRYPTION_KEY is not set)`)
  return { key, from: file }
}

/** A key missing or unreadable: a message for a person, naming the setting. */
export class DataKeyError extends Error {}
