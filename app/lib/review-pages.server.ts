/**
 * The order page's review part (docs/decisions/056): the order's stays and where their reviews
 * stand, and the review sent from the page (the owner, or the signed link on any device): 303 back
 * to the order's page with its link kept, or the refusals beside their fields.
 */
import { data, redirect } from 'react-router'
import { orderPagePath } from '../../domain/orders/order-link/links'
import { REVIEW_ANCHOR } from '../../domain/reviews/links'
import { reviewsOfOrder, type StayReview } from '../../domain/reviews/order-reviews.server'
import { writeReview } from '../../domain/reviews/write-review.server'
import type { AppContext } from '../../server/context'
import { orderVisitor } from '../../server/shop/order-visitor.server'
import type { OrderPage } from './order-pages.server'

const reviewDeps = (context: Pick<AppContext, 'db'>) => ({ db: context.db, now: () => new Date() })

/** The stays of the page's order that have a review part (an order paid in full only). */
export async function orderPageReviews(context: Pick<AppContext, 'db'>, page: OrderPage | null, locale: string): Promise<StayReview[]> {
  if (!page || page.order.status !== 2) return []
  return reviewsOfOrder(reviewDeps(context), { id: page.order.id }, locale)
}

/** What the form shows again after a refusal: the stay, each field's error or the form's, the values sent. */
export type ReviewAnswer = { itemId: string; errors: Partial<Record<'rating' | 'body', string>>; formError: string | null; rating: string; body: string }

/** POST `intent=review`: the review of one stay of the order. */
export async function reviewAction(context: AppContext, request: Request, form: FormData, number: string, locale: 'fr' | 'en') {
  const { visitor, link } = await orderVisitor(context, request, number, form)
  const values = { itemId: String(form.get('itemId') ?? ''), rating: String(form.get('rating') ?? ''), body: String(form.get('body') ?? '').slice(0, 10_000) }
  const result = await writeReview(reviewDeps(context), visitor, { number, ...values, locale })
  if (result.ok) return redirect(`${orderPagePath({ number, locale, token: link.kind === 'valid' ? link.token : null })}#${REVIEW_ANCHOR}`, 303)
  const review: ReviewAnswer =
    result.code === 'invalid' ? { ...values, errors: result.errors, formError: null } : { ...values, errors: {}, formError: result.message }
  const status = result.code === 'invalid' ? 400 : result.code === 'not_found' ? 404 : 409
  return data({ review }, { status })
}
