import { useRouteLoaderData } from 'react-router'
import type { Locale } from '../i18n/config'
import type { AgencyAddress } from '../../domain/agency/address'
import type { SiteAlert } from '../../domain/content/content.repository.server'
import type { Visitor } from './visitor'

/** What the root loader gives every page and the layout. */
export type RootData = {
  locale: Locale
  /** The language segment the visitor used ("fr", "en") or null for unprefixed French. */
  prefix: Locale | null
  origin: string
  alert: SiteAlert | null
  /** The footer notice the agency wrote in the back office, in the page's language; null: the built-in words. */
  footerNotice: string | null
  /** The agency's phone, e-mail and its one postal address (AGENCY_* settings, decision 039). */
  contact: { phone: string; email: string; address: AgencyAddress }
  analytics: { gtmId: string | null; metaPixelId: string | null }
  mapTileUrl: string
  /** MEDIA_BASE_URL: pictures load from this CDN address instead of the site's /media; null when unset (domain/media/url.ts). */
  mediaBaseUrl: string | null
  /** VAT rates in force today, for the cart note (e.g. { accommodation: '3.8', standard: '8.1' }). */
  vatRates: { accommodation: string; standard: string }
  /** The visitor's cart and account on their own pages (checkout, account); null on shared pages. */
  visitor: Visitor | null
  /** A status to show once, set by the last action (login, sign-up, saved data…): a code of domain/accounts/messages. */
  /** The status to show once, in the page's language (app/components/account/session.server.ts). */
  flash?: { code: string; at: number; message: string; status: 'success' | 'error'; timeout: number | null } | null
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}
