import { type Params, redirect } from 'react-router'
import { isLocale } from '../../i18n/config'

/** The canonical detail segment of an offer: "studio-le-lac-3" ("3" when it has no slug). */
export function detailSegment(slug: string, id: number): string {
  return slug ? `${slug}-${id}` : String(id)
}

/** The language prefix the visitor used: "/en", "/fr" or "" (unprefixed French). */
export function languagePrefix(params: Params): string {
  return isLocale(params.lang) ? `/${params.lang}` : ''
}

/**
 * Sends a detail address that is not the canonical one (wrong or missing slug, or the
 * "{id}/{slug}" form) to `{prefix}{path}` with a 301, keeping the visitor's language prefix
 * and the query string. `path` is the app path without language ("/location/studio-3").
 */
export function redirectToCanonical(request: Request, params: Params, path: string): void {
  const segment = path.slice(path.lastIndexOf('/') + 1)
  if (params.detail === segment && params.slug === undefined) return
  const { search } = new URL(request.url)
  throw redirect(`${languagePrefix(params)}${path}${search}`, 301)
}
