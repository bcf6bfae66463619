import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-annual'
import { FilterForm } from '../components/listing/FilterForm'
import { ANNUAL_KEYS, filterValues, hasFilters } from '../components/listing/filters'
import { readLocationFilter } from '../components/listing/filters.server'
import { PageShell } from '../components/PageShell'
import { LocationGrid, useListingTexts } from '../components/listing/ListingPage'
import { EmptyState, FilterAlert, ResultCount, useSortedItems } from '../components/listing/ListingParts'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { listLocations, locationFacets } from '../../domain/catalogue/locations.repository.server'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: ANNUAL_KEYS } satisfies PageHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const values = filterValues(new URL(request.url).searchParams, ANNUAL_KEYS)
  const { filter, problems } = readLocationFilter(values, 'annual')
  const [items, facets] = await Promise.all([
    listLocations(context.db, filter, locale, todayInResort()),
    locationFacets(context.db, 'annual', locale),
  ])
  notePageReads(context, rentalListTags(items.map((item) => item.id)))
  return {
    items,
    facets: { types: facets.annualTypes, numberOfRooms: facets.numberOfRooms },
    values,
    problems,
    sort: filter.sort,
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const page = useListingTexts('location.annual', true)
  const { t: tl } = useTranslation('listing')
  const { facets, values, problems } = loaderData
  const items = useSortedItems(loaderData.items, loaderData.sort)
  return (
    <PageShell {...page.shell}>
      <p className="lead">{page.intro}</p>
      <FilterAlert problems={problems} />
      <FilterForm
        fields={['type', 'rooms']}
        values={values}
        types={facets.types}
        numberOfRooms={facets.numberOfRooms}
        priceUnit="month"
        resetTo="/location/annuelle"
      />
      <ResultCount count={items.length} />
      {items.length > 0 ? (
        <LocationGrid items={items} />
      ) : (
        <EmptyState
          title={tl('empty.annual')}
          action={
            hasFilters(values) || problems.length > 0 ? (
              <LocalizedLink to="/location/annuelle" className="btn btn-outline">
                {tl('filters.reset')}
              </LocalizedLink>
            ) : (
              <LocalizedLink to="/location">{tl('empty.allRentals')}</LocalizedLink>
            )
          }
        />
      )}
    </PageShell>
  )
}
