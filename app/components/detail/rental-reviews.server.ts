/**
 * A rental's published reviews as its page shows them (docs/decisions/056): the words made here on
 * the server, so the page's browser code gains no catalogue (the rental page is at its JavaScript
 * budget), and the schema.org AggregateRating and latest Reviews of its JSON-LD — only when there
 * is at least one published review. The average counts published reviews only.
 */
import type { Db } from '../../../db/client.server'
import { type PublishedReview, publishedReviews, type RentalReviews } from '../../../domain/reviews/reviews.repository.server'
import { getTranslator } from '../../i18n/i18n'

/** What the page's reviews section shows, in the page's language. */
export type RentalReviewsView = {
  heading: string
  summary: string
  verified: string
  /** `meta`: the published name, the month of the stay, and its language when it is not the page's. */
  items: Array<{ id: number; stars: string; starsLabel: string; body: string; lang: string; meta: string }>
}

/** How many reviews the page shows (its HTML has a budget too), and how many its JSON-LD names. */
const SHOWN = 6
const IN_JSON_LD = 5

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating)

function monthOf(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`))
}

function averageText(average: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-CH', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)
}

export function reviewsView(summary: RentalReviews, locale: string): RentalReviewsView | null {
  if (summary.count === 0) return null
  const t = getTranslator(locale, ['reviews'])
  const average = averageText(summary.average, locale)
  return {
    heading: t('rental.heading'),
    summary: t('rental.summary', { average, count: summary.count }),
    verified: t('rental.verified'),
    items: summary.reviews.slice(0, SHOWN).map((review) => ({
      id: review.id,
      stars: stars(review.rating),
      starsLabel: t('rental.stars', { rating: review.rating, count: review.rating }),
      body: review.body,
      lang: review.locale,
      meta: [
        review.authorName,
        t('rental.stayed', { month: monthOf(review.stayedOn, locale) }),
        ...(review.locale === locale ? [] : [t('rental.language', { language: t(`languages.${review.locale === 'en' ? 'en' : 'fr'}`) })]),
      ].join(' · '),
    })),
  }
}

function reviewJsonLd(review: PublishedReview): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorName },
    datePublished: review.publishedAt.slice(0, 10),
    inLanguage: review.locale,
    reviewBody: review.body,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  }
}

/** The JSON-LD properties the reviews add to the rental's description: none without a published review. */
export function reviewsJsonLd(summary: RentalReviews): Record<string, unknown> {
  if (summary.count === 0) return {}
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 },
    review: summary.reviews.slice(0, IN_JSON_LD).map(reviewJsonLd),
  }
}

/** The rental's reviews for its page: the section's view (null without any) and the JSON-LD to add. */
export async function rentalReviewsOf(db: Db, locationId: number, locale: string): Promise<{ view: RentalReviewsView | null; jsonLd: Record<string, unknown> }> {
  const summary = await publishedReviews(db, locationId, SHOWN)
  return { view: reviewsView(summary, locale), jsonLd: reviewsJsonLd(summary) }
}
