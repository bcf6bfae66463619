import { useTranslation } from '../../i18n/react'
import type { ListStayPrice } from '../../../domain/catalogue/list-stay-price'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'

/**
 * The price of the searched stay on a card (PBV: the price actually payable): the rent for those
 * dates as the headline, the tourist tax on its own line, then the dates, whom the tax counts and
 * the total. Every amount is the server's (`listStayPrice`), none is computed here.
 */
export function StayPriceTag({ stay, className = '' }: { stay: ListStayPrice; className?: string }) {
  const { t } = useTranslation('listing')
  const rent = formatMoney(stay.rent)
  return (
    <div className={`stay-price ${className}`} data-stay-price={stay.rent}>
      <p className="stay-price__headline">
        {stay.regularRent > stay.rent ? (
          <>
            <del className="price-tag__regular">
              <span className="visually-hidden">{t('card.regularPrice')} </span>
              {formatMoney(stay.regularRent)}
            </del>{' '}
          </>
        ) : null}
        <strong className="stay-price__amount">{rent}</strong> <span className="stay-price__unit">{t('card.stayNights', { count: stay.nights })}</span>
      </p>
      <p className="stay-price__tax">{touristTaxLine(stay, t)}</p>
      <p className="stay-price__note">
        {t('card.week', { from: formatDate(stay.from), to: formatDate(stay.to) })}
        {stay.adults !== null && stay.touristTax.kind === 'amount' ? ` · ${t('card.stayAdults', { count: stay.adults })}` : null}
        {stay.total !== null && stay.total !== stay.rent ? ` · ${t('card.stayTotal', { amount: formatMoney(stay.total) })}` : null}
      </p>
    </div>
  )
}

/** The tourist tax line: its amount, its rate per adult and night (no guests given) or included. */
export function touristTaxLine(stay: ListStayPrice, t: (key: string, options?: Record<string, unknown>) => string): string {
  const tax = stay.touristTax
  if (tax.kind === 'included') return t('card.stayTaxIncluded')
  if (tax.kind === 'perAdultNight') return t('card.stayTaxPerAdult', { amount: formatMoney(tax.amount) })
  return t('card.stayTax', { amount: formatMoney(tax.amount) })
}

/** One line for a map popup: "CHF 9'460.00 for 7 nights + tourist tax CHF 84.00". */
export function stayPriceText(stay: ListStayPrice, t: (key: string, options?: Record<string, unknown>) => string): string {
  return `${formatMoney(stay.rent)} ${t('card.stayNights', { count: stay.nights })} · ${touristTaxLine(stay, t)}`
}
