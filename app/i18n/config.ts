import type { Locale } from '../../domain/i18n/locales'

/** Languages the site is served in (URL prefixes): defined in the domain, which needs them too. */
export { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, localeOfPath, stripLocale } from '../../domain/i18n/locales'

/** The language form of an address: built with every public address (domain/navigation/addresses.ts). */
export { localizePath } from '../../domain/navigation/addresses'

/** Languages that have translation files; de and it fall back to French. */
export const TRANSLATED_LANGUAGES = ['fr', 'en', 'de', 'it'] as const


export const HTML_LANG: Record<Locale, string> = { fr: 'fr-CH', en: 'en' }
