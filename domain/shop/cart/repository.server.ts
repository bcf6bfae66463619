/**
 * Cart rows: orders with status 1, their items, contact and reduction code. Queries only; the rules
 * are in service.server.ts. Every function takes `db` or the caller's transaction `tx`.
 */
import { randomInt } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  type Localized,
  orderItems,
  orders,
  productCategories,
  products,
  PUBLISHED,
  reductionCodes,
  shippingContacts,
  users,
} from '../../../db/schema'
import type { DbOrTx, Tx } from '../../../db/types'
import type { ContextEntry } from '../context'
import type { ContactRow, StoredContact } from '../stored-contact'
import type { ReductionCodeRule } from './reduction'
import type { ReductionKind } from './types'

/** Order status of a cart (DESIGN §3: 1 cart, 2 paid, 3 deposit paid, 4 cancelled). */
export const CART_STATUS = 1

export type CartRow = typeof orders.$inferSelect

export type ProductRow = {
  id: number
  reference: string
  title: Localized
  category: string
  categoryLabel: Localized
  basePrice: number
  pricing: unknown
  bulk: boolean
  vatKind: string
  contextModel: unknown
  published: boolean
}

export type ItemRow = {
  id: number
  productId: number
  linkedToItemId: number | null
  quantity: number
  reference: string
  title: Localized
  subTitle: Localized
  context: ContextEntry[]
  startPeriod: string | null
  endPeriod: string | null
  total: number
  totalExcludingTax: number
  vatRate: number
  /** A rental's tourist tax inside `total` (no VAT); 0 otherwise. */
  touristTax: number
  /** A rental's stay quote when it was last priced (StayPrice); null otherwise. */
  stay: Record<string, unknown> | null
  product: ProductRow
}

const productColumns = {
  id: products.id,
  reference: products.reference,
  title: products.title,
  category: productCategories.code,
  categoryLabel: productCategories.label,
  basePrice: products.basePrice,
  pricing: products.pricing,
  bulk: products.bulk,
  vatKind: products.vatKind,
  contextModel: products.contextModel,
  status: products.status,
}

type ProductSelect = Omit<ProductRow, 'published'> & { status: number }

function toProduct(row: ProductSelect): ProductRow {
  const { status, ...rest } = row
  return { ...rest, published: status === PUBLISHED }
}

/** A product the cart may hold (published), with its category code; null when there is none. */
export async function findProduct(db: DbOrTx, id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id))
  if (!row) return null
  const product = toProduct(row as ProductSelect)
  return product.published ? product : null
}

/** The open cart of a cookie, when it is a guest's or belongs to `userId`. */
export async function findCartBySession(db: DbOrTx, session: string, userId: number | null): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.session, session),
        eq(orders.status, CART_STATUS),
        userId === null ? isNull(orders.userId) : or(isNull(orders.userId), eq(orders.userId, userId)),
      ),
    )
  return row ?? null
}

/** The account's open cart (the most recently changed one). */
export async function findCartOfUser(db: DbOrTx, userId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, CART_STATUS)))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1)
  return row ?? null
}

export async function findCartById(db: DbOrTx, id: number): Promise<CartRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row ?? null
}

/** Locks an open cart's row until the transaction ends: changes to one cart run one after the other. */
export async function lockCart(tx: Tx, id: number): Promise<CartRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, CART_STATUS)))
    .for('update')
  return row ?? null
}

/** A random order number: 10 digits, never starting with 0 (DESIGN §3: not guessable in sequence). */
export function randomOrderNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000))
}

/** A new empty cart for a cookie (and an account when signed in). Retries on the rare number clash. */
export async function insertCart(
  tx: DbOrTx,
  values: { session: string; userId: number | null; locale: string },
): Promise<CartRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ number: randomOrderNumber(), status: CART_STATUS, session: values.session, userId: values.userId, locale: values.locale })
      .onConflictDoNothing({ target: orders.number })
      .returning()
    if (row) return row
  }
  throw new Error('Could not draw a free order number')
}

