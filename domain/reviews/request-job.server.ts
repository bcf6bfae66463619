/**
 * The review request (docs/decisions/056): the day after a stay's departure, at 08:00 UTC (09:00
 * or 10:00 in the resort), the guest gets an e-mail in the order's language with the link to the
 * review form behind the order's signed link. One job per stay, queued in the transaction that
 * completes the payment in full; when it runs, a stay that cannot be reviewed gets nothing, and
 * `order_items.review_asked_at` is set in the same statement that checks it is unset, so a stay is
 * asked once whatever runs twice (two jobs, two workers).
 */
import { eq } from 'drizzle-orm'
import type { JobHandlers } from '../jobs/jobs.server'
import { orders } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { addDays, todayInResort } from '../booking/rules/calendar'
import { reviewRequestMail } from '../mail/templates/orders/index.server'
import type { OrderRow } from '../orders/access.server'
import { buildOrderDocument } from '../orders/build-document.server'
import type { OrderDeps } from '../orders/deps'
import { reviewRefusal } from './eligibility'
import { REVIEW_ANCHOR } from './links'
import { markReviewAsked, stayById, staysOfOrder } from './reviews.repository.server'

export const REVIEW_REQUEST_JOB = 'reviews.request'

/** 08:00 UTC of the day after `departure`, as a delay from now; 0 when it is past. */
export function reviewRequestDelayMs(departure: string, now: Date): number {
  return Math.max(0, Date.parse(`${addDays(departure, 1)}T08:00:00Z`) - now.getTime())
}

/** Queues the request of each stay of an order just paid in full (in the payment's transaction). */
export async function scheduleReviewRequests(deps: Pick<OrderDeps, 'jobs' | 'now'>, tx: DbOrTx, order: Pick<OrderRow, 'id' | 'status'>): Promise<void> {
  if (order.status !== 2) return
  for (const stay of await staysOfOrder(tx, order.id)) {
    if (!stay.departure || stay.reviewAskedAt) continue
    await deps.jobs.enqueue(tx, REVIEW_REQUEST_JOB, { orderItemId: stay.itemId }, { delayMs: reviewRequestDelayMs(stay.departure, deps.now()) })
  }
}

/** The job: sends the request of one stay, once; false when nothing was sent. */
export async function sendReviewRequest(deps: OrderDeps, payload: unknown): Promise<boolean> {
  const itemId = (payload as { orderItemId?: unknown } | null)?.orderItemId
  if (typeof itemId !== 'number') return false
  return deps.db.transaction(async (tx) => {
    const stay = await stayById(tx, itemId)
    if (!stay || stay.locationId === null) return false
    if (reviewRefusal({ ...stay, hasReview: stay.review !== null, today: todayInResort(deps.now()) }) !== null) return false
    if (!(await markReviewAsked(tx, itemId))) return false
    const [order] = await tx.select().from(orders).where(eq(orders.id, stay.orderId))
    if (!order) return false
    const document = await buildOrderDocument(tx, order, deps)
    const title = stay.title[document.locale] || stay.title.fr || ''
    await deps.mail.enqueue(
      tx,
      await reviewRequestMail(document, {
        stay: { title, arrival: stay.arrival ?? '', departure: stay.departure ?? '' },
        reviewUrl: `${document.links.order}#${REVIEW_ANCHOR}`,
      }),
    )
    return true
  })
}

/** The job handlers of the reviews module, for the worker of server/index.ts. */
export function reviewJobHandlers(deps: () => OrderDeps): JobHandlers {
  return {
    [REVIEW_REQUEST_JOB]: async (payload) => {
      await sendReviewRequest(deps(), payload)
    },
  }
}
