import { useTranslation } from '../i18n/react'
import type { Route } from './+types/location-annual-detail'
import { OfferPage, PriceBox } from '../components/detail/OfferPage'
import { cachedOfferDetail, useRememberOffer } from '../components/detail/client-offer'
import { findRentalPage } from '../components/detail/offer-page.server'
import { shownLocation } from '../../domain/catalogue/locations.repository.server'
import { formatDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { REQUEST_STATUS_PARAM } from '../../domain/requests/request-fields'
import { notePageReads, rentalTag } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [REQUEST_STATUS_PARAM] } satisfies PageHandle

/** An annual rental: /location/annuelle/{slug}-{id}; any other form of its address is sent there. */
export async function loader(args: Route.LoaderArgs) {
  const { location, path, alternates, jsonLd } = await findRentalPage(args, 'annual')
  notePageReads(args.context, [rentalTag(location.id)])
  return { location: shownLocation(location), path, alternates, jsonLd }
}

/** Seen before in this tab: shown again without a server call (SPEC §4). */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return cachedOfferDetail(args, 'annual')
}
clientLoader.hydrate = false as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('detail')
  const { location, path, alternates } = loaderData
  useRememberOffer('annual', location.id, loaderData)
  return (
    <OfferPage
      offer={location}
      subject="location"
      path={path}
      alternates={alternates}
      jsonLd={loaderData.jsonLd}
      trail={[
        { label: t('breadcrumb.location'), to: '/location' },
        { label: t('breadcrumb.annual'), to: '/location/annuelle' },
      ]}
      box={
        <PriceBox>
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
        </PriceBox>
      }
      request="visit"
    />
  )
}
