/**
 * The browser side of a rental or sale detail route (SPEC §4): a detail this tab has already
 * loaded is shown again at once, without calling the server; otherwise the server loader runs and
 * its answer is kept for next time. Lists carry summaries only (a weekly list with every rental's
 * 78 price weeks would weigh megabytes), so the index holds the details seen in this tab
 * (docs/decisions/009-client-store.md).
 */
import { useEffect } from 'react'
import { type Params, redirect } from 'react-router'
import { idFromParam } from '../../../domain/content/route-id'
import { isLocale } from '../../i18n/config'
import { createItemStore } from '../../lib/item-store'
import { useLocale } from '../../lib/locale'
import { canonicalTarget, sectionOf } from '../../../domain/navigation/addresses'

export type OfferKind = 'location' | 'annual' | 'sale'

/** Availability changes as people book: a rental's weeks are trusted for five minutes only. */
export const OFFER_STORE_MAX_AGE_MS = 5 * 60_000

type OfferPayload = { path: string }

/** Details by kind and id; a kind only ever holds what that kind's loader returned. */
export const offerStore = createItemStore<OfferPayload>({ maxEntries: 100, maxAgeMs: OFFER_STORE_MAX_AGE_MS })

export async function cachedOfferDetail<T extends OfferPayload>(
  { request, params, serverLoader }: { request: Request; params: Params; serverLoader: () => Promise<T> },
  kind: OfferKind,
): Promise<T> {
  const locale = isLocale(params.lang) ? params.lang : 'fr'
  const id = idFromParam(params.detail)
  const known = id === null ? null : (offerStore.find(locale, kind, id) as T | null)
  if (known) {
    redirectToCanonical(request, params, known.path)
    return known
  }
  return serverLoader()
}

/**
 * Sends a detail address that is not the canonical one (wrong or missing slug, or the
 * "{id}/{slug}" form) to `{prefix}{path}` with a 301, keeping the visitor's language prefix
 * and the query string. `path` is the app path without language ("/location/studio-3").
 */
export function redirectToCanonical(request: Request, params: Params, path: string): void {
  const target = canonicalTarget(new URL(request.url), params, sectionOf(path), path)
  if (target !== null) throw redirect(target, 301)
}

/**
 * Keeps the detail a page shows, whether the server rendered it or a client navigation loaded it.
 * Effects never run on the server.
 */
export function useRememberOffer(kind: OfferKind, id: number, payload: OfferPayload): void {
  const locale = useLocale()
  useEffect(() => {
    offerStore.remember(locale, kind, id, payload)
  }, [locale, kind, id, payload])
}
