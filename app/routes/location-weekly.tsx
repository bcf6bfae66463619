import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-weekly'
import { FilterForm } from '../components/listing/FilterForm'
import { filterValues, firstBookableSaturday, followingDeparture, hasFilters, WEEKLY_KEYS } from '../components/listing/filters'
import { NearbyWeeks } from '../components/listing/NearbyWeeks'
import { nearbyStays } from '../../domain/catalogue/nearby-stays.server'
import { NEARBY_WEEKS } from '../../domain/catalogue/nearby-weeks'
import { addDays } from '../../domain/catalogue/period'
import { readLocationFilter } from '../components/listing/filters.server'
import { PageShell } from '../components/PageShell'
import { LocationGrid, useListingTexts } from '../components/listing/ListingPage'
import { Pagination } from '../components/listing/Pagination'
import { ITEMS_PER_PAGE, pageHref, readPage } from '../components/listing/paging'
import { EmptyState, FilterAlert, ResultCount, useSortedItems } from '../components/listing/ListingParts'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { listLocationsPage, locationFacets } from '../../domain/catalogue/locations.repository.server'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [...WEEKLY_KEYS, 'page'] } satisfies PageHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const search = new URL(request.url).searchParams
  const values = filterValues(search, WEEKLY_KEYS)
  // An arrival alone (the form without JavaScript) searches its week.
  if (values.from && !values.to) values.to = followingDeparture(values.from, '')
  const { filter, problems } = readLocationFilter(values, 'weekly')
  const paging = readPage(search.get('page'))
  if (!paging.ok) problems.push(paging.problem)
  const minDate = firstBookableSaturday(today)
  const [{ items, total, page, pages, stays }, facets] = await Promise.all([
    listLocationsPage(context.db, filter, locale, today, { number: paging.page, size: ITEMS_PER_PAGE }),
    locationFacets(context.db, 'weekly', locale),
  ])
  // Nothing free for the dates: the nearby weeks (±2) and a few rentals free on the nearest of them.
  const nearby = total === 0 && filter.period ? await nearbyStays(context.db, filter, locale, today, { firstArrival: minDate }) : null
  const similarIds = nearby?.similar?.items.map((item) => item.id) ?? []
  const readWeeks = filter.period && nearby ? { from: addDays(filter.period.from, -7 * NEARBY_WEEKS), to: addDays(filter.period.to, 7 * NEARBY_WEEKS) } : filter.period
  notePageReads(context, rentalListTags([...items.map((item) => item.id), ...similarIds], readWeeks))
  return {
    items: items.map((item) => ({ ...item, stay: stays[item.id] ?? null })),
    nearby,
    total,
    page,
    pages,
    facets: { types: facets.types, numberOfRooms: facets.numberOfRooms, comfortClasses: facets.comfortClasses },
    values,
    problems,
    sort: filter.sort,
    period: filter.period ? { from: filter.period.from, to: filter.period.to, persons: filter.persons ?? null } : null,
    minDate,
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const page = useListingTexts('location.weekly', false)
  const { t: tl } = useTranslation('listing')
  const { facets, values, problems, period, minDate } = loaderData
  const items = useSortedItems(loaderData.items, loaderData.sort)
  return (
    <PageShell {...page.shell}>
      <p className="lead">{page.intro}</p>
      <FilterAlert problems={problems} />
      <FilterForm
        fields={['type', 'rooms', 'comfortClass', 'persons', 'price', 'period', 'special']}
        values={values}
        types={facets.types}
        numberOfRooms={facets.numberOfRooms}
        comfortClasses={facets.comfortClasses}
        minDate={minDate}
        priceUnit="week"
        resetTo="/location"
      />
      <ResultCount count={loaderData.total} />
      {period && items.length > 0 ? (
        <p className="listing-map-link">
          <LocalizedLink to={`/location/map${pageHref({ from: period.from, to: period.to, persons: period.persons ? String(period.persons) : undefined }, 1)}`}>
            {tl('map.showPeriod')}
          </LocalizedLink>
        </p>
      ) : null}
      {items.length > 0 ? (
        <LocationGrid items={items} period={period} />
      ) : (
        <>
          <EmptyState
            title={tl('empty.title')}
            text={loaderData.nearby ? undefined : tl('empty.text')}
            action={
              hasFilters(values) || problems.length > 0 ? (
                <LocalizedLink to="/location" className="btn btn-outline">
                  {tl('filters.reset')}
                </LocalizedLink>
              ) : null
            }
          />
          {loaderData.nearby && period ? <NearbyWeeks nearby={loaderData.nearby} period={period} values={values} /> : null}
        </>
      )}
      <Pagination page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => pageHref(values, n)} />
    </PageShell>
  )
}
