import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-special'
import { PageShell } from '../components/PageShell'
import { FilterForm } from '../components/listing/FilterForm'
import { filterValues, SORT_ONLY_KEYS } from '../components/listing/filters'
import { readLocationFilter } from '../components/listing/filters.server'
import { LocationCard } from '../components/listing/LocationCard'
import { EmptyState, FilterAlert, ResultCount, useSortedItems } from '../components/listing/ListingParts'
import { PriceTag } from '../components/listing/PriceTag'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { listLocations, priceGrid } from '../../domain/catalogue/locations.repository.server'
import { saturdayOnOrBefore } from '../../domain/catalogue/period'
import { MAX_GRID_WEEKS } from '../../domain/catalogue/query'
import type { GridPrice } from '../../domain/catalogue/types'
import { formatDate } from '../../domain/format/date'
import { LocalizedLink } from '../lib/locale'
import { itemTags, notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: SORT_ONLY_KEYS } satisfies PageHandle
import { localeFromParams } from '../lib/page-data.server'

type SpecialWeek = Pick<GridPrice, 'startDate' | 'endDate' | 'price' | 'specialPrice'>

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const values = filterValues(new URL(request.url).searchParams, SORT_ONLY_KEYS)
  const { filter, problems } = readLocationFilter(values, 'weekly', { special: 'true' })
  const [rentals, grid] = await Promise.all([
    listLocations(context.db, filter, locale, today),
    // The weeks of the whole grid: the special-offer ones of the listed rentals are picked below.
    priceGrid(context.db, { from: saturdayOnOrBefore(today), weeks: MAX_GRID_WEEKS }, locale, today),
  ])
  const weeks = new Map<number, SpecialWeek[]>()
  for (const week of grid.prices) {
    if (week.specialPrice === null || !week.available) continue
    const list = weeks.get(week.locationId) ?? []
    list.push({ startDate: week.startDate, endDate: week.endDate, price: week.price, specialPrice: week.specialPrice })
    weeks.set(week.locationId, list)
  }
  // The rentals with special prices, and the weeks of each: a hold can take their last free special week.
  const candidates = rentals.map((rental) => rental.id)
  notePageReads(context, [...rentalListTags(candidates), ...itemTags('calendar', candidates)])
  const items = rentals
    .map((rental) => ({ ...rental, specialWeeks: weeks.get(rental.id) ?? [] }))
    .filter((rental) => rental.specialWeeks.length > 0)
  return { items, problems, values, sort: filter.sort }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tl } = useTranslation('listing')
  const { values, problems } = loaderData
  const items = useSortedItems(loaderData.items, loaderData.sort)
  return (
    <PageShell
      title={t('location.special.title')}
      description={t('location.special.description')}
      trail={[{ label: t('location.title'), to: '/location' }]}
    >
      <p className="lead">{t('location.special.intro')}</p>
      <FilterAlert problems={problems} />
      {items.length > 0 ? (
        <>
          <FilterForm fields={[]} values={values} />
          <ResultCount count={items.length} />
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
    </PageShell>
  )
}
