/**
 * Every public address of the site is built here, and only here: rentals, sales, contents (news,
 * jobs, services, pages), shop products, in each language and with each language's slug. Pure and
 * browser-safe: the pages, the sitemap, the search, the e-mails and the hreflang alternates use it.
 *
 * Contents' addresses are in content-addresses.ts and the shop's in product-addresses.ts, so a page
 * that links to neither does not download them.
 *
 * An "app path" is the French address without language ("/location/chalet-3"); `localizePath`
 * gives its address in a language: French unprefixed (canonical), English under /en.
 */
import type { LocationKind } from '../catalogue/labels'
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, stripLocale } from '../i18n/locales'

/**
 * The address of a page in a language. French pages live without prefix
 * (the canonical form); /fr/… is an alias kept when the visitor chose it.
 */
export function localizePath(path: string, locale: Locale, keepFrPrefix = false): string {
  const bare = stripLocale(path)
  if (locale === 'fr' && !keepFrPrefix) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

/** The language prefix the visitor used: "/en", "/fr" or "" (unprefixed French). */
export function languagePrefix(params: { lang?: string }): string {
  return isLocale(params.lang) ? `/${params.lang}` : ''
}

/** The detail segment of an item: "studio-le-lac-3", or "3" when it has no slug (the id is the last dash segment). */
export function detailSegment(slug: string, id: number): string {
  return slug ? `${slug}-${id}` : String(id)
}

// Rentals and sales.

/** A weekly rental: /location/{slug}-{id}; an annual one: /location/annuelle/{slug}-{id}. */
export function locationPath(item: { kind: LocationKind; slug: string; id: number }): string {
  return `${item.kind === 'annual' ? '/location/annuelle' : '/location'}/${detailSegment(item.slug, item.id)}`
}

/** A property for sale: /vente/{slug}-{id}. */
export function salePath(item: { slug: string; id: number }): string {
  return `/vente/${detailSegment(item.slug, item.id)}`
}

/** The general terms (SPEC §2), linked from the footer, the checkout, the e-mails and the PDF. */
export const TERMS_PATH = '/cguone'

// One page in every language.

/**
 * The app path of an item in each language, from its slug (or title) in each language:
 * the hreflang alternates of its page and its entries in the sitemap.
 */
export function pathsByLanguage(names: Record<Locale, string>, pathOf: (name: string) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, pathOf(names[l])])) as Record<Locale, string>
}

/**
 * The address of a page in a language as stored with an order, an account or a request
 * ("fr", "en"): one the site does not serve gets the French (default) address.
 */
export function pathIn(path: string, language: string): string {
  return localizePath(path, isLocale(language) ? language : DEFAULT_LOCALE)
}

/** An address of the site, absolute, in a language (e-mails, documents): "https://www.example.ch/en/location". */
export function siteAddress(origin: string, path: string, language: string): string {
  return origin.replace(/\/+$/, '') + pathIn(path, language)
}


/** The section of a detail path: "/location/annuelle/le-prado-45" → "/location/annuelle". */
export function sectionOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'))
}

/**
 * Where a detail address must be sent, or null when it is already the canonical one.
 * `section` is the route's own section ("/actualite"), `path` the canonical app path of the
 * item. A wrong slug, the "{id}/{slug}" form or an item living elsewhere all give
 * `{prefix}{path}{query}`: the visitor's language prefix and query string are kept.
 */
export function canonicalTarget(
  url: URL,
  params: { lang?: string; detail?: string; slug?: string },
  section: string,
  path: string,
): string | null {
  if (params.slug === undefined && params.detail !== undefined && `${section}/${params.detail}` === path) return null
  return `${languagePrefix(params)}${path}${url.search}`
}
