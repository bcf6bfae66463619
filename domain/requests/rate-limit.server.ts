import { and, eq, lt, sql } from 'drizzle-orm'
import { rateLimits } from '../../db/schema'
import type { DbOrTx } from '../../db/types'

export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimitVerdict = { allowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Counts one attempt for `key` in the current fixed window and says whether it is within the limit.
 * One INSERT … ON CONFLICT DO UPDATE … RETURNING: PostgreSQL serialises concurrent attempts on the
 * row, so two processes never both see the last free slot.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  const retryAfterSeconds = Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000))
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds }
}

/**
 * Gives back one attempt counted by `hitRateLimit` at `now` (same key, same window): for a limit that
 * counts every try first and forgives the ones that turned out fine (a successful login). One UPDATE,
 * never below zero; a window already over is left alone.
 */
export async function giveBackRateLimit(db: DbOrTx, key: string, rule: RateLimitRule, now: Date = new Date()): Promise<void> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(start))))
}

/** Forgets windows that ended before `before`. */
export async function purgeRateLimits(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before))
}
