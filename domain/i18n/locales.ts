/**
 * The languages the site is served in (URL prefixes). French is the default and the fallback.
 * A business fact the domain needs (translated slugs, content and catalogue queries), so it lives
 * here; app/i18n/config.ts re-exports it for the pages.
 */
export const LOCALES = ['fr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language of a path: its first segment when it is a locale, else French. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/** The path without its language prefix: "/en/location" → "/location", "/en" → "/". */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1]
  if (!isLocale(first)) return pathname || '/'
  const rest = pathname.slice(first.length + 1)
  return rest === '' ? '/' : rest
}
