import { useTranslation } from '../i18n/react'
import { Link } from 'react-router'
import type { Route } from './+types/location-prices'
import { PageShell } from '../components/PageShell'
import { useListingTexts } from '../components/listing/ListingPage'
import type { FilterProblem } from '../components/listing/filters'
import { EmptyState, FilterAlert } from '../components/listing/ListingParts'
import { Pagination } from '../components/listing/Pagination'
import { pageCount, readPage } from '../components/listing/paging'
import { PriceGridTable } from '../components/listing/PriceGridTable'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { priceGrid } from '../../domain/catalogue/locations.repository.server'
import type { ShownPriceGrid } from '../../domain/catalogue/types'
import { addDays, saturdayOnOrBefore } from '../../domain/catalogue/period'
import { DEFAULT_GRID_WEEKS, MAX_GRID_WEEKS, parsePriceGridQuery } from '../../domain/catalogue/query'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { itemTags, notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: ['from', 'page'] } satisfies PageHandle

const WEEKS = DEFAULT_GRID_WEEKS
/** Rentals per page of the grid: 12 weeks × 10 rentals keeps the page under 100 KB of HTML. */
const RENTALS_PER_PAGE = 10

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const current = saturdayOnOrBefore(today)
  const search = new URL(request.url).searchParams
  const asked = search.get('from')?.trim() || undefined
  const parsed = parsePriceGridQuery({ from: asked }, today)
  const problems: FilterProblem[] = parsed.ok ? [] : [{ field: 'from', message: parsed.message, code: 'value', value: asked }]
  const paging = readPage(search.get('page'))
  if (!paging.ok) problems.push(paging.problem)
  // Weeks before the current one cannot be booked any more: the grid starts this week at the earliest.
  const from = parsed.ok && parsed.value.from > current ? parsed.value.from : current
  const last = addDays(current, (MAX_GRID_WEEKS - WEEKS) * 7)
  const start = from > last ? last : from
  const gridPage = (page: number) =>
    priceGrid(context.db, { from: start, weeks: WEEKS }, locale, today, {
      offset: (page - 1) * RENTALS_PER_PAGE,
      limit: RENTALS_PER_PAGE,
    })
  let grid = await gridPage(paging.page)
  const pages = pageCount(grid.total, RENTALS_PER_PAGE)
  // A page past the last (the list got shorter since the link was made): the last page, not an empty grid.
  if (paging.page > pages) grid = await gridPage(pages)
  const shownIds = grid.locations.map((location) => location.id)
  notePageReads(context, [...rentalListTags(shownIds), ...itemTags('calendar', shownIds)])
  const previous = start > current ? maxDate(current, addDays(start, -WEEKS * 7)) : null
  const next = start < last ? minDate(last, addDays(start, WEEKS * 7)) : null
  const shown: ShownPriceGrid = {
    dates: grid.dates,
    locations: grid.locations.map(({ id, title, slug, number_of_rooms, persons }) => ({
      id,
      title,
      slug,
      number_of_rooms,
      persons,
    })),
    prices: grid.prices.map(({ locationId, startDate, endDate, price, specialPrice, available }) => ({
      locationId,
      startDate,
      endDate,
      price,
      specialPrice,
      available,
    })),
  }
  return {
    grid: shown,
    problems,
    previous,
    next,
    isCurrent: start === current,
    start,
    page: Math.min(paging.page, pages),
    pages,
  }
}

const maxDate = (a: string, b: string) => (a > b ? a : b)
const minDate = (a: string, b: string) => (a < b ? a : b)

export default function Page({ loaderData }: Route.ComponentProps) {
  const words = useListingTexts('location.prices', true)
  const { t: tl } = useTranslation('listing')
  const { grid, problems, previous, next, isCurrent, start, page, pages } = loaderData
  // The weeks and the page of rentals are chosen apart: each link keeps the other.
  const weeksHref = (from: string) => `?from=${from}${page > 1 ? `&page=${page}` : ''}`
  const pageHref = (n: number) => `?${isCurrent ? '' : `from=${start}&`}page=${n}`
  return (
    <PageShell {...words.shell}>
      <p className="lead">{words.intro}</p>
      <FilterAlert problems={problems} />
      <nav className="price-grid__nav" aria-label={tl('prices.navigation')}>
        <ul>
          {previous ? (
            <li>
              <Link to={weeksHref(previous)} rel="prev" className="btn btn-outline btn-sm" preventScrollReset>
                <span aria-hidden="true">← </span>
                {tl('prices.previous')}
              </Link>
            </li>
          ) : null}
          {isCurrent ? null : (
            <li>
              <LocalizedLink to={`/location/prix-semaine${page > 1 ? `?page=${page}` : ''}`} className="btn btn-outline btn-sm" preventScrollReset>
                {tl('prices.current')}
              </LocalizedLink>
            </li>
          )}
          {next ? (
            <li>
              <Link to={weeksHref(next)} rel="next" className="btn btn-outline btn-sm" preventScrollReset>
                {tl('prices.next')}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <p className="price-grid__legend">{tl('prices.legend')}</p>
      {grid.locations.length > 0 ? <PriceGridTable grid={grid} /> : <EmptyState title={tl('prices.empty')} />}
      <Pagination page={page} pages={pages} hrefFor={pageHref} />
    </PageShell>
  )
}
