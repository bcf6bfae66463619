import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { orders } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { listItemsOfOrders } from '../shop/cart/repository.server'
import type { OrderItemView } from '../shop/cart/types'
import { locationsOfItems, storedItemView } from '../shop/cart/view.server'
import { rentalCancellationToday } from '../booking/rental-cancellation'
import type { Cancellation } from '../booking/rules/cancellation'
import { todayInResort } from '../booking/rules/calendar'

/** Order statuses (DESIGN §3): 1 cart, 2 paid, 3 deposit paid, 4 cancelled. */
export const ORDER_STATUSES = [1, 2, 3, 4] as const
/** What "my orders" asks for (SPEC §4). */
export const MY_ORDERS_STATUSES = [2, 3] as const

/**
 * The `statuses` parameter: a JSON list "[2,3]" (as SPEC §7 sends it) or "2,3"; absent → [2,3].
 * Null when it names anything but known statuses.
 */
export function parseStatuses(param: string | undefined | null): number[] | null {
  if (param === undefined || param === null || param.trim() === '') return [...MY_ORDERS_STATUSES]
  let list: unknown
  try {
    list = param.trim().startsWith('[') ? JSON.parse(param) : param.split(',').map((s) => Number(s.trim()))
  } catch {
    return null
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > ORDER_STATUSES.length) return null
  const known = new Set<number>(ORDER_STATUSES)
  if (!list.every((s) => typeof s === 'number' && known.has(s))) return null
  return [...new Set(list as number[])]
}

/** An order's item as every answer gives it (SPEC §3 OrderItem), with what cancelling it would cost. */
export type AccountOrderItem = OrderItemView & {
  /** A paid rental: what cancelling it today would cost and give back (docs/decisions/023); null otherwise. */
  cancellation: { tier: string; due: number; refund: number; owed: number } | null
}

export type AccountOrder = {
  id: number
  number: string
  status: number
  currency: string
  locale: string
  createdAt: string
  payedAt: string | null
  subTotal: number
  total: number
  reportedTotal: number
  gradedPayment: boolean
  gradedToPayAt: string | null
  orderItems: AccountOrderItem[]
}

const cancellationOf = (answer: Cancellation | null) =>
  answer ? { tier: answer.tier, due: answer.due, refund: answer.refund, owed: answer.owed } : null


/** An account's orders in the given statuses, the most recently paid first (unpaid ones last). */
export async function listAccountOrders(
  db: DbOrTx,
  userId: number,
  statuses: number[],
  locale: string,
  today: string = todayInResort(),
): Promise<AccountOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, statuses)))
    .orderBy(sql`${orders.payedAt} desc nulls last`, desc(orders.createdAt), desc(orders.id))
    .limit(200)
  if (rows.length === 0) return []
  const items = await listItemsOfOrders(db, rows.map((r) => r.id))
  const locations = await locationsOfItems(db, items, locale)
  return rows.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    currency: order.currency,
    locale: order.locale,
    createdAt: order.createdAt.toISOString(),
    payedAt: order.payedAt ? order.payedAt.toISOString() : null,
    subTotal: order.subTotal,
    total: order.total,
    reportedTotal: order.reportedTotal,
    gradedPayment: order.gradedPayment,
    gradedToPayAt: order.gradedToPayAt,
    orderItems: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        ...storedItemView(item, locale, locations),
        cancellation: cancellationOf(rentalCancellationToday(item, order, today)),
      })),
  }))
}
