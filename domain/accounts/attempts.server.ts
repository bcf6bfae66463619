import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { rateLimits } from '../../db/schema'
import type { DbOrTx } from '../jobs/jobs.server'
import { hashAddress } from '../requests/client-address.server'
import { hitRateLimit, type RateLimitRule } from '../requests/rate-limit.server'

/**
 * Rate limits of the account forms (DESIGN §3): per address and per account, 10 in 15 minutes.
 * Login counts failures only (a person who types their password right is never slowed down); sign-up
 * and the forgotten-password form count every attempt. An account key is derived from the address
 * typed, whether or not an account exists, so the limit itself reveals nothing.
 */
export const ACCOUNT_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 }

export type AttemptScope = 'login' | 'signup' | 'forgot' | 'reset'

export type AttemptKeys = { address: string; account: string | null }

/** The counter keys of one attempt: by hashed client address, and by the account's normalised name. */
export function attemptKeys(scope: AttemptScope, clientAddress: string, username: string | null): AttemptKeys {
  const account = username
    ? createHash('sha256').update(`crans-montana-agency/accounts/${username.trim().toLowerCase()}`).digest('hex').slice(0, 32)
    : null
  return {
    address: `${scope}:address:${hashAddress(clientAddress)}`,
    account: account ? `${scope}:account:${account}` : null,
  }
}

export type Blocked = { blocked: true; retryAfterSeconds: number } | { blocked: false }

function windowOf(rule: RateLimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000)) }
}

/** Whether a key has used up its window, without counting anything. */
export async function isExhausted(db: DbOrTx, keys: AttemptKeys, rule = ACCOUNT_RATE_LIMIT, now = new Date()): Promise<Blocked> {
  const window = windowOf(rule, now)
  for (const key of [keys.address, keys.account]) {
    if (!key) continue
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, window.start)))
    if (row && row.count >= rule.limit) return { blocked: true, retryAfterSeconds: window.retryAfterSeconds }
  }
  return { blocked: false }
}

/** Counts one attempt on every key; blocked when any of them went past its limit. */
export async function countAttempt(db: DbOrTx, keys: AttemptKeys, rule = ACCOUNT_RATE_LIMIT, now = new Date()): Promise<Blocked> {
  let blocked: Blocked = { blocked: false }
  for (const key of [keys.address, keys.account]) {
    if (!key) continue
    const verdict = await hitRateLimit(db, key, rule, now)
    if (!verdict.allowed) blocked = { blocked: true, retryAfterSeconds: verdict.retryAfterSeconds }
  }
  return blocked
}
