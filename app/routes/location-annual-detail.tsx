import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-annual-detail'
import { PageShell } from '../components/PageShell'
import { OfferSections } from '../components/detail/OfferSections'
import { DetailBox, PlaceSection, REQUEST_ANCHOR, RequestSection } from '../components/detail/DetailSection'
import { JsonLd } from '../components/detail/JsonLd'
import { cachedOfferDetail, redirectToCanonical, useRememberOffer } from '../components/detail/client-offer'
import { locationPath, pathsByLanguage } from '../../domain/navigation/addresses'
import { PhotoSlider } from '../components/detail/PhotoSlider'
import { ShareLinks } from '../components/detail/ShareLinks'
import { locationJsonLd } from '../components/detail/structured-data.server'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { findLocation, shownLocation } from '../../domain/catalogue/locations.repository.server'
import { idFromParam } from '../../domain/content/route-id'
import { formatDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { localeFromParams, notFound } from '../lib/page-data.server'
import { useRootData } from '../lib/root-data'
import { REQUEST_STATUS_PARAM } from '../../domain/requests/request-fields'
import { notePageReads, rentalTag } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [REQUEST_STATUS_PARAM] } satisfies PageHandle

/** An annual rental: /location/annuelle/{slug}-{id}; any other form of its address is sent there. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const locale = localeFromParams(params)
  const location = await findLocation(context.db, id, locale, todayInResort())
  if (!location || location.kind !== 'annual') notFound()
  const path = locationPath(location)
  redirectToCanonical(request, params, path)
  const alternates = pathsByLanguage(location.slugs, (slug) => locationPath({ ...location, slug }))
  notePageReads(context, [rentalTag(location.id)])
  const origin = context.settings.publicUrl
  const jsonLd = locationJsonLd(location, origin + localizePath(path, locale), { origin, mediaBaseUrl: context.settings.mediaBaseUrl })
  return { location: shownLocation(location), path, alternates, jsonLd }
}

/** Seen before in this tab: shown again without a server call (SPEC §4). */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return cachedOfferDetail(args, 'annual')
}
clientLoader.hydrate = false as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('detail')
  const locale = useLocale()
  const origin = useRootData()?.origin ?? ''
  const { location, path, alternates } = loaderData
  useRememberOffer('annual', location.id, loaderData)
  const url = origin + localizePath(path, locale)
  const image = location.images[0]?.formats.large?.url
  return (
    <PageShell
      title={location.title}
      alternates={alternates}
      description={location.summary}
      image={image}
      trail={[
        { label: t('breadcrumb.location'), to: '/location' },
        { label: t('breadcrumb.annual'), to: '/location/annuelle' },
      ]}
    >
      <JsonLd data={loaderData.jsonLd} />
      <p className="lead detail-lead">
        {location.typeLabel} · {location.place} · {t('attributes.reference')} {location.reference}
      </p>
      <div className="detail-layout">
        <div className="detail-media">
          <PhotoSlider images={location.images} title={location.title} />
        </div>
        <aside className="detail-aside">
          <DetailBox title={t('price.heading')}>
            <dl className="detail-facts">
              <div>
                <dt>{t('price.monthlyRent')}</dt>
                <dd className="detail-price">{location.price !== null ? formatMoney(location.price) : t('price.none')}</dd>
              </div>
              {location.monthlyCharges !== null ? (
                <div>
                  <dt>{t('price.monthlyCharges')}</dt>
                  <dd>{formatMoney(location.monthlyCharges)}</dd>
                </div>
              ) : null}
              {location.availableFrom ? (
                <div>
                  <dt>{t('price.availableFrom')}</dt>
                  <dd>{formatDate(location.availableFrom)}</dd>
                </div>
              ) : null}
            </dl>
            <p className="detail-box__actions">
              <a className="btn btn-theme btn-block" href={`#${REQUEST_ANCHOR}`}>
                {t('request.visit')}
              </a>
            </p>
          </DetailBox>
          <ShareLinks url={url} title={location.title} />
        </aside>
        <div className="detail-main">
          <OfferSections item={location} />
          <PlaceSection place={location.place} latitude={location.latitude} longitude={location.longitude} />
          <RequestSection kind="visit" subject={{ type: 'location', id: location.id, title: location.title }} />
        </div>
      </div>
    </PageShell>
  )
}
