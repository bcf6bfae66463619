import { useTranslation } from '../../i18n/react'

/**
 * The comfort class in words ("Comfort class 4 of 5"): the agency's classification of the rental's
 * fittings. Not as stars, which read as guests' reviews (the rental page shows those).
 */
export function ComfortClass({ value }: { value: number }) {
  const { t } = useTranslation('listing')
  return <span className="comfort-class">{t('card.comfort', { value: Math.max(1, Math.min(5, Math.round(value))) })}</span>
}
