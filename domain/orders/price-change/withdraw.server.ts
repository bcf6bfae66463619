/**
 * The customer's withdrawal after a price change (rules.ts): the e-mailed link shows the change and
 * what withdrawing gives back; its button cancels the order at no cost (everything paid refunded,
 * the weeks freed) through the shop's one cancellation, once. Opening the link changes nothing.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { orderItems, orderPriceChanges, orders } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import type { Texts } from '../../i18n/bilingual'
import { hashCartToken } from '../../shop/cart/session.server'
import type { OrderRow } from '../access.server'
import { cancelOrderOf, type CancellationQuote, type FindOrder } from '../cancel-order.server'
import type { OrderDeps } from '../deps'

export type WithdrawalOffer = {
  number: string
  locale: 'fr' | 'en'
  item: Texts
  itemBefore: number
  itemAfter: number
  orderBefore: number
  orderAfter: number
  until: string
}

const looksLikeToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)

async function openChange(db: DbOrTx, token: unknown, now: Date) {
  if (!looksLikeToken(token)) return null
  const [row] = await db
    .select({ change: orderPriceChanges, order: orders, title: orderItems.title })
    .from(orderPriceChanges)
    .innerJoin(orders, eq(orders.id, orderPriceChanges.orderId))
    .innerJoin(orderItems, eq(orderItems.id, orderPriceChanges.orderItemId))
    .where(and(eq(orderPriceChanges.withdrawTokenHash, hashCartToken(token)), isNull(orderPriceChanges.withdrawnAt), gt(orderPriceChanges.withdrawableUntil, now)))
  if (!row || (row.order.status !== 2 && row.order.status !== 3)) return null
  return row
}

/** What the link offers, or null when it is unknown, used, past its 5 days, or the order cancelled. */
export async function withdrawalOffer(deps: Pick<OrderDeps, 'db' | 'now'>, token: unknown): Promise<WithdrawalOffer | null> {
  const row = await openChange(deps.db, token, deps.now())
  if (!row) return null
  const { change, order } = row
  return {
    number: order.number,
    locale: order.locale === 'en' ? 'en' : 'fr',
    item: row.title,
    itemBefore: change.itemTotalBefore,
    itemAfter: change.itemTotalAfter,
    orderBefore: change.orderTotalBefore,
    orderAfter: change.orderTotalAfter,
    until: (change.withdrawableUntil as Date).toISOString(),
  }
}

class LinkGone extends Error {}

/** Withdraws: the order cancelled with no fee, once; null when the link no longer offers it. */
export async function withdrawOrder(deps: OrderDeps, token: unknown, locale: string): Promise<CancellationQuote | null> {
  const row = await openChange(deps.db, token, deps.now())
  if (!row) return null
  const orderId = row.order.id
  const find: FindOrder = async (db, number) => {
    const [found] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.number, String(number))))
    return (found as OrderRow | undefined) ?? null
  }
  try {
    const done = await cancelOrderOf(deps, find, { number: row.order.number, locale }, {
      waiveFee: true,
      inTransaction: async (tx) => {
        const [claimed] = await tx
          .update(orderPriceChanges)
          .set({ withdrawnAt: deps.now() })
          .where(and(eq(orderPriceChanges.id, row.change.id), isNull(orderPriceChanges.withdrawnAt), gt(orderPriceChanges.withdrawableUntil, deps.now())))
          .returning({ id: orderPriceChanges.id })
        if (!claimed) throw new LinkGone()
      },
    })
    return done.ok ? done : null
  } catch (error) {
    if (error instanceof LinkGone) return null
    throw error
  }
}
