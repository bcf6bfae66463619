import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import { CANCELLATION_TERMS } from '../../../domain/booking/rules/cancellation'
import { cancellationRules } from '../../../domain/booking/rules/cancellation-rules'
import type { StayPrice } from '../../../domain/booking/stay-price'
import { formatDate, toZurichIsoDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { documentCancellationTiers } from '../../../domain/orders/cancellation-tiers'

const percent = (basisPoints: number) => basisPoints / 100

/**
 * The cancellation terms before the guest books (decision 023's tiers, SPEC §9): with a priced stay,
 * each period with its dates and what a cancellation in it would cost, from the same rule as the
 * order's documents (`documentCancellationTiers`, weighed against the stay's whole total); without
 * dates, the tiers as ranges of days before arrival.
 */
export function StayTerms({ price }: { price: StayPrice | null }) {
  const { t } = useTranslation('booking')
  const headingId = useId()
  const fees = percent(CANCELLATION_TERMS.transactionFeeShare)
  const money = (amount: number) => formatMoney(amount, price?.currency)
  let intro: string
  let lines: { key: string; when: string; what: string }[]
  if (price) {
    const tiers = documentCancellationTiers({ stays: [{ arrival: price.arrival, rent: price.rent }], paid: price.total, bookedOn: toZurichIsoDate(new Date()) })
    intro = t('terms.datedIntro', { date: formatDate(price.arrival), total: money(price.total) })
    lines = tiers.map((tier) => ({
      key: tier.from ?? 'now',
      when:
        tier.from === null && tier.to === null
          ? t('terms.now')
          : tier.from === null
            ? t('terms.until', { to: formatDate(tier.to as string) })
            : tier.to === null
              ? t('terms.from', { from: formatDate(tier.from) })
              : t('terms.between', { from: formatDate(tier.from), to: formatDate(tier.to) }),
      what: tier.rentShare === 0 ? t('terms.freeAmount', { amount: money(tier.due) }) : t('terms.shareAmount', { amount: money(tier.due), share: percent(tier.rentShare) }),
    }))
  } else {
    intro = t('terms.rulesIntro')
    lines = cancellationRules(CANCELLATION_TERMS).map((rule) => ({
      key: rule.tier,
      when:
        rule.maxDays === null
          ? t('terms.ruleFirst', { min: rule.minDays })
          : rule.minDays === 0
            ? t('terms.ruleLast', { max: rule.maxDays })
            : t('terms.ruleBetween', { min: rule.minDays, max: rule.maxDays }),
      what: rule.rentShare === 0 ? t('terms.free', { fees }) : t('terms.share', { share: percent(rule.rentShare) }),
    }))
  }
  return (
    <section className="stay-terms" aria-labelledby={headingId}>
      <h3 id={headingId} className="stay-terms__heading">
        {t('terms.heading')}
      </h3>
      <p className="stay-terms__intro">{intro}</p>
      <ul className="stay-terms__tiers">
        {lines.map((line) => (
          <li key={line.key}>{t('terms.line', { when: line.when, what: line.what })}</li>
        ))}
      </ul>
      <p className="field-hint">{t('terms.note', { fees })}</p>
    </section>
  )
}
