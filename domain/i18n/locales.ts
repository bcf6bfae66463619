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

/**
 * The other languages SPEC §9 names (German and Italian translation files exist, the content
 * service lists de): a client that asks for them gets French, the fallback, not a refusal.
 */
const FALLBACK_LANGUAGES = ['de', 'it']

/** A language tag as clients send it: "fr", "en-US", "fr_CH" (the region is not used). */
const LANGUAGE_TAG = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})?$/

export type LocaleParam = { ok: true; value: Locale } | { ok: false; message: string }

/**
 * The `locale` parameter of every API (SPEC §7, §9): French when absent; fr and en (with or without
 * a region) as asked; de and it fall back to French; anything else is refused with a message the
 * catalogue, content and cart calls answer as 400.
 */
export function readLocale(value: string | undefined): LocaleParam {
  const given = value?.trim() ?? ''
  if (given === '') return { ok: true, value: DEFAULT_LOCALE }
  const language = LANGUAGE_TAG.exec(given.toLowerCase())?.[1]
  if (isLocale(language)) return { ok: true, value: language }
  if (language && FALLBACK_LANGUAGES.includes(language)) return { ok: true, value: DEFAULT_LOCALE }
  return { ok: false, message: `Unknown locale '${given.slice(0, 20)}': use fr or en.` }
}

/** The same reading for the calls that answer in French rather than refuse (sign-in, orders, products). */
export function localeOrFrench(value: unknown): Locale {
  const read = typeof value === 'string' ? readLocale(value) : null
  return read?.ok ? read.value : DEFAULT_LOCALE
}
