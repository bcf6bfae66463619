import { useTranslation } from '../../i18n/react'
import type { SaleSummary } from '../../../domain/catalogue/types'
import { LocalizedLink } from '../../lib/locale'
import { Picture } from '../Picture'
import { salePath } from '../../../domain/navigation/addresses'
import { CARD_SIZES } from './card-sizes'
import { PriceTag } from './PriceTag'

/** A property for sale in a list: picture, title linking to its page, place, facts and price. */
export function SaleCard({ item, headingLevel = 2 }: { item: SaleSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('listing')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card listing-card">
      <div className="listing-card__media">
        {item.image ? (
          <Picture image={item.image} sizes={CARD_SIZES} className="card-image" />
        ) : (
          <div className="card-image listing-card__no-picture">{t('card.noPicture')}</div>
        )}
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <LocalizedLink className="listing-card__link" to={salePath(item)}>
            {item.title}
          </LocalizedLink>
        </Heading>
        <p className="listing-card__place">
          {item.typeLabel} · {item.place}
        </p>
        <ul className="listing-card__facts">
          {item.number_of_rooms > 0 ? <li>{t('card.rooms', { count: item.number_of_rooms })}</li> : null}
          {item.surface > 0 ? <li>{t('card.surface', { surface: item.surface })}</li> : null}
        </ul>
        <PriceTag price={item.price} className="listing-card__price" />
      </div>
    </article>
  )
}
