/**
 * What the tenant sees right after cancelling from My latest bookings: the order is gone from the
 * list (statuses 2 and 3), so the page says what became of the money — refunded by the provider,
 * still on its way (the provider has not answered yet), or refused (the agency refunds it by hand).
 */
import type { OrderVisitor } from './access.server'
import { findOwnedOrder } from './access.server'
import type { OrderDeps } from './deps'
import { paymentsOfOrder } from './payment/payments.repository.server'

export type CancelledOrder = {
  number: string
  /** Refunded by the provider, in centimes. */
  refunded: number
  /** Asked of the provider, no answer yet. */
  pending: number
  /** Refused by the provider: the agency takes it over. */
  failed: number
}

/** The visitor's cancelled order of that number with its refunds; null for anyone else's or none. */
export async function cancelledOrder(deps: Pick<OrderDeps, 'db'>, visitor: OrderVisitor, input: { number: unknown }): Promise<CancelledOrder | null> {
  const order = await findOwnedOrder(deps.db, visitor, { number: input.number, statuses: [4] })
  if (!order) return null
  const refunds = (await paymentsOfOrder(deps.db, order.id)).filter((p) => p.kind === 'refund')
  const sum = (status: string) => refunds.filter((p) => p.status === status).reduce((total, p) => total + p.amount, 0)
  return { number: order.number, refunded: sum('paid'), pending: sum('pending'), failed: sum('failed') }
}
