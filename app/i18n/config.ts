import { isLocale, type Locale } from '../../domain/i18n/locales'

/** Languages the site is served in (URL prefixes): defined in the domain, which needs them too. */
export { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, localeOfPath } from '../../domain/i18n/locales'

/** Languages that have translation files; de and it fall back to French. */
export const TRANSLATED_LANGUAGES = ['fr', 'en', 'de', 'it'] as const


export const HTML_LANG: Record<Locale, string> = { fr: 'fr-CH', en: 'en' }


/** The path without its language prefix: "/en/location" → "/location", "/en" → "/". */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1]
  if (!isLocale(first)) return pathname || '/'
  const rest = pathname.slice(first.length + 1)
  return rest === '' ? '/' : rest
}

/**
 * The address of a page in a language. French pages live without prefix
 * (the canonical form); /fr/… is an alias kept when the visitor chose it.
 */
export function localizePath(path: string, locale: Locale, keepFrPrefix = false): string {
  const bare = stripLocale(path)
  if (locale === 'fr' && !keepFrPrefix) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}
