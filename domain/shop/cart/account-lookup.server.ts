/**
 * Whether the e-mail a guest gives at the contact step belongs to an account (the 409
 * user_already_exists of SPEC §8), under limits that stop someone probing addresses without refusing
 * the guests of a hotel, an office or a mobile network who share one client address
 * (docs/decisions/014, 040):
 * - only an e-mail found to have an account costs: it counts on the sign-up counter of the address
 *   (10 in 15 minutes, the budget `POST /sign-up` draws on too). Each lookup is counted before it is
 *   made and given back when no account is found, so a burst of probes sent at once still gets at
 *   most ten lookups, and a guest checking out costs nothing;
 * - every lookup counts on a counter of its own, high enough for a busy shared address (100 in 15
 *   minutes), so nobody can sweep a list of addresses at full speed either.
 * Signed-in customers are never looked up.
 */
import { attemptKeys, countAttempt, giveBackAttempt } from '../../accounts/attempts.server'
import type { DbOrTx } from '../../../db/types'
import { hashAddress } from '../../requests/client-address.server'
import { hitRateLimit, type RateLimitRule } from '../../requests/rate-limit.server'
import { findUserIdByUsername } from './repository.server'

export const CONTACT_LOOKUP_RATE_LIMIT: RateLimitRule = { limit: 100, windowMs: 15 * 60_000 }

export type AccountLookup = { blocked: true; retryAfterSeconds: number } | { blocked: false; hasAccount: boolean }

export async function lookUpGuestEmail(db: DbOrTx, input: { clientAddress: string; email: string; now: Date }): Promise<AccountLookup> {
  const { clientAddress, email, now } = input
  const lookups = await hitRateLimit(db, `contact-lookup:address:${hashAddress(clientAddress)}`, CONTACT_LOOKUP_RATE_LIMIT, now)
  if (!lookups.allowed) return { blocked: true, retryAfterSeconds: lookups.retryAfterSeconds }
  const revealing = attemptKeys('signup', clientAddress, null)
  const limited = await countAttempt(db, revealing, undefined, now)
  if (limited.blocked) return limited
  const hasAccount = (await findUserIdByUsername(db, email)) !== null
  if (!hasAccount) await giveBackAttempt(db, revealing, undefined, now)
  return { blocked: false, hasAccount }
}
