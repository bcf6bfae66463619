import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-map'
import { PageShell } from '../components/PageShell'
import { useListingTexts } from '../components/listing/ListingPage'
import { EmptyState, FilterAlert, ResultCount } from '../components/listing/ListingParts'
import { Pagination } from '../components/listing/Pagination'
import { pageHref, readPage } from '../components/listing/paging'
import { PriceTag } from '../components/listing/PriceTag'
import { formatDate } from '../../domain/format/date'
import { StayPriceTag } from '../components/listing/StayPriceTag'
import { filterValues } from '../components/listing/filters'
import { readLocationFilter } from '../components/listing/filters.server'
import { RentalMap, rentalHref } from '../components/listing/RentalMap'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { listLocationsPage } from '../../domain/catalogue/locations.repository.server'
import { DEFAULT_SORT } from '../../domain/catalogue/sort'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

/** The dates and guests of a search (from the weekly list): the map then shows the rentals free then, with that stay's price. */
const STAY_KEYS = ['from', 'to', 'persons'] as const

export const handle = { query: [...STAY_KEYS, 'page'] } satisfies PageHandle

/**
 * Rentals on the map and in its list per page. A resort's whole catalogue fits on one page; a
 * catalogue of thousands is paged, as it made an 11 MB page that held the server's memory.
 */
export const MAP_ITEMS_PER_PAGE = 100

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const search = new URL(request.url).searchParams
  const paging = readPage(search.get('page'))
  const values = filterValues(search, STAY_KEYS)
  const { filter: read, problems } = readLocationFilter(values, 'weekly')
  const filter = { kind: 'weekly', special: false, sort: DEFAULT_SORT, period: read.period, persons: read.persons } as const
  if (!paging.ok) problems.push(paging.problem)
  const { items, total, page, pages, stays } = await listLocationsPage(context.db, filter, locale, todayInResort(), { number: paging.page, size: MAP_ITEMS_PER_PAGE })
  notePageReads(context, rentalListTags(items.map((rental) => rental.id), filter.period))
  return {
    total,
    page,
    pages,
    problems,
    values,
    period: filter.period ? { from: filter.period.from, to: filter.period.to } : null,
    rentals: items.map((r) => ({
      id: r.id,
      kind: r.kind,
      slug: r.slug,
      title: r.title,
      place: r.place,
      typeLabel: r.typeLabel,
      number_of_rooms: r.number_of_rooms,
      persons: r.persons,
      latitude: r.latitude,
      longitude: r.longitude,
      price: r.price,
      specialPrice: r.specialPrice,
      stay: stays[r.id] ?? null,
    })),
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const words = useListingTexts('location.map', true)
  const { t: tl } = useTranslation('listing')
  const { rentals, total, page, pages } = loaderData
  return (
    <PageShell {...words.shell}>
      <p className="lead">{words.intro}</p>
      <FilterAlert problems={loaderData.problems} />
      {rentals.length > 0 ? (
        <>
          <p className="text-muted">{tl('map.help')}</p>
          {loaderData.period ? (
            <p className="map-period">{tl('map.periodShown', { from: formatDate(loaderData.period.from), to: formatDate(loaderData.period.to) })}</p>
          ) : null}
          {pages > 1 ? (
            <p className="text-muted">
              {tl('map.pageShown', { from: (page - 1) * MAP_ITEMS_PER_PAGE + 1, to: (page - 1) * MAP_ITEMS_PER_PAGE + rentals.length, total })}
            </p>
          ) : null}
          <RentalMap rentals={rentals} />
          <section className="map-list" aria-labelledby="map-list-title">
            <h2 id="map-list-title">{tl('map.listTitle')}</h2>
            <ResultCount count={total} />
            <ul className="map-list__items">
              {rentals.map((rental) => (
                <li key={rental.id} className="map-list__item">
                  <LocalizedLink to={rentalHref(rental)} className="map-list__title">
                    {rental.title}
                  </LocalizedLink>
                  <span className="map-list__facts">
                    {rental.typeLabel} · {rental.place} · {tl('card.rooms', { count: rental.number_of_rooms })} ·{' '}
                    {tl('card.persons', { count: rental.persons })}
                  </span>
                  {rental.stay ? (
                    <StayPriceTag stay={rental.stay} className="map-list__price" />
                  ) : (
                    <PriceTag
                      price={rental.price}
                      specialPrice={rental.specialPrice}
                      per="week"
                      from
                      className="map-list__price"
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
          <Pagination page={page} pages={pages} hrefFor={(n) => pageHref(loaderData.values, n)} />
        </>
      ) : (
        <EmptyState title={tl('empty.map')} />
      )}
    </PageShell>
  )
}
