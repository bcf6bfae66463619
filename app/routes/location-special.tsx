import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-special'
import { PageShell } from '../components/PageShell'
import { useListingTexts } from '../components/listing/ListingPage'
import { FilterForm } from '../components/listing/FilterForm'
import { filterValues, SORT_ONLY_KEYS } from '../components/listing/filters'
import { readLocationFilter } from '../components/listing/filters.server'
import { LocationCard } from '../components/listing/LocationCard'
import { Pagination } from '../components/listing/Pagination'
import { ITEMS_PER_PAGE, pageHref, readPage } from '../components/listing/paging'
import { EmptyState, FilterAlert, ResultCount, useSortedItems } from '../components/listing/ListingParts'
import { PriceTag } from '../components/listing/PriceTag'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { listLocationsPage, specialWeeksOf } from '../../domain/catalogue/locations.repository.server'
import type { GridPrice } from '../../domain/catalogue/types'
import { formatDate } from '../../domain/format/date'
import { LocalizedLink } from '../lib/locale'
import { itemTags, notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [...SORT_ONLY_KEYS, 'page'] } satisfies PageHandle
import { localeFromParams } from '../lib/page-data.server'

type SpecialWeek = Pick<GridPrice, 'startDate' | 'endDate' | 'price' | 'specialPrice'>

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const search = new URL(request.url).searchParams
  const values = filterValues(search, SORT_ONLY_KEYS)
  const { filter, problems } = readLocationFilter(values, 'weekly', { special: 'true' })
  const paging = readPage(search.get('page'))
  if (!paging.ok) problems.push(paging.problem)
  // One page of the rentals with a week still bookable at a special price, then those weeks of theirs:
  // at 10,000 rentals the page stays a page (it once read the whole grid, and the server ran out of memory).
  const specials = { ...filter, specialFree: true }
  const { items: rentals, total, page, pages } = await listLocationsPage(context.db, specials, locale, today, { number: paging.page, size: ITEMS_PER_PAGE })
  const ids = rentals.map((rental) => rental.id)
  const weeks = await specialWeeksOf(context.db, ids, today)
  // The rentals and their weeks: a hold can take their last free special week.
  notePageReads(context, [...rentalListTags(ids), ...itemTags('calendar', ids)])
  const items = rentals.map((rental) => ({ ...rental, specialWeeks: (weeks.get(rental.id) ?? []).map(shownWeek) }))
  return { items, total, page, pages, problems, values, sort: filter.sort }
}

/** What the page shows of a special week. */
const shownWeek = ({ startDate, endDate, price, specialPrice }: GridPrice): SpecialWeek => ({ startDate, endDate, price, specialPrice })

export default function Page({ loaderData }: Route.ComponentProps) {
  const page = useListingTexts('location.special', true)
  const { t: tl } = useTranslation('listing')
  const { values, problems } = loaderData
  const items = useSortedItems(loaderData.items, loaderData.sort)
  return (
    <PageShell {...page.shell}>
      <p className="lead">{page.intro}</p>
      <FilterAlert problems={problems} />
      {items.length > 0 ? (
        <>
          <FilterForm fields={[]} values={values} />
          <ResultCount count={loaderData.total} />
          <ul className="grid listing-grid">
            {items.map((item, i) => (
              <li key={item.id}>
                <LocationCard item={item} priority={i === 0}>
                  <h3 className="listing-card__subtitle">{tl('card.specialWeeks')}</h3>
                  <ul className="special-weeks">
                    {item.specialWeeks.map((week) => (
                      <li key={week.startDate}>
                        <span className="special-weeks__dates">
                          {tl('card.week', { from: formatDate(week.startDate), to: formatDate(week.endDate) })}
                        </span>
                        <PriceTag price={week.price} specialPrice={week.specialPrice} />
                      </li>
                    ))}
                  </ul>
                </LocationCard>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState
          title={tl('empty.special')}
          action={<LocalizedLink to="/location">{tl('empty.allRentals')}</LocalizedLink>}
        />
      )}
      <Pagination page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => pageHref(values, n)} />
    </PageShell>
  )
}
