import { useTranslation } from '../../i18n/react'
import { lowerSpecialPrice } from '../../../domain/catalogue/pricing'
import { formatMoney } from '../../../domain/format/money'

type PriceTagProps = {
  /** The regular amount in centimes (null: price on request). */
  price: number | null
  /** A special-offer amount in centimes; struck-through regular price when it is lower. */
  specialPrice?: number | null
  /** "week" or "month": the unit after the amount. */
  per?: 'week' | 'month'
  /** "dès" / "from" before the amount (a lowest price). */
  from?: boolean
  className?: string
}

/**
 * A price as the server gave it, never computed here. With a lower special price the regular one is
 * struck through, and both carry their meaning as text (a <del> alone is silent in screen readers).
 */
export function PriceTag({ price, specialPrice = null, per, from = false, className = '' }: PriceTagProps) {
  const { t } = useTranslation('listing')
  if (price === null) return <p className={`price-tag ${className}`}>{t('card.noPrice')}</p>
  const special = lowerSpecialPrice({ price, specialPrice })
  const unit = per === 'week' ? t('card.perWeek') : per === 'month' ? t('card.perMonth') : null
  return (
    <p className={`price-tag ${className}`}>
      {from ? <span className="price-tag__from">{t('card.from')} </span> : null}
      {special === null ? (
        <strong className="price-tag__amount" data-amount={price}>
          {formatMoney(price)}
        </strong>
      ) : (
        <>
          <del className="price-tag__regular" data-amount={price}>
            <span className="visually-hidden">{t('card.regularPrice')} </span>
            {formatMoney(price)}
          </del>{' '}
          <ins className="price-tag__special">
            <span className="visually-hidden">{t('card.specialPrice')} </span>
            <strong>{formatMoney(special)}</strong>
          </ins>
        </>
      )}
      {unit ? <span className="price-tag__unit"> {unit}</span> : null}
    </p>
  )
}
