/** Product categories in the back office: list (with their product counts), create, rename. Audited. */
import { asc, count, eq } from 'drizzle-orm'
import { productCategories, products, type Localized } from '../../db/schema'
import { recordChange } from '../staff/audit.server'
import type { CategoryInput } from './category-input'
import { isUniqueViolation, type ShopAdminDeps, type Staff } from './deps'
import type { FieldErrors } from '../validation'
import { ShopAdminError, shopError } from './staff-messages'

export type CategoryRow = { id: number; code: string; label: Localized; products: number }

export async function listCategories(deps: ShopAdminDeps): Promise<CategoryRow[]> {
  return deps.db
    .select({ id: productCategories.id, code: productCategories.code, label: productCategories.label, products: count(products.id) })
    .from(productCategories)
    .leftJoin(products, eq(products.categoryId, productCategories.id))
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.code))
}

export async function createCategory(deps: ShopAdminDeps, staff: Staff, input: CategoryInput, locale: string): Promise<{ ok: true; id: number } | { ok: false; errors: FieldErrors }> {
  const taken = () => ({ ok: false as const, errors: { code: shopError({ code: 'categoryTaken' }, locale) } })
  try {
    return await deps.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.code, input.code))
      if (existing) return taken()
      const [row] = await tx.insert(productCategories).values({ code: input.code, label: input.label }).returning({ id: productCategories.id })
      await recordChange(tx, staff, { action: 'create', entity: 'product_category', entityId: row.id, after: input })
      return { ok: true as const, id: row.id }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return taken()
    throw error
  }
}

/** Renames a category: its labels change, its code stays. */
export async function renameCategory(deps: ShopAdminDeps, staff: Staff, id: number, label: Localized): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).for('update')
    if (!before) throw new ShopAdminError({ code: 'notFound' }, 404)
    await tx.update(productCategories).set({ label }).where(eq(productCategories.id, id))
    await recordChange(tx, staff, { action: 'rename', entity: 'product_category', entityId: id, before: { label: before.label }, after: { label } })
  })
}
