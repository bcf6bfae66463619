import { useTranslation } from '../i18n/react'
import { Form } from 'react-router'
import type { Route } from './+types/search'
import { PageShell } from '../components/PageShell'
import { SearchResults } from '../components/content/SearchResults'
import { isQueryTooLong, normalizeQuery, QUERY_MAX_LENGTH } from '../../domain/search/query'
import { searchSite } from '../../domain/search/search.repository.server'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { offerOfResult, type OfferCard } from '../../domain/catalogue/offer-card'
import { offerCards } from '../../domain/catalogue/offer-cards.repository.server'
import { LocalizedLink, useLocalePath } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { anyOf, notePageReads, RENTALS, SALES } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: ['q'] } satisfies PageHandle

/** Most results shown on the page, best first. */
const RESULT_COUNT = 50

/** /recherche?q=…: rentals, sales, news, jobs, services and pages matching the words, best first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('q')
  // What matches a query changes with any text of any rental, sale or content.
  notePageReads(context, [RENTALS, SALES, anyOf('rental'), anyOf('sale'), anyOf('content')])
  const none: Record<string, OfferCard> = {}
  if (isQueryTooLong(raw)) {
    return { q: normalizeQuery(raw), tooLong: true, results: [], cards: none }
  }
  const q = normalizeQuery(raw)
  const locale = localeFromParams(params)
  const results = q === '' ? [] : await searchSite(context.db, { q, locale, count: RESULT_COUNT })
  // The pictures and prices of the rentals and sales found: one query for the whole page.
  const offers = results.map(offerOfResult).filter((ref) => ref !== null)
  const cards = Object.fromEntries(await offerCards(context.db, offers, locale, todayInResort()))
  return { q, tooLong: false, results, cards }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['content', 'pages'])
  const localize = useLocalePath()
  const { q, tooLong, results, cards } = loaderData
  const examples = t('search.examples', { returnObjects: true }) as unknown
  return (
    <PageShell title={t('pages:search.title')} description={t('pages:search.description')}>
      {q !== '' ? <meta name="robots" content="noindex, follow" /> : null}
      <Form method="get" action={localize('/recherche')} role="search" className="search-page-form" aria-label={t('pages:search.label')}>
        <label htmlFor="search-q">{t('pages:search.label')}</label>
        <div className="search-page-form__row">
          <input id="search-q" name="q" type="search" defaultValue={q} key={q} maxLength={QUERY_MAX_LENGTH} />
          <button type="submit" className="btn btn-primary">
            {t('pages:search.submit')}
          </button>
        </div>
      </Form>
      <div role="status" className="search-status">
        {tooLong ? (
          <p className="alert alert-warning">{t('search.tooLong', { max: QUERY_MAX_LENGTH })}</p>
        ) : q === '' ? (
          <p>{t('search.emptyQuery')}</p>
        ) : results.length === 0 ? (
          <p className="search-status__none">{t('search.noResults', { q })}</p>
        ) : (
          <p className="search-status__count">{t('search.count', { count: results.length, q })}</p>
        )}
      </div>
      {q === '' && !tooLong && Array.isArray(examples) ? (
        <div className="search-help">
          <p>{t('search.examplesTitle')}</p>
          <ul className="search-help__examples">
            {examples.map((example) => (
              <li key={String(example)}>
                <LocalizedLink to={`/recherche?q=${encodeURIComponent(String(example))}`}>{String(example)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {q !== '' && !tooLong && results.length === 0 ? (
        <div className="search-help">
          <p>{t('search.tips')}</p>
          <p>{t('search.suggestionsTitle')}</p>
          <ul>
            <li>
              <LocalizedLink to="/location">{t('search.suggestions.rentals')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/vente">{t('search.suggestions.sales')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/contact">{t('search.suggestions.contact')}</LocalizedLink>
            </li>
          </ul>
        </div>
      ) : null}
      {results.length > 0 ? <SearchResults results={results} cards={cards} /> : null}
    </PageShell>
  )
}
