/**
 * Every public address of the site is built here, and only here: rentals, sales, contents (news,
 * jobs, services, pages), shop products, in each language and with each language's slug. Pure and
 * browser-safe: the pages, the sitemap, the search, the e-mails and the hreflang alternates use it.
 *
 * An "app path" is the French address without language ("/location/chalet-3"); `localizePath`
 * gives its address in a language: French unprefixed (canonical), English under /en.
 */
import { slugify } from '../format/slugify'
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

// Contents.

/** The list or detail section of each content type. */
export const CONTENT_SECTIONS = {
  actualites: '/actualite',
  emploi: '/emplois',
  services: '/service',
  page: '/page',
  invite: '/page',
  packages: '/page',
  type_de_pack: '/page',
} as const satisfies Record<string, string>

export type ContentType = keyof typeof CONTENT_SECTIONS

/** The general terms (SPEC §2), linked from the footer, the checkout, the e-mails and the PDF. */
export const TERMS_PATH = '/cguone'

/**
 * Contents that have a page of their own at a fixed address, by type and attributes.key:
 * their detail address (/service/…, /page/…) is sent there, so each content has one address.
 */
export const FIXED_CONTENT_ROUTES: Partial<Record<ContentType, Record<string, string>>> = {
  services: {
    maintenance: '/maintenance-entreprise-generale',
    laundry: '/saphirlaundry',
    complementary: '/nos-prestations-complementaires',
  },
  page: {
    presentation: '/presentation',
    'presentation-main': '/presentation',
    cgu: TERMS_PATH,
    covid: '/covid19',
    contact: '/contact',
  },
}

type Addressable = { id: number; type: string; slug: string; attributes?: Record<string, unknown> }

function isContentType(type: string): type is ContentType {
  return Object.hasOwn(CONTENT_SECTIONS, type)
}

/** The fixed page of a content (the general terms → /cguone), or null. */
export function fixedRouteOf(item: Pick<Addressable, 'type' | 'attributes'>): string | null {
  if (!isContentType(item.type)) return null
  const key = item.attributes?.key
  if (typeof key !== 'string') return null
  const routes = FIXED_CONTENT_ROUTES[item.type]
  return routes && Object.hasOwn(routes, key) ? (routes[key] ?? null) : null
}

/** The detail page of a content in its type's section, "/actualite/{slug}-{id}" (an unknown type under /page). */
export function contentDetailPath(item: Pick<Addressable, 'id' | 'type' | 'slug'>): string {
  const section = isContentType(item.type) ? CONTENT_SECTIONS[item.type] : '/page'
  return `${section}/${detailSegment(item.slug, item.id)}`
}

/** The canonical app path of a content: its fixed page when it has one, else its detail page. */
export function contentPath(item: Addressable): string {
  return fixedRouteOf(item) ?? contentDetailPath(item)
}

// Shop products.

/** The product page of a product: /produit/{slug}-{id}, the slug made from its title. */
export function productPath(product: { id: number; title: string }): string {
  return `/produit/${detailSegment(slugify(product.title), product.id)}`
}

export const PRODUCT_CATEGORY_PARAM = 'categorie'
export const LISTED_CATEGORIES = ['service', 'option', 'package'] as const
export type ListedCategory = (typeof LISTED_CATEGORIES)[number]

/** The product list, of one category or all. */
export function productsPath(category?: ListedCategory): string {
  return category ? `/produits?${PRODUCT_CATEGORY_PARAM}=${category}` : '/produits'
}

/** The category asked for in the list's address, or null (all products). */
export function categoryParam(value: string | null | undefined): ListedCategory | null {
  return (LISTED_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as ListedCategory) : null
}

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
