import { useTranslation } from '../../i18n/react'
import { CANCELLATION_TERMS } from '../../../domain/booking/rules/cancellation'
import { cancellationSchedule, type DatedTier } from '../../../domain/booking/rules/cancellation-schedule'
import { formatDate } from '../../../domain/format/date'

/** One dated tier as text: "until 12.09.2027: free (minus transaction fees)". */
function TierLine({ tier }: { tier: DatedTier }) {
  const { t } = useTranslation('cart')
  const when =
    tier.from === null && tier.to === null
      ? t('rentals.termsNow')
      : tier.from === null
        ? t('rentals.termsUntil', { to: formatDate(tier.to as string) })
        : tier.to === null
          ? t('rentals.termsFrom', { from: formatDate(tier.from) })
          : t('rentals.termsBetween', { from: formatDate(tier.from), to: formatDate(tier.to) })
  const what = tier.rentShare === 0 ? t('rentals.tier_free') : t('rentals.tier_share', { share: tier.rentShare / 100 })
  return <li>{t('rentals.tierLine', { when, what })}</li>
}

/**
 * The cancellation terms that will apply, with their dates (the booking rules' tiers from the
 * earliest arrival of the cart), shown before payment.
 */
export function CancellationTerms({ arrival, today }: { arrival: string; today: string }) {
  const { t } = useTranslation('cart')
  const tiers = cancellationSchedule(CANCELLATION_TERMS, { arrival, today })
  return (
    <section className="checkout-card" aria-labelledby="summary-cancellation">
      <h2 id="summary-cancellation">{t('rentals.termsHeading')}</h2>
      <p>{t('rentals.termsIntro', { date: formatDate(arrival) })}</p>
      <ul className="cancellation-terms">
        {tiers.map((tier) => (
          <TierLine key={tier.tier} tier={tier} />
        ))}
      </ul>
      <p className="field-hint">{t('rentals.termsNote')}</p>
    </section>
  )
}
