import { useTranslation } from '../../i18n/react'
import type { SearchResult } from '../../../domain/search/result'
import { offerKey, offerOfResult, type OfferCard } from '../../../domain/catalogue/offer-card'
import { Link } from 'react-router'
import { useLocalePath } from '../../lib/locale'
import { PriceTag } from '../listing/PriceTag'
import { Picture } from '../Picture'

/**
 * The results of a search, best first, each labelled with its kind (Location, Vente, Actualité…).
 * Rentals and sales also show their first picture and the price their list shows (`cards`, keyed
 * by `offerKey`).
 */
export function SearchResults({ results, cards = {} }: { results: readonly SearchResult[]; cards?: Readonly<Record<string, OfferCard>> }) {
  const { t } = useTranslation('content')
  const localize = useLocalePath()
  return (
    <ol className="search-results" aria-label={t('search.resultsLabel')}>
      {results.map((result) => {
        const offer = offerOfResult(result)
        const card = offer ? cards[offerKey(offer)] : undefined
        return (
          <li key={`${result.type}-${result.id}`} className={card ? 'search-result search-result--offer' : 'search-result'}>
            {card?.image ? (
              <Picture image={card.image} sizes="(min-width: 576px) 180px, 112px" className="search-result__picture" alt={card.image.caption || result.title} />
            ) : null}
            <div className="search-result__body">
              <h2 className="search-result__title">
                {/* The result's address is already in the page's language; localize keeps a /fr prefix. */}
                <Link to={localize(result.url)}>{result.title}</Link>
              </h2>
              <p className="search-result__type">
                <span className={`badge search-result__badge search-result__badge--${result.type}`}>
                  {t(`search.types.${result.type}`)}
                </span>
              </p>
              {result.summary ? <p className="search-result__summary">{result.summary}</p> : null}
              {card ? (
                <PriceTag
                  price={card.price}
                  specialPrice={card.specialPrice}
                  per={card.per ?? undefined}
                  from={card.from}
                  className="search-result__price"
                />
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
