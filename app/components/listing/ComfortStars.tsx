import { useTranslation } from '../../i18n/react'

const MAX_STARS = 5

/** The comfort class as stars, with its text for screen readers ("Comfort: 4 stars out of 5"). */
export function ComfortStars({ value }: { value: number }) {
  const { t } = useTranslation('listing')
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(value)))
  return (
    <span className="comfort-stars" role="img" aria-label={t('card.comfort', { count: filled })}>
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="comfort-stars__empty">{'☆'.repeat(MAX_STARS - filled)}</span>
      </span>
    </span>
  )
}
