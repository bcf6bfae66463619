import { randomBytes } from 'node:crypto'
import argon2 from 'argon2'

/**
 * Passwords are hashed with Argon2id (DESIGN §3), with OWASP's recommended cost (19 MiB, two passes,
 * one lane): about 50 ms on a small server. The PHC string carries its parameters, so a change of cost
 * applies to old hashes at their next successful login (needsRehash).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS)
}

/** Whether the password matches; a damaged hash is a mismatch, never an exception. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS)
  } catch {
    return true
  }
}

let dummy: Promise<string> | null = null

/**
 * Spends the time of a real verification when there is no account to check against, so that a wrong
 * address and a wrong password take the same time (no account enumeration by timing).
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'))
  await verifyPassword(await dummy, password)
  return false
}
