/**
 * The addresses of contents (news, jobs, services, pages): their section, the fixed pages some of
 * them have, their detail page. Part of the one address module (addresses.ts).
 */
import { detailSegment, TERMS_PATH } from './addresses'

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

