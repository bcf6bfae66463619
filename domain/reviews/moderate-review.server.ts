/**
 * Staff publish or reject a pending review (docs/decisions/056): nothing of it is edited; the
 * change is audited, and a publication drops the rental's kept pages (its reviews and its
 * AggregateRating change).
 */
import { recordChange, type Staff } from '../staff/audit.server'
import type { ReviewDeps } from './deps'
import { moderateReview, touchRental } from './reviews.repository.server'

export type ModerationResult = { ok: true; id: number; status: 'published' | 'rejected' } | { ok: false; code: 'not_pending' }

export async function moderate(deps: Pick<ReviewDeps, 'db'>, staff: Staff, input: { id: unknown; decision: 'publish' | 'reject' }): Promise<ModerationResult> {
  const id = typeof input.id === 'string' && /^\d{1,9}$/.test(input.id) ? Number(input.id) : null
  if (id === null) return { ok: false, code: 'not_pending' }
  const status = input.decision === 'publish' ? 'published' : 'rejected'
  return deps.db.transaction(async (tx) => {
    const moved = await moderateReview(tx, id, status, staff.id)
    if (!moved) return { ok: false as const, code: 'not_pending' as const }
    await recordChange(tx, staff, {
      action: input.decision,
      entity: 'review',
      entityId: id,
      before: { status: moved.before.status },
      after: { status: moved.after.status, locationId: moved.after.locationId, rating: moved.after.rating },
    })
    if (status === 'published') await touchRental(tx, moved.after.locationId)
    return { ok: true as const, id, status }
  })
}
