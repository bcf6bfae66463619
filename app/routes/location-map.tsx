import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-map'
import { PageShell } from '../components/PageShell'
import { EmptyState, ResultCount } from '../components/listing/ListingParts'
import { locationPath } from '../../domain/navigation/addresses'
import { PriceTag } from '../components/listing/PriceTag'
import { RentalMap } from '../components/listing/RentalMap'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { listLocations } from '../../domain/catalogue/locations.repository.server'
import { DEFAULT_SORT } from '../../domain/catalogue/sort'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const rentals = await listLocations(context.db, { kind: 'weekly', special: false, sort: DEFAULT_SORT }, locale, todayInResort())
  notePageReads(context, rentalListTags(rentals.map((rental) => rental.id)))
  return {
    rentals: rentals.map((r) => ({
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
    })),
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tl } = useTranslation('listing')
  const { rentals } = loaderData
  return (
    <PageShell
      title={t('location.map.title')}
      description={t('location.map.description')}
      trail={[{ label: t('location.title'), to: '/location' }]}
    >
      <p className="lead">{t('location.map.intro')}</p>
      {rentals.length > 0 ? (
        <>
          <p className="text-muted">{tl('map.help')}</p>
          <RentalMap rentals={rentals} />
          <section className="map-list" aria-labelledby="map-list-title">
            <h2 id="map-list-title">{tl('map.listTitle')}</h2>
            <ResultCount count={rentals.length} />
            <ul className="map-list__items">
              {rentals.map((rental) => (
                <li key={rental.id} className="map-list__item">
                  <LocalizedLink to={locationPath(rental)} className="map-list__title">
                    {rental.title}
                  </LocalizedLink>
                  <span className="map-list__facts">
                    {rental.typeLabel} · {rental.place} · {tl('card.rooms', { count: rental.number_of_rooms })} ·{' '}
                    {tl('card.persons', { count: rental.persons })}
                  </span>
                  <PriceTag
                    price={rental.price}
                    specialPrice={rental.specialPrice}
                    per="week"
                    from
                    className="map-list__price"
                  />
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <EmptyState title={tl('empty.map')} />
      )}
    </PageShell>
  )
}
