/**
 * Secrets kept in the database (staff TOTP keys, private calendar addresses) are sealed with
 * AES-256-GCM under DATA_ENCRYPTION_KEY (docs/decisions/043): whoever reads a dump or a backup without
 * the key learns nothing from them. A sealed value is `v1:` and base64url(nonce ‖ ciphertext ‖ tag);
 * the version names the algorithm and key, so another can come later. Each value is bound to its
 * purpose (the GCM additional data): a sealed value copied into another column does not open there.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

export type SecretPurpose = 'staff-totp' | 'ical-feed-url' | 'key-check' | 'arrival-access-code' | 'arrival-wifi-password' | 'traveller-document'

export type SecretBox = {
  /** Sealed with a random nonce: the same secret twice gives two different values. */
  seal: (purpose: SecretPurpose, text: string) => string
  /**
   * Sealed with a nonce derived from the text: the same text gives the same value, so a unique index
   * still finds a duplicate (it tells that two values are equal, nothing more).
   */
  sealStable: (purpose: SecretPurpose, text: string) => string
  /**
   * The secret of a sealed value. A value never sealed (written before sealing existed, by an older
   * instance) is answered as it is, and sealed at the next start. Throws SecretKeyError when the value
   * does not open with this key.
   */
  open: (purpose: SecretPurpose, value: string) => string
}

export const SEALED_PREFIX = 'v1:'
const NONCE_BYTES = 12
const TAG_BYTES = 16

export class SecretKeyError extends Error {
  readonly code = 'DATA_ENCRYPTION_KEY_WRONG'
}

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX)

/** A box for a 32-byte key; its cipher key and nonce key are derived apart (HKDF), never the key itself. */
export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes')
  const cipherKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'agency secrets v1 cipher', 32))
  const nonceKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'agency secrets v1 nonce', 32))

  const sealWith = (nonce: Buffer, purpose: SecretPurpose, text: string) => {
    const cipher = createCipheriv('aes-256-gcm', cipherKey, nonce, { authTagLength: TAG_BYTES })
    cipher.setAAD(Buffer.from(purpose))
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
    return SEALED_PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')
  }

  return {
    seal: (purpose, text) => sealWith(randomBytes(NONCE_BYTES), purpose, text),
    sealStable: (purpose, text) => sealWith(createHmac('sha256', nonceKey).update(`${purpose}\0${text}`).digest().subarray(0, NONCE_BYTES), purpose, text),
    open: (purpose, value) => {
      if (!isSealed(value)) return value
      const raw = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64url')
      if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SecretKeyError('a sealed secret is cut short')
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, raw.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES })
      decipher.setAAD(Buffer.from(purpose))
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
      try {
        return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8')
      } catch {
        throw new SecretKeyError('a sealed secret does not open with DATA_ENCRYPTION_KEY: it was sealed with another key')
      }
    },
  }
}
