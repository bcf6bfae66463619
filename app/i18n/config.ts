import { type Locale, stripLocale } from '../../domain/i18n/locales'

/** Languages the site is served in (URL prefixes): defined in the domain, which needs them too. */
export { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, localeOfPath, stripLocale } from '../../domain/i18n/locales'

/** Languages that have translation files; de and it fall back to French. */
export const TRANSLATED_LANGUAGES = ['fr', 'en', 'de', 'it'] as const


export const HTML_LANG: Record<Locale, string> = { fr: 'fr-CH', en: 'en' }


/**
 * The address of a page in a language. French pages live without prefix
 * (the canonical form); /fr/… is an alias kept when the visitor chose it.
 */
export function localizePath(path: string, locale: Locale, keepFrPrefix = false): string {
  const bare = stripLocale(path)
  if (locale === 'fr' && !keepFrPrefix) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}
