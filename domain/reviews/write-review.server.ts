/**
 * A guest writes the review of a stay (docs/decisions/056), behind the order's signed link or as
 * its owner: the stay must be reviewable (eligibility.ts), the review well formed (review-input.ts);
 * it waits for staff (pending), published under the contact's first name and initial. A second
 * review of the stay is refused, also when two arrive at once (the unique order item).
 */
import { todayInResort } from '../booking/rules/calendar'
import { findOwnedOrder, type OrderVisitor } from '../orders/access.server'
import { publishedAuthorName } from './author-name'
import type { ReviewDeps } from './deps'
import { type ReviewRefusal, reviewRefusal } from './eligibility'
import { reviewMessage } from './messages'
import { checkReviewInput, type ReviewFieldErrors } from './review-input'
import { insertReview, stayOfItem } from './reviews.repository.server'

export type WriteReviewInput = { number: unknown; itemId: unknown; rating: unknown; body: unknown; locale: string }

export type WriteReviewResult =
  | { ok: true; reviewId: number }
  | { ok: false; code: 'invalid'; errors: Partial<Record<'rating' | 'body', string>> }
  | { ok: false; code: 'not_found' | ReviewRefusal; message: string }

export async function writeReview(deps: ReviewDeps, visitor: OrderVisitor, input: WriteReviewInput): Promise<WriteReviewResult> {
  const locale = input.locale === 'en' ? 'en' : 'fr'
  const refused = (code: 'not_found' | ReviewRefusal) => ({ ok: false as const, code, message: reviewMessage(code, locale) })
  const order = await findOwnedOrder(deps.db, visitor, { number: input.number })
  const itemId = typeof input.itemId === 'string' && /^\d{1,9}$/.test(input.itemId) ? Number(input.itemId) : typeof input.itemId === 'number' ? input.itemId : null
  if (!order || itemId === null) return refused('not_found')
  const stay = await stayOfItem(deps.db, order.id, itemId)
  if (!stay) return refused('not_found')
  const refusal = reviewRefusal({ ...stay, hasReview: stay.review !== null, today: todayInResort(deps.now()) })
  if (refusal) return refused(refusal)
  const checked = checkReviewInput(input)
  if (!checked.ok) return { ok: false, code: 'invalid', errors: fieldMessages(checked.errors, locale) }
  if (stay.locationId === null || !stay.arrival) return refused('not_rental')
  const row = await insertReview(deps.db, {
    orderItemId: stay.itemId,
    locationId: stay.locationId,
    // The guest's language: the page's they wrote it on.
    locale,
    rating: checked.value.rating,
    body: checked.value.body,
    authorName: publishedAuthorName(stay.firstName, stay.lastName) || (locale === 'en' ? 'Guest' : 'Client'),
    stayedOn: stay.arrival,
  })
  if (!row) return refused('already_reviewed')
  return { ok: true, reviewId: row.id }
}

function fieldMessages(errors: ReviewFieldErrors, locale: string): Partial<Record<'rating' | 'body', string>> {
  const out: Partial<Record<'rating' | 'body', string>> = {}
  if (errors.rating) out.rating = reviewMessage(errors.rating, locale)
  if (errors.body) out.body = reviewMessage(errors.body, locale)
  return out
}
