/**
 * Reduction codes in the back office: the list with their uses (orders past the cart that carry the
 * code), create, edit and deactivate. The state shown (valid, not yet, expired, used up) is the
 * checkout's own rule (reductionProblem). Audited.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm'
import { orders, reductionCodes } from '../../db/schema'
import { addDays } from '../booking/rules/calendar'
import { toZurichIsoDate } from '../format/date'
import type { ReductionCodeRule } from './cart/reduction'
import { recordChange } from '../staff/audit.server'
import type { DbOrTx } from '../../db/types'
import { isUniqueViolation, type ShopAdminDeps, type Staff } from './deps'
import type { FieldErrors } from '../validation'
import { ShopAdminError, shopError } from './staff-messages'
import type { ReductionInput } from './reduction-input'
import { type ReductionState, reductionState } from './reduction-state'

export type ReductionCodeRow = ReductionCodeRule & { id: number; orders: number; state: ReductionState }

const CART = 1

const today = (deps: ShopAdminDeps) => toZurichIsoDate(deps.now?.() ?? new Date())

const RULE_COLUMNS = {
  id: reductionCodes.id,
  code: reductionCodes.code,
  kind: reductionCodes.kind,
  value: reductionCodes.value,
  validFrom: reductionCodes.validFrom,
  validTo: reductionCodes.validTo,
  usageLimit: reductionCodes.usageLimit,
  usedCount: reductionCodes.usedCount,
  minimumTotal: reductionCodes.minimumTotal,
}

type StoredCode = ReductionCodeRule & { id: number }

const asRule = (row: { kind: string } & Omit<StoredCode, 'kind'>): StoredCode => ({ ...row, kind: row.kind === 'fixed' ? 'fixed' : 'percent' })

/** Every code with the number of orders (beyond the cart) that used it. */
export async function listReductionCodes(deps: ShopAdminDeps): Promise<ReductionCodeRow[]> {
  const rows = await deps.db
    .select({ ...RULE_COLUMNS, orders: count(orders.id) })
    .from(reductionCodes)
    .leftJoin(orders, and(eq(orders.reductionCodeId, reductionCodes.id), ne(orders.status, CART)))
    .groupBy(reductionCodes.id)
    .orderBy(asc(reductionCodes.code))
  const on = today(deps)
  return rows.map((row) => {
    const rule = asRule(row)
    return { ...rule, orders: row.orders, state: reductionState(rule, on) }
  })
}

async function readCode(db: DbOrTx, id: number, lock = false): Promise<StoredCode | null> {
  const query = db.select(RULE_COLUMNS).from(reductionCodes).where(eq(reductionCodes.id, id))
  const [row] = await (lock ? query.for('update') : query)
  return row ? asRule(row) : null
}

export async function findReductionCodeById(deps: ShopAdminDeps, id: number): Promise<StoredCode | null> {
  return Number.isSafeInteger(id) && id > 0 ? readCode(deps.db, id) : null
}

export type CodeOutcome = { ok: true; id: number } | { ok: false; errors: FieldErrors }

const taken = (locale: string): CodeOutcome => ({ ok: false, errors: { code: shopError({ code: 'codeTaken' }, locale) } })

/** Creates (id null) or edits a code; its uses so far stay as they are. */
export async function saveReductionCode(deps: ShopAdminDeps, staff: Staff, id: number | null, input: ReductionInput, locale: string): Promise<CodeOutcome> {
  try {
    return await deps.db.transaction(async (tx) => {
      const before = id === null ? null : await readCode(tx, id, true)
      if (id !== null && !before) throw new ShopAdminError({ code: 'notFound' }, 404)
      if (before && input.usageLimit !== null && input.usageLimit < before.usedCount) {
        return { ok: false as const, errors: { usageLimit: shopError({ code: 'usageBelowUsed', detail: String(before.usedCount) }, locale) } }
      }
      const [other] = await tx.select({ id: reductionCodes.id }).from(reductionCodes).where(eq(reductionCodes.code, input.code))
      if (other && other.id !== id) return taken(locale)
      const [saved] =
        id === null
          ? await tx.insert(reductionCodes).values(input).returning({ id: reductionCodes.id })
          : await tx.update(reductionCodes).set({ ...input, updatedAt: new Date() }).where(eq(reductionCodes.id, id)).returning({ id: reductionCodes.id })
      await recordChange(tx, staff, { action: id === null ? 'create' : 'update', entity: 'reduction_code', entityId: saved.id, before, after: input })
      return { ok: true as const, id: saved.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return taken(locale)
    throw error
  }
}

/**
 * Deactivates a code from today on: it ends yesterday, so the checkout refuses it as expired (carts
 * holding it show it no longer applies). The table has no flag of its own: the validity dates are the
 * one rule the checkout reads.
 */
export async function deactivateReductionCode(deps: ShopAdminDeps, staff: Staff, id: number): Promise<void> {
  const yesterday = addDays(today(deps), -1)
  await deps.db.transaction(async (tx) => {
    const before = await readCode(tx, id, true)
    if (!before) throw new ShopAdminError({ code: 'notFound' }, 404)
    if (before.validTo !== null && before.validTo <= yesterday) return
    const validFrom = before.validFrom !== null && before.validFrom > yesterday ? yesterday : before.validFrom
    await tx.update(reductionCodes).set({ validFrom, validTo: yesterday, updatedAt: new Date() }).where(eq(reductionCodes.id, id))
    await recordChange(tx, staff, { action: 'deactivate', entity: 'reduction_code', entityId: id, before: { validFrom: before.validFrom, validTo: before.validTo }, after: { validFrom, validTo: yesterday } })
  })
}
