import { useTranslation } from '../../i18n/react'
import type { StayPrice } from '../../../domain/booking/stay-price'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'

/**
 * The price actually payable for the chosen stay (PBV: mandatory charges included), as the booking
 * box's headline and the phone's booking bar say it once dates and guests are known: the server's
 * total (rent + tourist tax), the stay's dates, and the tourist tax on its own line.
 */
export function StayTotal({ price, className }: { price: StayPrice; className: string }) {
  const { t } = useTranslation('booking')
  const tax = price.touristTax
  return (
    <p className={className}>
      <span className={`${className}-label`}>{t('total.label')} </span>
      <strong className={`${className}-amount`}>{formatMoney(price.total, price.currency)}</strong>
      <span className={`${className}-stay`}>{t('bar.stay', { from: formatDate(price.arrival), to: formatDate(price.departure) })}</span>
      <span className={`${className}-tax`}>
        {tax.included ? t('total.taxInRent') : t('total.touristTax', { price: formatMoney(tax.total, price.currency) })}
      </span>
    </p>
  )
}
