/**
 * Addresses of the content pages (news, jobs, services, generic pages). Pure and browser-safe:
 * the loaders, the client loaders, the lists and the sitemap all build them here.
 */
import { isLocale } from '../../i18n/config'

/** The list or detail section of each content type (app paths, without language). */
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
    cgu: '/cguone',
    covid: '/covid19',
    contact: '/contact',
  },
}

type Addressable = { id: number; type: string; slug: string; attributes?: Record<string, unknown> }

function isContentType(type: string): type is ContentType {
  return Object.hasOwn(CONTENT_SECTIONS, type)
}

/** "ouverture-de-la-saison-62", or "62" when the content has no slug. */
export function detailSegment(slug: string, id: number): string {
  return slug ? `${slug}-${id}` : String(id)
}

/** The fixed page of a content (the general terms → /cguone), or null. */
export function fixedRouteOf(item: Pick<Addressable, 'type' | 'attributes'>): string | null {
  if (!isContentType(item.type)) return null
  const key = item.attributes?.key
  if (typeof key !== 'string') return null
  const routes = FIXED_CONTENT_ROUTES[item.type]
  return routes && Object.hasOwn(routes, key) ? (routes[key] ?? null) : null
}

/** The canonical app path of a content: "/actualite/{slug}-{id}", a fixed page, or "/page/{slug}-{id}". */
export function contentPath(item: Addressable): string {
  const fixed = fixedRouteOf(item)
  if (fixed) return fixed
  const section = isContentType(item.type) ? CONTENT_SECTIONS[item.type] : '/page'
  return `${section}/${detailSegment(item.slug, item.id)}`
}

/** The language prefix the visitor used: "/en", "/fr" or "" (unprefixed French). */
export function languagePrefix(params: { lang?: string }): string {
  return isLocale(params.lang) ? `/${params.lang}` : ''
}

/**
 * Where a detail address must be sent, or null when it is already the canonical one.
 * `section` is the route's own section ("/actualite"), `path` the canonical app path of the
 * content. A wrong slug, the "{id}/{slug}" form or a content living elsewhere all give
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
