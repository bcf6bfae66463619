import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import {
  alerts,
  contentTranslations,
  contents,
  images,
  productCategories,
  products,
  PUBLISHED,
} from '../../db/schema'
import { imageColumns, toImage } from '../catalogue/images.repository.server'
import type { CatalogueImage } from '../catalogue/types'
import { textIn } from '../i18n/bilingual'
import type { Locale } from '../i18n/locales'
import type { ContentEmbed } from './api-params'
import { selectContents, type ActiveAlert } from './content.repository.server'

/**
 * Contents as the content API serves them (GET /aio/contents and /aio/content/{id}): text in the
 * asked language with French fallback, the first image always, all images and attached products
 * on request.
 */

export type ContentImage = CatalogueImage

/** A product sold from a content page (products.content_id), price in centimes VAT included. */
export type AttachedProduct = {
  id: number
  reference: string
  title: string
  basePrice: number
  currency: string
  category: string
}

export type ContentMember = {
  id: number
  type: string
  title: string
  slug: string
  summary: string
  body: string
  publishedAt: string
  attributes: Record<string, unknown>
  image: ContentImage | null
  images?: ContentImage[]
  attached_products?: AttachedProduct[]
}


/** Pictures of contents by owner, in position order. */
async function contentImages(db: Db, ids: number[], locale: Locale): Promise<Map<number, ContentImage[]>> {
  const byOwner = new Map<number, ContentImage[]>()
  if (ids.length === 0) return byOwner
  const rows = await db
    .select(imageColumns)
    .from(images)
    .where(and(eq(images.zone, 'content'), inArray(images.ownerId, ids)))
    .orderBy(asc(images.ownerId), asc(images.position), asc(images.id))
  for (const row of rows) {
    const image = toImage(row, locale)
    const list = byOwner.get(row.ownerId)
    if (list) list.push(image)
    else byOwner.set(row.ownerId, [image])
  }
  return byOwner
}

/** Published products attached to contents, by content. */
async function attachedProducts(db: Db, ids: number[], locale: Locale): Promise<Map<number, AttachedProduct[]>> {
  const byContent = new Map<number, AttachedProduct[]>()
  if (ids.length === 0) return byContent
  const rows = await db
    .select({
      id: products.id,
      contentId: products.contentId,
      reference: products.reference,
      title: products.title,
      basePrice: products.basePrice,
      currency: products.currency,
      category: productCategories.code,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(inArray(products.contentId, ids), eq(products.status, PUBLISHED)))
    .orderBy(asc(products.id))
  for (const { contentId, title, ...row } of rows) {
    if (contentId === null) continue
    const product = { ...row, title: textIn(title, locale) }
    const list = byContent.get(contentId)
    if (list) list.push(product)
    else byContent.set(contentId, [product])
  }
  return byContent
}

/** A member as its query reads it, before its pictures and products are added and its date written. */
type ContentRow = Omit<ContentMember, 'publishedAt' | 'image' | 'images' | 'attached_products'> & { publishedAt: Date }

async function toMembers(db: Db, rows: ContentRow[], locale: Locale, embeds: readonly ContentEmbed[]): Promise<ContentMember[]> {
  const ids = rows.map((r) => r.id)
  const [pictures, productsOf] = await Promise.all([
    contentImages(db, ids, locale),
    embeds.includes('attached_products') ? attachedProducts(db, ids, locale) : Promise.resolve(null),
  ])
  return rows.map((row) => {
    const all = pictures.get(row.id) ?? []
    const member: ContentMember = {
      id: row.id,
      type: row.type,
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      body: row.body,
      publishedAt: row.publishedAt.toISOString(),
      attributes: row.attributes,
      image: all[0] ?? null,
    }
    if (embeds.includes('images')) member.images = all
    if (productsOf) member.attached_products = productsOf.get(row.id) ?? []
    return member
  })
}

/**
 * Published contents of a type, in their list order (position, newest first), at most `count`,
 * with the number of published contents of that type.
 */
export async function listContentMembers(
  db: Db,
  query: { type: string; locale: Locale; count: number; embeds: readonly ContentEmbed[] },
): Promise<{ members: ContentMember[]; total: number }> {
  const where = and(eq(contents.type, query.type), eq(contents.status, PUBLISHED))
  const [rows, totals] = await Promise.all([
    selectContents(db, query.locale)
      .where(where)
      .orderBy(asc(contents.position), desc(contents.publishedAt), asc(contents.id))
      .limit(query.count),
    db
      .select({ total: count() })
      .from(contents)
      .where(
        and(
          where,
          sql`exists (select 1 from ${contentTranslations} where ${contentTranslations.contentId} = ${contents.id} and ${contentTranslations.locale} = 'fr')`,
        ),
      ),
  ])
  return { members: await toMembers(db, rows, query.locale, query.embeds), total: Number(totals[0]?.total ?? 0) }
}

/** A published content by id with all its images (and its products on request), or null. */
export async function findContentMember(
  db: Db,
  query: { id: number; locale: Locale; embeds: readonly ContentEmbed[] },
): Promise<ContentMember | null> {
  if (!Number.isSafeInteger(query.id) || query.id <= 0) return null
  const rows = await selectContents(db, query.locale)
    .where(and(eq(contents.id, query.id), eq(contents.status, PUBLISHED)))
    .limit(1)
  if (rows.length === 0) return null
  const embeds: ContentEmbed[] = query.embeds.includes('images') ? [...query.embeds] : [...query.embeds, 'images']
  const [member] = await toMembers(db, rows, query.locale, embeds)
  return member ?? null
}

/** The published alerts in force at `now`, newest first, in the asked language (French fallback). */
export async function listActiveAlerts(
  db: Db,
  query: { locale: Locale; count: number; now?: Date },
): Promise<{ members: ActiveAlert[]; total: number }> {
  const now = query.now ?? new Date()
  const inForce = and(
    eq(alerts.status, PUBLISHED),
    or(isNull(alerts.startsAt), lte(alerts.startsAt, now)),
    or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
  )
  const [rows, totals] = await Promise.all([
    db.select().from(alerts).where(inForce).orderBy(desc(alerts.id)).limit(query.count),
    db.select({ total: count() }).from(alerts).where(inForce),
  ])
  return {
    members: rows.map((a) => ({ id: a.id, level: a.level, message: textIn(a.message, query.locale) })),
    total: Number(totals[0]?.total ?? 0),
  }
}
