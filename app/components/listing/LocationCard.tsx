import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import type { LocationSummary } from '../../../domain/catalogue/types'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { LocalizedLink } from '../../lib/locale'
import { Picture } from '../Picture'
import { ComfortClass } from './ComfortClass'
import { rentalLinkWithStay } from '../booking/booking-links'
import { locationPath } from '../../../domain/navigation/addresses'
import { CARD_SIZES } from './card-sizes'
import { PriceTag } from './PriceTag'
import { StayPriceTag } from './StayPriceTag'
import type { ListStayPrice } from '../../../domain/catalogue/list-stay-price'

type LocationCardProps = {
  /** `stay`: the searched stay's price, from the server (`listStayPrice`); absent without dates. */
  item: LocationSummary & { periodTotal?: number | null; stay?: ListStayPrice | null }
  /** h2 in a page's list, h3 under a section heading. */
  headingLevel?: 2 | 3
  /** The asked period (and guests), to show the rent of the stay; the link opens the rental's booking box on it. */
  period?: { from: string; to: string; persons?: number | null } | null
  priority?: boolean
  children?: ReactNode
}

/** The rental's page; a weekly rental found for a period opens on that stay (persons as adults). */
function linkOf(item: LocationSummary, period: LocationCardProps['period']): string {
  if (item.kind === 'annual' || !period) return locationPath(item)
  return rentalLinkWithStay(locationPath(item), { from: period.from, to: period.to, adults: period.persons ? String(period.persons) : '' })
}

/** A rental in a list: picture, title linking to its page, place, facts, comfort and price. */
export function LocationCard({ item, headingLevel = 2, period = null, priority = false, children }: LocationCardProps) {
  const { t } = useTranslation('listing')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const annual = item.kind === 'annual'
  return (
    <article className="card listing-card">
      <div className="listing-card__media">
        {item.image ? (
          <Picture image={item.image} sizes={CARD_SIZES} priority={priority} className="card-image" />
        ) : (
          <div className="card-image listing-card__no-picture">{t('card.noPicture')}</div>
        )}
        {!annual && item.specialPrice !== null ? <span className="badge listing-card__badge">{t('card.specialBadge')}</span> : null}
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <LocalizedLink className="listing-card__link" to={linkOf(item, period)}>
            {item.title}
          </LocalizedLink>
        </Heading>
        <p className="listing-card__place">
          {item.typeLabel} · {item.place}
        </p>
        <ul className="listing-card__facts">
          <li>{t('card.rooms', { count: item.number_of_rooms })}</li>
          {annual ? null : <li>{t('card.persons', { count: item.persons })}</li>}
          <li>{t('card.surface', { surface: item.surface })}</li>
          {annual ? null : (
            <li>
              <ComfortClass value={item.comfortClass} />
            </li>
          )}
        </ul>
        {annual ? (
          <>
            <PriceTag price={item.price} per="month" className="listing-card__price" />
            <p className="listing-card__meta">
              {item.monthlyCharges ? t('card.charges', { amount: formatMoney(item.monthlyCharges) }) : t('card.chargesNone')}
              <br />
              {item.availableFrom
                ? t('card.availableFrom', { date: formatDate(item.availableFrom) })
                : t('card.availableNow')}
            </p>
          </>
        ) : (
          <>
            {item.stay ? (
              <StayPriceTag stay={item.stay} className="listing-card__price" />
            ) : (
              <PriceTag price={item.price} specialPrice={item.specialPrice} per="week" from className="listing-card__price listing-card__price--from" />
            )}
          </>
        )}
        {children}
      </div>
    </article>
  )
}
