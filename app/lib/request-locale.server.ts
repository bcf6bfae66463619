/**
 * The language of the page a request is for, and an app path in that language: what every route's
 * loader and action (public, account and back office) needs to answer in the visitor's language.
 */
import { type Locale, localeOfPath, localizePath } from '../i18n/config'

/** The language of the page a request is for ("/en/…" → en). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname)
}

/** Keeps a /fr prefix when the visitor used it. */
export function localized(path: string, request: Request): string {
  const pathname = new URL(request.url).pathname
  const keepFr = pathname === '/fr' || pathname.startsWith('/fr/')
  return localizePath(path, requestLocale(request), keepFr)
}
