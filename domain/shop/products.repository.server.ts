import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { contents, contentTranslations, productCategories, products, PUBLISHED, type Localized } from '../../db/schema'
import { slugify } from '../format/slugify'
import { todayInResort } from '../booking/rules/calendar'
import { formatRate, type VatKind, vatKindOf, vatRateOn } from '../vat/rates'
import { textIn } from '../i18n/bilingual'
import { type ContextModel, parseContextModel, type ProductContext, seedContext } from './context'

export const PRODUCT_CATEGORIES = ['rental', 'option', 'package', 'service'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(value)
}

/** The content page a product is sold from (products.content_id), in the asked language. */
export type ProductArticle = { id: number; type: string; title: string; slug: string; attributes: Record<string, unknown> }

/** A product as the shop API lists it (SPEC §3 Product); amounts in centimes, VAT included. */
export type ProductSummary = {
  id: number
  reference: string
  category: ProductCategory
  type: string
  title: string
  description: string
  slug: string
  basePrice: number
  /** The starting price: the base price until a context is priced. */
  subTotal: number
  total: number
  currency: string
  /** VAT rate in force today, in percent ("8.1"). */
  vta: string
  vatKind: VatKind
  bulk: boolean
  status: number
  message: string | null
  article: ProductArticle | null
}

/** One product with its context (SPEC §3 ProductContext): model and a seeded first entry. */
export type ProductDetail = ProductSummary & { context: ProductContext }

/** What pricing and checking a context need, never sent as is. */
export type PricedProduct = {
  id: number
  reference: string
  category: ProductCategory
  title: Localized
  basePrice: number
  currency: string
  vatKind: VatKind
  bulk: boolean
  contextModel: unknown
  pricing: unknown
}

export type ProductFilter = { category?: ProductCategory; type?: string; contentId?: number }

const fr = alias(contentTranslations, 'product_article_fr')
const local = alias(contentTranslations, 'product_article_local')

function rows(db: Db, locale: 'fr' | 'en') {
  return db
    .select({
      id: products.id,
      reference: products.reference,
      category: productCategories.code,
      type: products.type,
      status: products.status,
      title: products.title,
      description: products.description,
      basePrice: products.basePrice,
      currency: products.currency,
      vatKind: products.vatKind,
      bulk: products.bulk,
      contextModel: products.contextModel,
      contentId: contents.id,
      contentType: contents.type,
      contentAttributes: contents.attributes,
      contentTitle: sql<string | null>`coalesce(${local.title}, ${fr.title})`,
      contentSlug: sql<string | null>`coalesce(${local.slug}, ${fr.slug})`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(contents, and(eq(contents.id, products.contentId), eq(contents.status, PUBLISHED)))
    .leftJoin(fr, and(eq(fr.contentId, contents.id), eq(fr.locale, 'fr')))
    .leftJoin(local, and(eq(local.contentId, contents.id), eq(local.locale, locale)))
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number]

function summaryOf(row: Row, locale: 'fr' | 'en', today: string): ProductSummary {
  const title = textIn(row.title, locale)
  const vatKind = vatKindOf(row.vatKind)
  return {
    id: row.id,
    reference: row.reference,
    category: row.category as ProductCategory,
    type: row.type,
    title,
    description: textIn(row.description, locale),
    slug: slugify(title) || 'produit',
    basePrice: row.basePrice,
    subTotal: row.basePrice,
    total: row.basePrice,
    currency: row.currency,
    vta: formatRate(vatRateOn(vatKind, today)),
    vatKind,
    bulk: row.bulk,
    status: row.status,
    message: null,
    article:
      row.contentId !== null && row.contentType !== null && row.contentTitle !== null && row.contentSlug !== null
        ? { id: row.contentId, type: row.contentType, title: row.contentTitle, slug: row.contentSlug, attributes: row.contentAttributes ?? {} }
        : null,
  }
}

/**
 * Published products, in catalogue order, filtered by category, type and content page. The weekly
 * rentals' products are not listed: a stay is booked from its rental's page (docs/decisions/023).
 */
export async function listProducts(
  db: Db,
  options: { locale: 'fr' | 'en'; filter?: ProductFilter; today?: string },
): Promise<ProductSummary[]> {
  const { category, type, contentId } = options.filter ?? {}
  const today = options.today ?? todayInResort()
  const found = await rows(db, options.locale)
    .where(
      and(
        eq(products.status, PUBLISHED),
        ne(productCategories.code, 'rental'),
        category ? eq(productCategories.code, category) : undefined,
        type ? eq(products.type, type) : undefined,
        contentId ? eq(products.contentId, contentId) : undefined,
      ),
    )
    .orderBy(asc(products.id))
  return found.map((row) => summaryOf(row, options.locale, today))
}

/** The product's context: its model, and the first entry seeded empty with quantity 1. */
export function productContext(id: number, model: ContextModel, fallbackTitle: string, locale: 'fr' | 'en'): ProductContext {
  return {
    id,
    code: model.code || `product-${id}`,
    model,
    title: textIn(model.title, locale) || fallbackTitle,
    data: seedContext(model),
  }
}

/** One published product with its context, or null. */
export async function findProduct(db: Db, id: number, locale: 'fr' | 'en', today?: string): Promise<ProductDetail | null> {
  const [row] = await rows(db, locale)
    .where(and(eq(products.id, id), eq(products.status, PUBLISHED)))
    .limit(1)
  if (!row) return null
  const summary = summaryOf(row, locale, today ?? todayInResort())
  return { ...summary, context: productContext(row.id, parseContextModel(row.contextModel), summary.title, locale) }
}

/** A published product with its model and pricing, for checking and pricing a context. */
export async function findPricedProduct(db: Db, id: number): Promise<PricedProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      reference: products.reference,
      category: productCategories.code,
      title: products.title,
      basePrice: products.basePrice,
      currency: products.currency,
      vatKind: products.vatKind,
      bulk: products.bulk,
      contextModel: products.contextModel,
      pricing: products.pricing,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.status, PUBLISHED)))
    .limit(1)
  return row ? { ...row, category: row.category as ProductCategory, vatKind: vatKindOf(row.vatKind) } : null
}

/** A published product's title in each language (its page's address in each language), or null. */
export async function productTitles(db: Db, id: number): Promise<Localized | null> {
  const [row] = await db
    .select({ title: products.title })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, PUBLISHED)))
    .limit(1)
  return row?.title ?? null
}
