import { useTranslation } from 'react-i18next'
import { alternatePaths, translatedSlugs } from '../../domain/content/translated-slugs.repository.server'
import type { Route } from './+types/location-detail'
import { PageShell } from '../components/PageShell'
import { OfferSections } from '../components/detail/OfferSections'
import { AvailabilityCalendar } from '../components/detail/AvailabilityCalendar'
import { DetailBox, DetailSection, PlaceSection, REQUEST_ANCHOR, RequestSection } from '../components/detail/DetailSection'
import { JsonLd } from '../components/detail/JsonLd'
import { cachedOfferDetail, useRememberOffer } from '../components/detail/client-offer'
import { detailSegment, redirectToCanonical } from '../components/detail/paths'
import { PhotoSlider } from '../components/detail/PhotoSlider'
import { ShareLinks } from '../components/detail/ShareLinks'
import { locationJsonLd } from '../components/detail/structured-data'
import { todayInResort } from '../../domain/catalogue/availability.repository.server'
import { findLocation } from '../../domain/catalogue/locations.repository.server'
import { idFromParam } from '../../domain/content/route-id'
import { formatMoney } from '../../domain/format/money'
import { localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { localeFromParams, notFound } from '../lib/page-data.server'
import { useRootData } from '../lib/root-data'

/** A weekly holiday rental: /location/{slug}-{id}; any other form of its address is sent there. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const location = await findLocation(context.db, id, localeFromParams(params), todayInResort())
  if (!location || location.kind !== 'weekly') notFound()
  const path = `/location/${detailSegment(location.slug, location.id)}`
  redirectToCanonical(request, params, path)
  const alternates = alternatePaths('/location', await translatedSlugs(context.db, 'location', location.id), location.id)
  return { location, path, alternates }
}

/** Seen before in this tab: shown again without a server call (SPEC §4). */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return cachedOfferDetail(args, 'location')
}
clientLoader.hydrate = false as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('detail')
  const locale = useLocale()
  const origin = useRootData()?.origin ?? ''
  const { location, path, alternates } = loaderData
  useRememberOffer('location', location.id, loaderData)
  const url = origin + localizePath(path, locale)
  const image = location.images[0]?.formats.large?.url
  return (
    <PageShell
      title={location.title}
      alternates={alternates}
      description={location.summary}
      image={image}
      trail={[{ label: t('breadcrumb.location'), to: '/location' }]}
    >
      <JsonLd data={locationJsonLd(location, url, origin)} />
      <p className="lead detail-lead">
        {location.typeLabel} · {location.place} · {t('attributes.reference')} {location.reference}
      </p>
      <div className="detail-layout">
        <div className="detail-media">
          <PhotoSlider images={location.images} title={location.title} />
        </div>
        <aside className="detail-aside">
          <DetailBox title={t('price.heading')}>
            {location.price !== null ? (
              <p className="detail-price">{t('price.weeklyFrom', { price: formatMoney(location.price) })}</p>
            ) : (
              <p className="detail-price">{t('price.none')}</p>
            )}
            {location.specialPrice !== null ? (
              <p className="detail-price__special">{t('price.specialFrom', { price: formatMoney(location.specialPrice) })}</p>
            ) : null}
            <p className="text-muted">{t('price.vat')}</p>
            <p className="detail-box__actions">
              <a className="btn btn-outline btn-block" href="#disponibilites">
                {t('calendar.heading')}
              </a>
              <a className="btn btn-theme btn-block" href={`#${REQUEST_ANCHOR}`}>
                {t('request.information')}
              </a>
            </p>
          </DetailBox>
          <ShareLinks url={url} title={location.title} />
        </aside>
        <div className="detail-main">
          <OfferSections item={location} />
          <DetailSection id="disponibilites" title={t('calendar.heading')}>
            <p>{t('calendar.intro')}</p>
            <AvailabilityCalendar weeks={location.priceWeeks} />
            <p className="alert alert-info detail-booking-note">
              <a href={`#${REQUEST_ANCHOR}`}>{t('calendar.booking')}</a>
            </p>
          </DetailSection>
          <PlaceSection place={location.place} latitude={location.latitude} longitude={location.longitude} />
          <RequestSection kind="information" subject={{ type: 'location', id: location.id, title: location.title }} />
        </div>
      </div>
    </PageShell>
  )
}
