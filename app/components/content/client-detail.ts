/**
 * The browser side of a content detail route (SPEC §4): the item already known from a loaded
 * list is shown at once, without calling the server; otherwise the server loader runs and its
 * answer is kept for next time.
 */
import { type Params, redirect } from 'react-router'
import type { ContentMember } from '../../../domain/content/content-members.server'
import { idFromParam } from '../../../domain/content/route-id'
import { isLocale } from '../../i18n/config'
import { contentStore } from '../../lib/content-store'
import { canonicalTarget } from '../../../domain/navigation/addresses'
import { contentPath } from '../../../domain/navigation/content-addresses'

export async function cachedContentDetail<T extends { content: ContentMember; path: string }>(
  { request, params, serverLoader }: { request: Request; params: Params; serverLoader: () => Promise<T> },
  route: { section: string; types: readonly string[] },
): Promise<{ content: ContentMember; path: string; alternates?: undefined } | T> {
  const locale = isLocale(params.lang) ? params.lang : 'fr'
  const id = idFromParam(params.detail)
  const known = id === null ? null : contentStore.findAny(locale, route.types, id)
  if (known) {
    const path = contentPath(known)
    const target = canonicalTarget(new URL(request.url), params, route.section, path)
    if (target !== null) throw redirect(target)
    return { content: known, path }
  }
  const data = await serverLoader()
  contentStore.remember(locale, [data.content])
  return data
}
