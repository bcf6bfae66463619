import { useTranslation } from '../../i18n/react'
import type { SaleSummary } from '../../../domain/catalogue/types'
import { formatMoney, groupThousands } from '../../../domain/format/money'
import { salePath } from '../../../domain/navigation/addresses'
import { LocalizedLink } from '../../lib/locale'
import { Picture } from '../Picture'
import { CARD_SIZES } from './card-sizes'
import { PriceTag } from './PriceTag'

/** How wide a picture of the sales page's list is drawn (its own grid, narrower than the listing cards). */
const RESULT_SIZES = '(min-width: 1200px) 350px, (min-width: 992px) 290px, (min-width: 576px) 50vw, 100vw'

type SaleCardProps =
  /** A card of the home page's selection (an <article> in the caller's list item). */
  | { item: SaleSummary; variant?: 'teaser'; headingLevel?: 2 | 3 }
  /** A result of the sales page: a list item, its first picture loaded first. */
  | { item: SaleSummary; variant: 'result'; priority: boolean }

/** A property for sale in a list: picture, title linking to its page, place, facts and price. */
export function SaleCard(props: SaleCardProps) {
  const { item } = props
  if (props.variant === 'result') {
    return (
      <li className="card sale-card">
        {item.image ? <Picture image={item.image} className="card-image" sizes={RESULT_SIZES} priority={props.priority} alt="" /> : null}
        <SaleCardBody item={item} variant="result" heading="h3" />
      </li>
    )
  }
  return (
    <article className="card listing-card">
      <TeaserPicture item={item} />
      <SaleCardBody item={item} variant="teaser" heading={(props.headingLevel ?? 2) === 2 ? 'h2' : 'h3'} />
    </article>
  )
}

function TeaserPicture({ item }: { item: SaleSummary }) {
  const { t } = useTranslation('listing')
  return (
    <div className="listing-card__media">
      {item.image ? (
        <Picture image={item.image} sizes={CARD_SIZES} className="card-image" />
      ) : (
        <div className="card-image listing-card__no-picture">{t('card.noPicture')}</div>
      )}
    </div>
  )
}

/** Title, place, facts and price; each page keeps its own classes and words (listing or sales page). */
function SaleCardBody({ item, variant, heading: Heading }: { item: SaleSummary; variant: 'teaser' | 'result'; heading: 'h2' | 'h3' }) {
  const teaser = variant === 'teaser'
  return (
    <div className="card-body">
      <Heading className="card-title">
        <LocalizedLink className={teaser ? 'listing-card__link' : undefined} to={salePath(item)}>
          {item.title}
        </LocalizedLink>
      </Heading>
      <p className={teaser ? 'listing-card__place' : 'sale-card__meta'}>
        {item.typeLabel} · {item.place}
      </p>
      {teaser ? <TeaserFacts item={item} /> : <ResultFacts item={item} />}
    </div>
  )
}

function TeaserFacts({ item }: { item: SaleSummary }) {
  const { t } = useTranslation('listing')
  return (
    <>
      <ul className="listing-card__facts">
        {item.number_of_rooms > 0 ? <li>{t('card.rooms', { count: item.number_of_rooms })}</li> : null}
        {item.surface > 0 ? <li>{t('card.surface', { surface: item.surface })}</li> : null}
      </ul>
      <PriceTag price={item.price} className="listing-card__price" />
    </>
  )
}

/** The sales page shows the living space first (else the surface), with its thousands grouped. */
function ResultFacts({ item }: { item: SaleSummary }) {
  const { t } = useTranslation('detail')
  const { t: tPages } = useTranslation('pages')
  const area = item.livingSpace || item.surface
  return (
    <>
      <ul className="sale-card__facts">
        {item.number_of_rooms > 0 ? <li>{tPages('sales.roomCount', { count: item.number_of_rooms })}</li> : null}
        {area > 0 ? <li>{t('attributes.squareMetres', { value: groupThousands(String(area)) })}</li> : null}
      </ul>
      <p className="sale-card__price">
        <span className="visually-hidden">{tPages('sales.price')} </span>
        {formatMoney(item.price)}
      </p>
    </>
  )
}
