import { useTranslation } from 'react-i18next'
import type { SearchResult } from '../../../domain/search/result'
import { Link } from 'react-router'
import { useLocalePath } from '../../lib/locale'
import '../../styles/content.css'

/** The results of a search, best first, each labelled with its kind (Location, Vente, Actualité…). */
export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  const { t } = useTranslation('content')
  const localize = useLocalePath()
  return (
    <ol className="search-results" aria-label={t('search.resultsLabel')}>
      {results.map((result) => (
        <li key={`${result.type}-${result.id}`} className="search-result">
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
        </li>
      ))}
    </ol>
  )
}
