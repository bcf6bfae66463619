/**
 * Who may see an order (DESIGN §3): its account, the browser whose cart it was, or whoever opens its
 * signed link (docs/decisions/039). Knowing a number is not enough: anyone else is told "Can't find
 * order", as for a number that does not exist, so nobody learns which numbers are in use. One rule
 * for the API, the pages and the PDF.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { orders } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import type { CartVisitor } from '../shop/cart/deps'
import { isOrderNumber } from './messages'

export type OrderRow = typeof orders.$inferSelect
export type OrderVisitor = Pick<CartVisitor, 'session' | 'userId'> & {
  /**
   * The number of the order whose signed link this request carries, once the server has checked
   * the link (server/shop/order-visitor.server.ts); never taken from the request as it is.
   */
  orderLink?: string | null
}

/**
 * An order with an account is that account's; a guest's order is the cart cookie's that created it
 * (`session` while it is a cart, `ownerSession` once paid, so the guest can come back from the
 * same browser).
 */
export function ownsOrder(visitor: OrderVisitor, order: Pick<OrderRow, 'number' | 'userId' | 'session' | 'ownerSession'>): boolean {
  if (openedByLink(visitor, order)) return true
  if (order.userId !== null) return visitor.userId === order.userId
  return placedFrom(visitor, order)
}

/** Whether the order was placed from the visitor's browser (its cart cookie), account or not. */
export function placedFrom(visitor: OrderVisitor, order: Pick<OrderRow, 'session' | 'ownerSession'>): boolean {
  if (visitor.session === null) return false
  return order.session === visitor.session || order.ownerSession === visitor.session
}

/** Whether the visitor sees the order through its signed link (and not otherwise known to it). */
export function openedByLink(visitor: OrderVisitor, order: Pick<OrderRow, 'number'>): boolean {
  return typeof visitor.orderLink === 'string' && visitor.orderLink === order.number
}

/** The visitor's order of that number, in one of `statuses`; null for anyone else's or none. */
export async function findOwnedOrder(db: DbOrTx, visitor: OrderVisitor, input: { number: unknown; statuses?: readonly number[] }): Promise<OrderRow | null> {
  if (!isOrderNumber(input.number)) return null
  const where = input.statuses ? and(eq(orders.number, input.number), inArray(orders.status, [...input.statuses])) : eq(orders.number, input.number)
  const [row] = await db.select().from(orders).where(where)
  return row && ownsOrder(visitor, row) ? row : null
}

/** The same by id (the checkout call names the order by id, SPEC §7). */
export async function findOwnedOrderById(db: DbOrTx, visitor: OrderVisitor, id: unknown): Promise<OrderRow | null> {
  const text = typeof id === 'number' ? String(id) : id
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return null
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(text)))
  return row && ownsOrder(visitor, row) ? row : null
}

/** The order's row, locked until the end of the transaction (`tx`): what reads its payments to refund. */
export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  return row ?? null
}
