import { useTranslation } from '../i18n/react'
import { data, useLocation } from 'react-router'
import type { Route } from './+types/location-detail'
import { PageShell } from '../components/PageShell'
import { DetailSection, PlaceSection, RequestSection } from '../components/detail/DetailSection'
import { JsonLd } from '../components/detail/JsonLd'
import { cachedOfferDetail, useRememberOffer } from '../components/detail/client-offer'
import { PhotoSlider } from '../components/detail/PhotoSlider'
import { DeferredAvailabilityCalendar, DeferredOfferSections, DeferredPlaceMap, DeferredShareLinks } from '../components/detail/deferred-parts'
import { shownLocation } from '../../domain/catalogue/locations.repository.server'
import { findRentalPage } from '../components/detail/offer-page.server'
import { idFromParam } from '../../domain/content/route-id'
import { localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { useRootData } from '../lib/root-data'
import { bookingAction, bookingOf } from '../lib/booking-page.server'
import { BookingBox } from '../components/booking/BookingBox'
import { withDefaultAdults } from '../components/booking/booking-state'
import { hasPeriod, isMalformedStay, readStayFields, STAY_FIELD_NAMES } from '../../domain/booking/stay-request'
import { REQUEST_STATUS_PARAM } from '../../domain/requests/request-fields'
import { MONTH_PARAM } from '../components/detail/calendar-month'
import { calendarTag, notePageReads, PRODUCTS, rentalTag } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'
import { RentalReviews } from '../components/detail/RentalReviews'
import { rentalReviewsOf } from '../components/detail/rental-reviews.server'

/** The stay asked for (the booking box and its quote), the calendar's month, a request just sent. */
export const handle = { query: [...STAY_FIELD_NAMES, MONTH_PARAM, REQUEST_STATUS_PARAM] } satisfies PageHandle

/**
 * A weekly holiday rental: /location/{slug}-{id}; any other form of its address is sent there.
 * `?from=…&to=…&adults=…&children=4,9` (the list, the price grid, the calendar and the booking form
 * without JavaScript link here so) opens the booking box on that stay with the server's quote.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args
  const { location, locale, path, alternates, jsonLd } = await findRentalPage(args, 'weekly')
  const search = new URL(request.url).searchParams
  const booking = await bookingOf(context, location, search, locale)
  // Its sheet, its weeks, and the shop's options offered in the booking box.
  notePageReads(context, [rentalTag(location.id), calendarTag(location.id), PRODUCTS])
  // Its published reviews and their AggregateRating (docs/decisions/056); a publication touches the rental (rentalTag).
  const reviews = await rentalReviewsOf(context.db, location.id, locale)
  const page = { location: shownLocation(location), path, alternates, booking, jsonLd: { ...jsonLd, ...reviews.jsonLd }, reviews: reviews.view }
  return isMalformedStay(search) ? data(page, { status: 400 }) : page
}

/** Seen before in this tab: shown again without a server call (SPEC §4), unless a stay is asked. */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  if (hasPeriod(readStayFields(new URL(args.request.url).searchParams))) return args.serverLoader()
  const shown = await cachedOfferDetail(args, 'location')
  // A remembered page may have been asked with another stay: the box starts afresh (its quote, if
  // any, would be minutes old).
  const fields = withDefaultAdults({ from: '', to: '', adults: '', children: [] }, shown.location.persons)
  return { ...shown, booking: { ...shown.booking, fields, serverQuote: null } }
}
clientLoader.hydrate = false as const

/**
 * POST `intent=book` (the booking box, with or without JavaScript): the stay is checked and priced
 * again by the server (the quote counts, not what the page showed), then put in the cart by
 * `bookStay`. Without JavaScript the answer is a 303 back to the page with `?panier=ajoute`, as the
 * product page does; a fetcher gets data that opens the cart slide-in. Refusals come back beside
 * their field.
 */
/** POST `intent=book`: the booking box's "Book" (app/lib/booking-page.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return bookingAction(context, request, { locationId: idFromParam(params.detail), locale: localeFromParams(params) })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('detail')
  const locale = useLocale()
  const origin = useRootData()?.origin ?? ''
  const { location, path, alternates, booking, jsonLd } = loaderData
  const search = useLocation().search
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
      <JsonLd data={jsonLd} />
      <p className="lead detail-lead">
        {location.typeLabel} · {location.place} · {t('attributes.reference')} {location.reference}
      </p>
      <div className="detail-layout">
        <div className="detail-media">
          <PhotoSlider images={location.images} title={location.title} />
        </div>
        <aside className="detail-aside">
          <BookingBox
            key={search}
            location={location}
            path={path}
            rules={booking.rules}
            choices={booking.choices}
            fields={booking.fields}
            serverQuote={booking.serverQuote}
            result={actionData}
            options={booking.options}
          />
          <DeferredShareLinks url={url} title={location.title} />
        </aside>
        <div className="detail-main">
          <DeferredOfferSections item={location} />
          <DetailSection id="disponibilites" title={t('calendar.heading')}>
            <p>{t('calendar.intro')}</p>
            <DeferredAvailabilityCalendar weeks={location.priceWeeks} bookingPath={path} />
          </DetailSection>
          <PlaceSection place={location.place} latitude={location.latitude} longitude={location.longitude}>
            <DeferredPlaceMap latitude={location.latitude} longitude={location.longitude} title={location.title} />
          </PlaceSection>
          <RentalReviews reviews={'reviews' in loaderData ? loaderData.reviews : null} />
          <RequestSection kind="information" subject={{ type: 'location', id: location.id, title: location.title }} />
        </div>
      </div>
    </PageShell>
  )
}
