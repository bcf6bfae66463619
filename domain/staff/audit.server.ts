/**
 * The audit log: every change a staff member makes, written in the transaction of the change itself
 * (a change that rolls back leaves no entry, an entry never lacks its change). Rows are only ever
 * added (trigger of migration 0016).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import { auditLog } from '../../db/schema'
import type { DbOrTx } from '../../db/types'

export type Staff = { id: number; name: string }

export type Change = {
  /** What was done, as a verb of the business: 'create', 'update', 'publish', 'cancel', 'refund'… */
  action: string
  /** What it was done to: 'location', 'price_week', 'order', 'content'… and which one. */
  entity: string
  entityId?: string | number
  before?: unknown
  after?: unknown
}

export async function recordChange(tx: DbOrTx, staff: Staff, change: Change): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: staff.id,
    staffName: staff.name,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === undefined ? null : String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  })
}

export type AuditEntry = typeof auditLog.$inferSelect

/** The latest entries, newest first, of one entity or of everything. */
export async function auditEntries(db: DbOrTx, filter: { entity?: string; entityId?: string | number; limit?: number } = {}): Promise<AuditEntry[]> {
  const conditions: (SQL | undefined)[] = [
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, String(filter.entityId)) : undefined,
  ]
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 100, 500))
}
