import { DetailSection } from './DetailSection'
import type { RentalReviewsView } from './rental-reviews.server'

/**
 * The rental page's guest reviews (docs/decisions/056): the average and count, then the latest
 * published reviews, their stars told in words to screen readers. Every word comes made from the
 * loader (rental-reviews.server.ts) and the markup is bare: the page is at its JavaScript budget.
 */
export function RentalReviews({ reviews }: { reviews: RentalReviewsView | null | undefined }) {
  if (!reviews) return null
  return (
    <DetailSection id="avis" title={reviews.heading}>
      <p>{reviews.summary}</p>
      <ol>
        {reviews.items.map((review) => (
          <li key={review.id}>
            <p>
              <span aria-hidden="true">{review.stars}</span>
              <span className="visually-hidden">{review.starsLabel}</span>
            </p>
            <blockquote lang={review.lang}>{review.body}</blockquote>
            <p>{review.meta}</p>
          </li>
        ))}
      </ol>
      <p>{reviews.verified}</p>
    </DetailSection>
  )
}
