/**
 * The destinations of the burger menu and the footer: app paths, in each language when the address
 * differs by language. Part of the one address module (addresses.ts): every link points to the
 * page's final address in the visitor's language, never to one that answers 301.
 */
import type { Locale } from '../i18n/locales'
import { detailSegment } from './addresses'

/**
 * The property-management service (content 20, db/seed/data/services.ts, SPEC §2) has its detail
 * page under /service with its slug in each language (made from its title in that language): its
 * final address differs by language. A slug changed in the back office makes this link answer 301
 * until it is changed here (tests/api/navigation-links.test.ts follows every menu link). Written
 * as contentDetailPath would (menu.test.ts checks it) without importing content-addresses.ts,
 * which every page would then download with the menu.
 */
const ADMINISTRATION: Record<Locale, string> = {
  fr: `/service/${detailSegment('administration-de-biens', 20)}`,
  en: `/service/${detailSegment('property-management', 20)}`,
}

export type MenuLink = { key: string; to: string | Record<Locale, string> }

/** The burger menu's and footer's destinations (translated labels under layout's nav.links). */
export const MENU_LINKS = [
  { key: 'presentation', to: '/presentation' },
  { key: 'sale', to: '/vente' },
  { key: 'rental', to: '/location' },
  { key: 'administration', to: ADMINISTRATION },
  { key: 'laundry', to: '/saphirlaundry' },
  { key: 'maintenance', to: '/maintenance-entreprise-generale' },
  { key: 'services', to: '/nos-prestations-complementaires' },
  { key: 'products', to: '/produits' },
  { key: 'news', to: '/actualite' },
  { key: 'jobs', to: '/emplois' },
  { key: 'contact', to: '/contact' },
] as const satisfies readonly MenuLink[]

/** The app path of a menu link in a language (localizePath then adds the language's prefix). */
export function menuPath(link: MenuLink, locale: Locale): string {
  return typeof link.to === 'string' ? link.to : link.to[locale]
}
