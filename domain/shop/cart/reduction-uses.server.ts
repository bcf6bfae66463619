/**
 * The uses of a reduction code (DESIGN §3, docs/decisions/011): attaching a code to a cart only checks
 * it; a use is taken when the order is paid and given back when that payment is refunded. The payment
 * service calls these two functions inside the transaction that changes the order's status (1 → 2 or
 * 3, then to refunded), so one order takes at most one use and gives back only the one it took.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { reductionCodes } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'

/** The order as these functions need it: the code it carries, if any. */
export type OrderWithCode = { reductionCodeId: number | null }

/** `taken`: the order now holds one use; `none`: it carries no code; `exhausted`: no use was left. */
export type TakenUse = 'taken' | 'none' | 'exhausted'

/**
 * Takes one use of the order's code, only while one is left: a single conditional
 * `UPDATE … WHERE used_count < usage_limit RETURNING`, so concurrent payments (on several server
 * processes) queue on the code's row and never take more uses than its limit. A code without a limit
 * always gives one. On `exhausted` nothing changed: the payment must not grant the reduction.
 */
export async function takeReductionUse(tx: DbOrTx, order: OrderWithCode): Promise<TakenUse> {
  if (order.reductionCodeId === null) return 'none'
  const rows = await tx
    .update(reductionCodes)
    .set({ usedCount: sql`${reductionCodes.usedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(reductionCodes.id, order.reductionCodeId),
        or(isNull(reductionCodes.usageLimit), sql`${reductionCodes.usedCount} < ${reductionCodes.usageLimit}`),
      ),
    )
    .returning({ id: reductionCodes.id })
  return rows.length === 1 ? 'taken' : 'exhausted'
}

/**
 * Gives back the use a paid order took, when that payment is refunded: one atomic decrement, never
 * below zero. Call it only for an order whose `takeReductionUse` answered `taken`.
 */
export async function giveBackReductionUse(tx: DbOrTx, order: OrderWithCode): Promise<void> {
  if (order.reductionCodeId === null) return
  await tx
    .update(reductionCodes)
    .set({ usedCount: sql`greatest(${reductionCodes.usedCount} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(reductionCodes.id, order.reductionCodeId))
}
