import type { AppLoadContext, Params } from 'react-router'
import type { Locale } from '../../i18n/config'
import { localizePath } from '../../i18n/config'
import { todayInResort } from '../../../domain/booking/rules/calendar'
import { findLocation } from '../../../domain/catalogue/locations.repository.server'
import type { LocationDetail } from '../../../domain/catalogue/types'
import { idFromParam } from '../../../domain/content/route-id'
import { locationPath, pathsByLanguage } from '../../../domain/navigation/addresses'
import { localeFromParams, notFound } from '../../lib/page-data.server'
import { redirectToCanonical } from './client-offer'
import { locationJsonLd, type SiteAddresses } from './structured-data.server'

type LoaderArgs = { request: Request; params: Params; context: AppLoadContext }

/**
 * The rental of a detail page, of the page's kind, by the id in its address (else a 404), sent to
 * its canonical address when asked at another (301); with its addresses in each language and its
 * structured data.
 */
export async function findRentalPage({ request, params, context }: LoaderArgs, kind: LocationDetail['kind']) {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const locale = localeFromParams(params)
  const location = await findLocation(context.db, id, locale, todayInResort())
  if (!location || location.kind !== kind) notFound()
  const path = locationPath(location)
  redirectToCanonical(request, params, path)
  const alternates = pathsByLanguage(location.slugs, (slug) => locationPath({ ...location, slug }))
  const jsonLd = offerJsonLd(context, path, locale, location, locationJsonLd)
  return { location, locale, path, alternates, jsonLd }
}

/** An offer's structured data, for its page's address on the public site. */
export function offerJsonLd<T>(
  context: AppLoadContext,
  path: string,
  locale: Locale,
  offer: T,
  build: (offer: T, url: string, site: SiteAddresses) => Record<string, unknown>,
): Record<string, unknown> {
  const origin = context.settings.publicUrl
  return build(offer, origin + localizePath(path, locale), { origin, mediaBaseUrl: context.settings.mediaBaseUrl })
}
