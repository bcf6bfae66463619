import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { locationTranslations, locations, PUBLISHED, saleTranslations, sales } from '../../db/schema'
import type { Locale } from '../i18n/locales'

export type Titled = { id: number; title: string; slug: string; summary: string }

const frLocation = alias(locationTranslations, 'fr_location')
const localLocation = alias(locationTranslations, 'local_location')

/** A published rental of the given kind, with its title in the asked language. */
export async function findLocationTitle(
  db: Db,
  query: { id: number; kind: 'weekly' | 'annual'; locale: Locale },
): Promise<Titled | null> {
  if (!Number.isSafeInteger(query.id) || query.id <= 0) return null
  const rows = await db
    .select({
      id: locations.id,
      title: sql<string>`coalesce(${localLocation.title}, ${frLocation.title})`,
      slug: sql<string>`coalesce(${localLocation.slug}, ${frLocation.slug})`,
      summary: sql<string>`coalesce(${localLocation.summary}, ${frLocation.summary})`,
    })
    .from(locations)
    .innerJoin(frLocation, and(eq(frLocation.locationId, locations.id), eq(frLocation.locale, 'fr')))
    .leftJoin(
      localLocation,
      and(eq(localLocation.locationId, locations.id), eq(localLocation.locale, query.locale)),
    )
    .where(and(eq(locations.id, query.id), eq(locations.kind, query.kind), eq(locations.status, PUBLISHED)))
    .limit(1)
  return rows[0] ?? null
}

const frSale = alias(saleTranslations, 'fr_sale')
const localSale = alias(saleTranslations, 'local_sale')

export async function findSaleTitle(db: Db, query: { id: number; locale: Locale }): Promise<Titled | null> {
  if (!Number.isSafeInteger(query.id) || query.id <= 0) return null
  const rows = await db
    .select({
      id: sales.id,
      title: sql<string>`coalesce(${localSale.title}, ${frSale.title})`,
      slug: sql<string>`coalesce(${localSale.slug}, ${frSale.slug})`,
      summary: sql<string>`coalesce(${localSale.summary}, ${frSale.summary})`,
    })
    .from(sales)
    .innerJoin(frSale, and(eq(frSale.saleId, sales.id), eq(frSale.locale, 'fr')))
    .leftJoin(localSale, and(eq(localSale.saleId, sales.id), eq(localSale.locale, query.locale)))
    .where(and(eq(sales.id, query.id), eq(sales.status, PUBLISHED)))
    .limit(1)
  return rows[0] ?? null
}

/** How many published weekly rentals, annual rentals and sales there are (home numbers block). */
export async function countCatalogue(db: Db): Promise<{ weekly: number; annual: number; sales: number }> {
  const [rentals, saleCount] = await Promise.all([
    db
      .select({ kind: locations.kind, count: sql<number>`count(*)::int` })
      .from(locations)
      .where(eq(locations.status, PUBLISHED))
      .groupBy(locations.kind),
    db.select({ count: sql<number>`count(*)::int` }).from(sales).where(eq(sales.status, PUBLISHED)),
  ])
  const byKind = Object.fromEntries(rentals.map((r) => [r.kind, Number(r.count)]))
  return { weekly: byKind.weekly ?? 0, annual: byKind.annual ?? 0, sales: Number(saleCount[0]?.count ?? 0) }
}
