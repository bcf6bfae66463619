import { useState } from 'react'
import { Form } from 'react-router'
import { RadioGroupField, SubmitRow, TextAreaField, useSubmitting } from '../fields'
import { StatusAlert } from '../StatusAlert'
import { useTranslation } from '../../i18n/react'
import { formatDate } from '../../../domain/format/date'
import { ORDER_LINK_PARAM } from '../../../domain/orders/order-link/links'
import { REVIEW_ANCHOR } from '../../../domain/reviews/links'
import { REVIEW_BODY } from '../../../domain/reviews/review-input'
import type { StayReview } from '../../../domain/reviews/order-reviews.server'
import type { ReviewAnswer } from '../../lib/review-pages.server'

const RATINGS = ['1', '2', '3', '4', '5'] as const

/**
 * "Your review" on the order's page (docs/decisions/056): for each stay of an order paid in full
 * that is over, the review form (stars as a radio group, the text), then the thanks once sent.
 * Works without JavaScript: the form posts to the page with its link's token.
 */
export function StayReviews({ stays, token, answer }: { stays: readonly StayReview[]; token: string | null; answer: ReviewAnswer | null }) {
  const { t } = useTranslation('reviews')
  // A refusal of a stay the page offers no form for (not paid in full, not over): said all the same.
  const orphan = answer?.formError && !stays.some((stay) => String(stay.itemId) === answer.itemId) ? answer.formError : null
  if (stays.length === 0 && !orphan) return null
  return (
    <section id={REVIEW_ANCHOR} className="stay-reviews" aria-labelledby={`${REVIEW_ANCHOR}-title`}>
      <h2 id={`${REVIEW_ANCHOR}-title`}>{t('order.heading')}</h2>
      {orphan ? <StatusAlert status="error" message={orphan} /> : null}
      {stays.map((stay) => (
        <StayReviewPart key={stay.itemId} stay={stay} token={token} answer={answer && answer.itemId === String(stay.itemId) ? answer : null} single={stays.length === 1} />
      ))}
    </section>
  )
}

function StayReviewPart({ stay, token, answer, single }: { stay: StayReview; token: string | null; answer: ReviewAnswer | null; single: boolean }) {
  const { t } = useTranslation('reviews')
  const [rating, setRating] = useState(answer?.rating ?? '')
  const sending = useSubmitting('')
  const id = `review-${stay.itemId}`
  const intro = t('order.intro', { title: stay.title, from: formatDate(stay.arrival), to: formatDate(stay.departure) })
  const heading = single ? null : <h3>{stay.title}</h3>
  if (stay.state !== 'open') {
    const done = stay.state === 'pending' ? 'order.thanks' : stay.state === 'published' ? 'order.published' : 'order.rejected'
    return (
      <div className="stay-review">
        {heading}
        {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
        <p className="alert alert-success" role="status">
          {t(done)}
        </p>
      </div>
    )
  }
  return (
    <div className="stay-review">
      {heading}
      <p>{intro}</p>
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="itemId" value={stay.itemId} />
        {token ? <input type="hidden" name={ORDER_LINK_PARAM} value={token} /> : null}
        <RadioGroupField
          id={`${id}-rating`}
          name="rating"
          label={t('order.rating')}
          required
          className="star-rating"
          value={rating}
          onChange={setRating}
          error={answer?.errors.rating}
          choices={RATINGS.map((value) => ({
            value,
            label: (
              <>
                <span aria-hidden="true" className="star-rating__stars">
                  {'★'.repeat(Number(value))}
                </span>{' '}
                {t('order.star', { count: Number(value) })}
              </>
            ),
          }))}
        />
        <TextAreaField
          id={`${id}-body`}
          name="body"
          label={t('order.body')}
          hint={t('order.bodyHint')}
          required
          rows={6}
          minLength={REVIEW_BODY.min}
          maxLength={REVIEW_BODY.max}
          defaultValue={answer?.body ?? ''}
          error={answer?.errors.body}
        />
        <SubmitRow pending={sending} label={t('order.submit')} sending={t('order.submit')} />
      </Form>
    </div>
  )
}
