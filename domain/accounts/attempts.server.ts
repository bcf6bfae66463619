import { createHash } from 'node:crypto'
import type { DbOrTx } from '../../db/types'
import { hashAddress } from '../requests/client-address.server'
import { giveBackRateLimit, hitRateLimit, type RateLimitRule } from '../requests/rate-limit.server'

/**
 * Rate limits of the account forms (DESIGN §3): per address and per account, 10 in 15 minutes.
 * Login counts every attempt before the password is checked (atomically, so a burst of guesses cannot
 * all be checked) and gives the attempt back when it succeeds (a person who types their password right
 * is not slowed down by it); sign-up and the forgotten-password form count every attempt. An account
 * key is derived from the address typed, whether or not an account exists, so the limit itself
 * reveals nothing.
 */
export const ACCOUNT_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 }

export type AttemptScope = 'login' | 'signup' | 'forgot' | 'reset' | 'second-factor'

export type AttemptKeys = { address: string; account: string | null }

/** The counter key of an account name typed (a pseudonym: the address itself is never stored). */
export function accountKey(scope: string, username: string): string {
  const hash = createHash('sha256').update(`crans-montana-agency/accounts/${username.trim().toLowerCase()}`).digest('hex')
  return `${scope}:account:${hash.slice(0, 32)}`
}

/** The counter keys of one attempt: by hashed client address, and by the account's normalised name. */
export function attemptKeys(scope: AttemptScope, clientAddress: string, username: string | null): AttemptKeys {
  return {
    address: `${scope}:address:${hashAddress(clientAddress)}`,
    account: username ? accountKey(scope, username) : null,
  }
}

export type Blocked = { blocked: true; retryAfterSeconds: number } | { blocked: false }

const keysOf = (keys: AttemptKeys) => [keys.address, keys.account].filter((key): key is string => key !== null)

/**
 * Counts one attempt on every key, before anything is checked: one atomic statement per key, so
 * concurrent attempts (several server processes included) each get their own count and never more
 * than the limit get through. Blocked when any key went past its limit.
 */
export async function countAttempt(db: DbOrTx, keys: AttemptKeys, rule = ACCOUNT_RATE_LIMIT, now = new Date()): Promise<Blocked> {
  let blocked: Blocked = { blocked: false }
  for (const key of keysOf(keys)) {
    const verdict = await hitRateLimit(db, key, rule, now)
    if (!verdict.allowed) blocked = { blocked: true, retryAfterSeconds: verdict.retryAfterSeconds }
  }
  return blocked
}

/**
 * Gives back the attempt `countAttempt` counted at `now` on every key: a login that succeeded. Only
 * that attempt: failures counted before stay, so knowing one password never clears the count of
 * guesses on another account, nor of the address.
 */
export async function giveBackAttempt(db: DbOrTx, keys: AttemptKeys, rule = ACCOUNT_RATE_LIMIT, now = new Date()): Promise<void> {
  for (const key of keysOf(keys)) await giveBackRateLimit(db, key, rule, now)
}
