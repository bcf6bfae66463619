/**
 * The staff's second factor: time-based codes (TOTP, RFC 6238: six digits, 30 seconds, SHA-1, as every
 * authenticator app reads them) by otplib, and single-use recovery codes for a lost phone.
 */
import { createHash, randomBytes } from 'node:crypto'
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib'

/** The code of the step before and after the current one is accepted too: clocks drift, people type slowly. */
const TOLERANCE_SECONDS = 30
export const RECOVERY_CODE_COUNT = 10

export function newTotpSecret(): string {
  return generateSecret()
}

/** The otpauth:// address an authenticator app reads from the set-up page's QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret })
}

/** The code of an instant (tests, and the demo admin's documented secret). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) })
}

/**
 * Whether `code` is the secret's code at `at` (± one step), and of a later step than the last code
 * accepted (`afterTimeStep`): a code seen once is never accepted again. Answers the step to keep.
 */
export function checkTotp(secret: string, code: string, afterTimeStep: number, at: Date = new Date()): { ok: true; timeStep: number } | { ok: false } {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return { ok: false }
  const result = verifySync({ secret, token, epoch: Math.floor(at.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS, afterTimeStep })
  return result.valid && 'timeStep' in result ? { ok: true, timeStep: result.timeStep } : { ok: false }
}

/** Ten codes of ten letters and digits, grouped for reading (“k7m2p-9x4qa”). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** What is stored of a recovery code: its SHA-256, whatever the case and dashes it is typed with. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex')
}
