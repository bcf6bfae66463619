import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import {
  contents,
  contentTranslations,
  locations,
  locationTranslations,
  productCategories,
  products,
  PUBLISHED,
  saleTranslations,
  sales,
} from '../../db/schema'
import type { Locale } from '../i18n/locales'
import { locationPath, pathsByLanguage, salePath } from './addresses'
import { contentPath, fixedRouteOf } from './content-addresses'
import { productPath, productsPath } from './product-addresses'

/**
 * What /sitemap.xml lists: every public page, by its app path in each language (the translated
 * slug, else the French one) and its last modification when known. Four queries: contents,
 * rentals, sales (with their French and English slugs), the shop's products (their title in each
 * language, else the French one, as their page's alternates).
 */

/** Pages without parameters worth indexing (not the login, search, cart, order or account pages). */
const STATIC_PAGES = [
  '/',
  '/actualite',
  '/emplois',
  '/service',
  '/presentation',
  '/cguone',
  '/covid19',
  '/contact',
  '/appartements',
  '/location',
  '/location/annuelle',
  '/location/prix-semaine',
  '/location/special',
  '/location/map',
  '/vente',
  '/maintenance-entreprise-generale',
  '/saphirlaundry',
  '/nos-prestations-complementaires',
  productsPath(),
] as const

/** Content types that have a detail page of their own (invites are parts of other pages). */
const INDEXED_CONTENT_TYPES = ['actualites', 'emploi', 'services', 'page', 'packages', 'type_de_pack']

/** One page: its app path in each language and when it last changed. */
export type SitemapPage = { paths: Record<Locale, string>; lastmod: Date | null }

const frContent = alias(contentTranslations, 'fr_c')
const enContent = alias(contentTranslations, 'en_c')
const frLocation = alias(locationTranslations, 'fr_l')
const enLocation = alias(locationTranslations, 'en_l')
const frSale = alias(saleTranslations, 'fr_s')
const enSale = alias(saleTranslations, 'en_s')

const later = (a: Date | null, b: Date) => (a === null || b > a ? b : a)

/** The static pages first, then contents, rentals and sales in a stable order. */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const [contentRows, locationRows, saleRows, productRows] = await Promise.all([
    db
      .select({
        id: contents.id,
        type: contents.type,
        attributes: contents.attributes,
        updatedAt: contents.updatedAt,
        publishedAt: contents.publishedAt,
        fr: frContent.slug,
        en: sql<string>`coalesce(${enContent.slug}, ${frContent.slug})`,
      })
      .from(contents)
      .innerJoin(frContent, and(eq(frContent.contentId, contents.id), eq(frContent.locale, 'fr')))
      .leftJoin(enContent, and(eq(enContent.contentId, contents.id), eq(enContent.locale, 'en')))
      .where(and(eq(contents.status, PUBLISHED), inArray(contents.type, INDEXED_CONTENT_TYPES)))
      .orderBy(asc(contents.type), asc(contents.position), asc(contents.id)),
    db
      .select({
        id: locations.id,
        kind: locations.kind,
        updatedAt: locations.updatedAt,
        fr: frLocation.slug,
        en: sql<string>`coalesce(${enLocation.slug}, ${frLocation.slug})`,
      })
      .from(locations)
      .innerJoin(frLocation, and(eq(frLocation.locationId, locations.id), eq(frLocation.locale, 'fr')))
      .leftJoin(enLocation, and(eq(enLocation.locationId, locations.id), eq(enLocation.locale, 'en')))
      .where(eq(locations.status, PUBLISHED))
      .orderBy(asc(locations.kind), asc(locations.id)),
    db
      .select({
        id: sales.id,
        updatedAt: sales.updatedAt,
        fr: frSale.slug,
        en: sql<string>`coalesce(${enSale.slug}, ${frSale.slug})`,
      })
      .from(sales)
      .innerJoin(frSale, and(eq(frSale.saleId, sales.id), eq(frSale.locale, 'fr')))
      .leftJoin(enSale, and(eq(enSale.saleId, sales.id), eq(enSale.locale, 'en')))
      .where(eq(sales.status, PUBLISHED))
      .orderBy(asc(sales.id)),
    // The products the list shows: a weekly rental's product is booked from its rental's page (decision 023).
    db
      .select({ id: products.id, title: products.title, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.status, PUBLISHED), ne(productCategories.code, 'rental')))
      .orderBy(asc(products.id)),
  ])

  // Static pages; those showing a content (the general terms…) changed when it did.
  const staticLastmod = new Map<string, Date | null>(STATIC_PAGES.map((p) => [p, null]))
  const entries: SitemapPage[] = []
  for (const row of contentRows) {
    const changed = later(row.updatedAt, row.publishedAt)
    const fixed = fixedRouteOf(row)
    if (fixed) {
      if (staticLastmod.has(fixed)) staticLastmod.set(fixed, later(staticLastmod.get(fixed) ?? null, changed))
      continue
    }
    entries.push({ paths: pathsByLanguage(row, (slug) => contentPath({ ...row, slug })), lastmod: changed })
  }
  for (const row of locationRows) {
    const kind = row.kind === 'annual' ? 'annual' : 'weekly'
    entries.push({ paths: pathsByLanguage(row, (slug) => locationPath({ kind, slug, id: row.id })), lastmod: row.updatedAt })
  }
  for (const row of saleRows) {
    entries.push({ paths: pathsByLanguage(row, (slug) => salePath({ ...row, slug })), lastmod: row.updatedAt })
  }
  for (const row of productRows) {
    const titles = { fr: row.title.fr, en: row.title.en || row.title.fr }
    entries.push({ paths: pathsByLanguage(titles, (title) => productPath({ id: row.id, title })), lastmod: row.updatedAt })
  }
  return [...[...staticLastmod].map(([path, lastmod]) => ({ paths: { fr: path, en: path }, lastmod })), ...entries]
}
