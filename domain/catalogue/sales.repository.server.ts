import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { PUBLISHED, saleTranslations, sales } from '../../db/schema'
import type { Locale } from '../i18n/locales'
import { firstImages, imagesOf } from './images.repository.server'
import { SALE_TYPES, typeLabel, typeOptions } from './labels'
import type { SaleFilter } from './query'
import { sortCatalogue } from './sort'
import type { SaleDetail, SaleSummary, TypeOption } from './types'

const fr = alias(saleTranslations, 'fr_s')
const local = alias(saleTranslations, 'local_s')

const translated = (column: 'title' | 'slug' | 'summary' | 'description') =>
  sql<string>`coalesce(${local[column]}, ${fr[column]})`

const summaryColumns = {
  id: sales.id,
  reference: sales.reference,
  type: sales.type,
  place: sales.place,
  numberOfRooms: sales.numberOfRooms,
  bedrooms: sales.bedrooms,
  bathrooms: sales.bathrooms,
  surface: sales.surface,
  livingSpace: sales.livingSpace,
  price: sales.price,
  latitude: sales.latitude,
  longitude: sales.longitude,
  title: translated('title'),
  slug: translated('slug'),
  summary: translated('summary'),
}

type SelectOptions = { locale: Locale; where: (SQL | undefined)[]; orderBy?: SQL[]; limit?: number }

/** Published sales with their text and first picture: two queries whatever the count. */
async function selectSummaries(db: Db, options: SelectOptions): Promise<SaleSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(sales)
    .innerJoin(fr, and(eq(fr.saleId, sales.id), eq(fr.locale, 'fr')))
    .leftJoin(local, and(eq(local.saleId, sales.id), eq(local.locale, options.locale)))
    .where(and(eq(sales.status, PUBLISHED), ...options.where))
    .orderBy(...(options.orderBy ?? [asc(sales.id)]))
  const rows = options.limit === undefined ? await query : await query.limit(options.limit)
  const pictures = await firstImages(
    db,
    'sale',
    rows.map((r) => r.id),
    options.locale,
  )
  return rows.map(({ numberOfRooms, ...row }) => ({
    ...row,
    typeLabel: typeLabel(row.type, options.locale),
    number_of_rooms: numberOfRooms,
    currency: 'CHF' as const,
    image: pictures.get(row.id) ?? null,
  }))
}

/** GET /api/sales: published sales, filtered, then sorted with `sortCatalogue`. */
export async function listSales(db: Db, filter: SaleFilter, locale: Locale): Promise<SaleSummary[]> {
  const items = await selectSummaries(db, {
    locale,
    where: [
      filter.type ? eq(sales.type, filter.type) : undefined,
      filter.place ? sql`lower(${sales.place}) = lower(${filter.place})` : undefined,
      filter.rooms !== undefined ? eq(sales.numberOfRooms, filter.rooms) : undefined,
      filter.roomsMin !== undefined ? gte(sales.numberOfRooms, filter.roomsMin) : undefined,
      filter.minPrice !== undefined ? gte(sales.price, filter.minPrice) : undefined,
      filter.maxPrice !== undefined ? lte(sales.price, filter.maxPrice) : undefined,
    ],
  })
  return sortCatalogue(items, filter.sort)
}

/** The filter options: types and places of the published sales (whatever the filters). */
export async function saleFacets(db: Db, locale: Locale): Promise<{ types: TypeOption[]; places: string[] }> {
  const rows = await db
    .selectDistinct({ type: sales.type, place: sales.place })
    .from(sales)
    .where(eq(sales.status, PUBLISHED))
  const collator = new Intl.Collator(locale)
  return {
    types: typeOptions(
      rows.map((r) => r.type),
      SALE_TYPES,
      locale,
    ),
    places: [...new Set(rows.map((r) => r.place))].sort(collator.compare),
  }
}

/** GET /api/sales/{id}: a published sale with its text, attributes and pictures. */
export async function findSale(db: Db, id: number, locale: Locale): Promise<SaleDetail | null> {
  const [summary] = await selectSummaries(db, { locale, where: [eq(sales.id, id)] })
  if (!summary) return null
  const [details, pictures] = await Promise.all([
    db
      .select({
        description: translated('description'),
        category: sales.category,
        floor: sales.floor,
        toilets: sales.toilets,
        terraces: sales.terraces,
        balconyArea: sales.balconyArea,
        parkingType: sales.parkingType,
        constructionYear: sales.constructionYear,
        renovationYear: sales.renovationYear,
        amenities: sales.amenities,
      })
      .from(sales)
      .innerJoin(fr, and(eq(fr.saleId, sales.id), eq(fr.locale, 'fr')))
      .leftJoin(local, and(eq(local.saleId, sales.id), eq(local.locale, locale)))
      .where(eq(sales.id, id)),
    imagesOf(db, 'sale', id, locale),
  ])
  const detail = details[0]
  if (!detail) return null
  return { ...summary, ...detail, images: pictures }
}

/** The featured sales: the newest published ones (then the highest id), at most `limit`. */
export async function featuredSales(db: Db, limit: number, locale: Locale): Promise<SaleSummary[]> {
  return selectSummaries(db, { locale, where: [], orderBy: [desc(sales.createdAt), desc(sales.id)], limit })
}
