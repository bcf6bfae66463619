/**
 * The shop's products in the back office: the list, one product for its form, create, edit, publish
 * and unpublish. Every change runs in one transaction with its audit entry; the public pages see it
 * at once (the page cache drops kept pages when the products table changes). Rental products (one per
 * weekly rental) belong to the rentals' pages: shown here, never changed here.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { contents, productCategories, products, PUBLISHED, type Localized } from '../../db/schema'
import { recordChange } from '../staff/audit.server'
import type { DbOrTx } from '../../db/types'
import { type ListPage, type ListRequest, isUniqueViolation, type ShopAdminDeps, type Staff } from './deps'
import type { FieldErrors } from '../validation'
import { ShopAdminError, shopError } from './staff-messages'
import type { ProductInput } from './product-input'

export { PUBLISHED }

/** Status of a product the shop does not offer (the public calls list only PUBLISHED). */
export const UNPUBLISHED = 1

export type ProductRow = {
  id: number
  reference: string
  category: string
  type: string
  title: Localized
  basePrice: number
  status: number
  updatedAt: string
}

export type ProductRecord = ProductRow & {
  categoryId: number
  description: Localized
  vatKind: string
  bulk: boolean
  contentId: number | null
  contextModel: unknown
  pricing: unknown
  readOnly: boolean
}

export const PRODUCT_SORTS = ['reference', 'title', 'category', 'type', 'basePrice', 'status', 'updatedAt'] as const
export const PRODUCT_FILTERS = ['category', 'type', 'status'] as const

const SORT_COLUMNS = {
  reference: products.reference,
  title: sql`${products.title}->>'fr'`,
  category: productCategories.code,
  type: products.type,
  basePrice: products.basePrice,
  status: products.status,
  updatedAt: products.updatedAt,
} as const

function listConditions(request: ListRequest): SQL | undefined {
  const { q, filters } = request
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return and(
    q ? or(ilike(products.reference, like), ilike(products.type, like), sql`${products.title}->>'fr' ilike ${like}`, sql`${products.title}->>'en' ilike ${like}`) : undefined,
    filters.category ? eq(productCategories.code, filters.category) : undefined,
    filters.type ? eq(products.type, filters.type) : undefined,
    filters.status === 'published' ? eq(products.status, PUBLISHED) : filters.status === 'unpublished' ? sql`${products.status} <> ${PUBLISHED}` : undefined,
  )
}

export async function listProducts(deps: ShopAdminDeps, request: ListRequest): Promise<ListPage<ProductRow>> {
  const where = listConditions(request)
  const column = SORT_COLUMNS[request.sort as keyof typeof SORT_COLUMNS] ?? products.reference
  const order = request.dir === 'desc' ? desc(column) : asc(column)
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({
        id: products.id,
        reference: products.reference,
        category: productCategories.code,
        type: products.type,
        title: products.title,
        basePrice: products.basePrice,
        status: products.status,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where)
      .orderBy(order, asc(products.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    deps.db.select({ total: count() }).from(products).innerJoin(productCategories, eq(productCategories.id, products.categoryId)).where(where),
  ])
  return { rows: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })), total }
}

/** The product types in use, for the list's filter. */
export async function productTypes(deps: ShopAdminDeps): Promise<string[]> {
  const rows = await deps.db.selectDistinct({ type: products.type }).from(products).orderBy(asc(products.type))
  return rows.map((r) => r.type)
}

async function readProduct(db: DbOrTx, id: number, lock = false): Promise<ProductRecord | null> {
  const query = db
    .select({ product: products, category: productCategories.code })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id))
  const [row] = await (lock ? query.for('update', { of: products }) : query)
  if (!row) return null
  const { product } = row
  return {
    id: product.id,
    reference: product.reference,
    category: row.category,
    categoryId: product.categoryId,
    type: product.type,
    title: product.title,
    description: product.description,
    basePrice: product.basePrice,
    vatKind: product.vatKind,
    bulk: product.bulk,
    contentId: product.contentId,
    contextModel: product.contextModel,
    pricing: product.pricing,
    status: product.status,
    updatedAt: product.updatedAt.toISOString(),
    readOnly: row.category === 'rental',
  }
}