export async function updateCart(tx: DbOrTx, id: number, values: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
}

export async function listItems(db: DbOrTx, orderId: number): Promise<ItemRow[]> {
  return listItemsOfOrders(db, [orderId])
}

/** The items of several orders, each with its order's id, in the order they were added. */
export async function listItemsOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<(ItemRow & { orderId: number })[]> {
  if (orderIds.length === 0) return []
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      productId: orderItems.productId,
      linkedToItemId: orderItems.linkedToItemId,
      quantity: orderItems.quantity,
      reference: orderItems.reference,
      title: orderItems.title,
      subTitle: orderItems.subTitle,
      context: orderItems.context,
      startPeriod: orderItems.startPeriod,
      endPeriod: orderItems.endPeriod,
      total: orderItems.total,
      totalExcludingTax: orderItems.totalExcludingTax,
      vatRate: orderItems.vatRate,
      touristTax: orderItems.touristTax,
      stay: orderItems.stay,
      product: productColumns,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id))
  return rows.map((row) => ({
    ...row,
    context: row.context as ContextEntry[],
    product: toProduct(row.product as ProductSelect),
  }))
}

/** An item as it is written: its row, before the database gives its id and the product is read with it. */
export type NewItem = Omit<ItemRow, 'id' | 'product'>

export async function insertItems(tx: DbOrTx, orderId: number, items: readonly NewItem[]): Promise<number[]> {
  if (items.length === 0) return []
  const rows = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId })))
    .returning({ id: orderItems.id })
  return rows.map((r) => r.id)
}

export async function updateItem(tx: DbOrTx, id: number, values: Partial<NewItem>): Promise<void> {
  await tx
    .update(orderItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderItems.id, id))
}

/** Removes items of one cart (and, by the caller's choice, the options attached to them). */
export async function deleteItems(tx: DbOrTx, orderId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...ids])))
}

export async function moveItems(tx: DbOrTx, fromOrderId: number, toOrderId: number): Promise<void> {
  await tx
    .update(orderItems)
    .set({ orderId: toOrderId, updatedAt: sql`now()` })
    .where(eq(orderItems.orderId, fromOrderId))
}

export async function deleteCart(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, id))
}

export async function findContact(db: DbOrTx, id: number): Promise<ContactRow | null> {
  const [row] = await db.select().from(shippingContacts).where(eq(shippingContacts.id, id))
  return row ?? null
}

/** Whether an account uses this contact as its profile (then an order must get its own copy). */
export async function isProfileContact(db: DbOrTx, contactId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.contactId, contactId)).limit(1)
  return row !== undefined
}

export async function insertContact(tx: DbOrTx, values: StoredContact): Promise<number> {
  const [row] = await tx.insert(shippingContacts).values(values).returning({ id: shippingContacts.id })
  return row.id
}

export async function updateContact(tx: DbOrTx, id: number, values: StoredContact): Promise<void> {
  await tx
    .update(shippingContacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shippingContacts.id, id))
}

/** The account whose username (e-mail, stored lower-case) is this address, if any. */
export async function findUserIdByUsername(db: DbOrTx, username: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()))
  return row?.id ?? null
}

export type ReductionCodeRow = ReductionCodeRule & { id: number }

function toRule(row: typeof reductionCodes.$inferSelect): ReductionCodeRow {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : ('percent' satisfies ReductionKind),
    value: row.value,
    validFrom: row.validFrom,
    validTo: row.validTo,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    minimumTotal: row.minimumTotal,
  }
}

export async function findReductionCode(db: DbOrTx, code: string): Promise<ReductionCodeRow | null> {
  const [row] = await db.select().from(reductionCodes).where(eq(reductionCodes.code, code))
  return row ? toRule(row) : null
}

export async function findReductionCodeById(db: DbOrTx, id: number): Promise<ReductionCodeRow | null> {
  const [row] = await db.select().from(reductionCodes).where(eq(reductionCodes.id, id))
  return row ? toRule(row) : null
}
