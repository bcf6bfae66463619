import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Route } from './+types/location-prices'
import { PageShell } from '../components/PageShell'
import type { FilterProblem } from '../components/listing/filters'
import { EmptyState, FilterAlert } from '../components/listing/ListingParts'
import { PriceGridTable } from '../components/listing/PriceGridTable'
import { todayInResort } from '../../domain/catalogue/availability.repository.server'
import { priceGrid } from '../../domain/catalogue/locations.repository.server'
import { addDays, saturdayOnOrBefore } from '../../domain/catalogue/period'
import { DEFAULT_GRID_WEEKS, MAX_GRID_WEEKS, parsePriceGridQuery } from '../../domain/catalogue/query'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'

const WEEKS = DEFAULT_GRID_WEEKS

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const current = saturdayOnOrBefore(today)
  const asked = new URL(request.url).searchParams.get('from')?.trim() || undefined
  const parsed = parsePriceGridQuery({ from: asked }, today)
  const problems: FilterProblem[] = parsed.ok ? [] : [{ field: 'from', message: parsed.message, code: 'value', value: asked }]
  // Weeks before the current one cannot be booked any more: the grid starts this week at the earliest.
  const from = parsed.ok && parsed.value.from > current ? parsed.value.from : current
  const last = addDays(current, (MAX_GRID_WEEKS - WEEKS) * 7)
  const start = from > last ? last : from
  const grid = await priceGrid(context.db, { from: start, weeks: WEEKS }, locale, today)
  const previous = start > current ? maxDate(current, addDays(start, -WEEKS * 7)) : null
  const next = start < last ? minDate(last, addDays(start, WEEKS * 7)) : null
  return { grid, problems, previous, next, isCurrent: start === current }
}

const maxDate = (a: string, b: string) => (a > b ? a : b)
const minDate = (a: string, b: string) => (a < b ? a : b)

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tl } = useTranslation('listing')
  const { grid, problems, previous, next, isCurrent } = loaderData
  return (
    <PageShell
      title={t('location.prices.title')}
      description={t('location.prices.description')}
      trail={[{ label: t('location.title'), to: '/location' }]}
    >
      <p className="lead">{t('location.prices.intro')}</p>
      <FilterAlert problems={problems} />
      <nav className="price-grid__nav" aria-label={tl('prices.navigation')}>
        <ul>
          {previous ? (
            <li>
              <Link to={`?from=${previous}`} rel="prev" className="btn btn-outline btn-sm" preventScrollReset>
                <span aria-hidden="true">← </span>
                {tl('prices.previous')}
              </Link>
            </li>
          ) : null}
          {isCurrent ? null : (
            <li>
              <LocalizedLink to="/location/prix-semaine" className="btn btn-outline btn-sm" preventScrollReset>
                {tl('prices.current')}
              </LocalizedLink>
            </li>
          )}
          {next ? (
            <li>
              <Link to={`?from=${next}`} rel="next" className="btn btn-outline btn-sm" preventScrollReset>
                {tl('prices.next')}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <p className="price-grid__legend">{tl('prices.legend')}</p>
      {grid.locations.length > 0 ? <PriceGridTable grid={grid} /> : <EmptyState title={tl('prices.empty')} />}
    </PageShell>
  )
}