export async function findProduct(deps: ShopAdminDeps, id: number): Promise<ProductRecord | null> {
  return Number.isSafeInteger(id) && id > 0 ? readProduct(deps.db, id) : null
}

/** What the audit keeps of a product: every field a form changes. */
function auditView(p: Pick<ProductRecord, 'reference' | 'category' | 'type' | 'title' | 'description' | 'basePrice' | 'vatKind' | 'bulk' | 'contentId' | 'contextModel' | 'pricing' | 'status'>) {
  const { reference, category, type, title, description, basePrice, vatKind, bulk, contentId, contextModel, pricing, status } = p
  return { reference, category, type, title, description, basePrice, vatKind, bulk, contentId, contextModel, pricing, status }
}

/** The database's checks of a valid form: the category exists (not rental), the content exists, the reference is free. */
async function databaseErrors(tx: DbOrTx, input: ProductInput, id: number | null, locale: string): Promise<{ errors: FieldErrors; categoryId: number | null }> {
  const errors: FieldErrors = {}
  const [category] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, input.category))
  if (!category) errors.category = shopError({ code: 'category' }, locale)
  if (input.contentId !== null) {
    const [content] = await tx.select({ id: contents.id }).from(contents).where(eq(contents.id, input.contentId))
    if (!content) errors.contentId = shopError({ code: 'content' }, locale)
  }
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.reference, input.reference))
  if (taken && taken.id !== id) errors.reference = shopError({ code: 'referenceTaken' }, locale)
  return { errors, categoryId: category?.id ?? null }
}

function columns(input: ProductInput, categoryId: number) {
  return {
    reference: input.reference,
    categoryId,
    type: input.type,
    title: input.title,
    description: input.description,
    basePrice: input.basePrice,
    vatKind: input.vatKind,
    bulk: input.bulk,
    contentId: input.contentId,
    contextModel: input.contextModel as unknown as Record<string, unknown>,
    pricing: input.pricing as unknown as Record<string, unknown>,
  }
}

export type SaveOutcome = { ok: true; id: number } | { ok: false; errors: FieldErrors }

/**
 * Creates (id null, unpublished until published) or updates a product from a checked form. A
 * reference taken meanwhile by another member's save is the same field error, not a failure.
 */
export async function saveProduct(deps: ShopAdminDeps, staff: Staff, id: number | null, input: ProductInput, locale: string): Promise<SaveOutcome> {
  try {
    return await deps.db.transaction(async (tx) => {
      const before = id === null ? null : await readProduct(tx, id, true)
      if (id !== null && !before) throw new ShopAdminError({ code: 'notFound' }, 404)
      if (before?.readOnly) throw new ShopAdminError({ code: 'readOnly' })
      const { errors, categoryId } = await databaseErrors(tx, input, id, locale)
      if (Object.keys(errors).length > 0 || categoryId === null) return { ok: false as const, errors }
      const values = columns(input, categoryId)
      const [saved] =
        id === null
          ? await tx.insert(products).values({ ...values, status: UNPUBLISHED }).returning({ id: products.id, status: products.status })
          : await tx.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning({ id: products.id, status: products.status })
      const after = auditView({ ...input, contextModel: input.contextModel, pricing: input.pricing, status: saved.status })
      await recordChange(tx, staff, { action: id === null ? 'create' : 'update', entity: 'product', entityId: saved.id, before: before ? auditView(before) : null, after })
      return { ok: true as const, id: saved.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { reference: shopError({ code: 'referenceTaken' }, locale) } }
    throw error
  }
}

/** Publishes or withdraws a product; withdrawing keeps the orders that hold it as they are. */
export async function setProductPublished(deps: ShopAdminDeps, staff: Staff, id: number, published: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await readProduct(tx, id, true)
    if (!before) throw new ShopAdminError({ code: 'notFound' }, 404)
    if (before.readOnly) throw new ShopAdminError({ code: 'readOnly' })
    const status = published ? PUBLISHED : UNPUBLISHED
    if (before.status === status) return
    await tx.update(products).set({ status, updatedAt: new Date() }).where(eq(products.id, id))
    await recordChange(tx, staff, { action: published ? 'publish' : 'unpublish', entity: 'product', entityId: id, before: { status: before.status }, after: { status } })
  })
}
