/**
 * The "Your review" part of an order's page (docs/decisions/056): each stay of the order with where
 * its review stands — to write (a paid stay that is over), waiting for staff, published — or
 * nothing for a stay that cannot be reviewed (not paid, not over, cancelled).
 */
import { todayInResort } from '../booking/rules/calendar'
import type { OrderRow } from '../orders/access.server'
import type { ReviewDeps } from './deps'
import { reviewRefusal } from './eligibility'
import { staysOfOrder } from './reviews.repository.server'

export type StayReviewState = 'open' | 'pending' | 'published' | 'rejected'
export type StayReview = { itemId: number; title: string; arrival: string; departure: string; state: StayReviewState; rating: number | null }

/** The order's stays that have a review part, in the page's language. */
export async function reviewsOfOrder(deps: ReviewDeps, order: Pick<OrderRow, 'id'>, locale: string): Promise<StayReview[]> {
  const today = todayInResort(deps.now())
  const out: StayReview[] = []
  for (const stay of await staysOfOrder(deps.db, order.id)) {
    const title = stay.title[locale] || stay.title.fr || ''
    const dates = { itemId: stay.itemId, title, arrival: stay.arrival ?? '', departure: stay.departure ?? '' }
    if (stay.review) {
      out.push({ ...dates, state: stay.review.status, rating: stay.review.rating })
      continue
    }
    if (reviewRefusal({ ...stay, hasReview: false, today }) === null && stay.locationId !== null) out.push({ ...dates, state: 'open', rating: null })
  }
  return out
}
