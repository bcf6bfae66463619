/**
 * An order as its owner sees it (SPEC §7 GET /order/{number}, the confirmation pages, the PDF):
 * items, totals, VAT, contact, payments, and what can still be done with it. Anyone but the owner
 * is told "Can't find order", as for a number that does not exist.
 */
import { todayInResort } from '../booking/rules/calendar'
import type { CartView } from '../shop/cart/types'
import { cartView } from '../shop/cart/view.server'
import { findOwnedOrder, type OrderRow, type OrderVisitor, ownsOrder } from './access.server'
import { buildOrderDocument } from './build-document.server'
import type { OrderDeps } from './deps'
import type { OrderDocument } from './document'
import { isOrderNumber, orderFailure, type OrderFailure } from './messages'
import { paymentsOfOrder } from './payment/payments.repository.server'

export type OrderPaymentView = { id: number; kind: string; status: string; amount: number; currency: string; paidAt: string | null; createdAt: string }

export type OrderView = CartView & {
  status: number
  payments: OrderPaymentView[]
}

export type ReadOrderInput = { number: unknown; statuses?: readonly number[]; locale: string }

async function owned(deps: Pick<OrderDeps, 'db'>, visitor: OrderVisitor, input: ReadOrderInput): Promise<{ ok: true; order: OrderRow } | OrderFailure> {
  if (input.number === undefined || input.number === null || input.number === '') return orderFailure('missingNumber', input.locale)
  if (!isOrderNumber(input.number)) return orderFailure('orderNotFound', input.locale)
  const order = await findOwnedOrder(deps.db, visitor, { number: input.number, statuses: input.statuses })
  return order ? { ok: true, order } : orderFailure('orderNotFound', input.locale)
}

export async function readOrder(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  visitor: OrderVisitor,
  input: ReadOrderInput,
): Promise<{ ok: true; order: OrderView; openedByLink: boolean } | OrderFailure> {
  const found = await owned(deps, visitor, input)
  if (!found.ok) return found
  const { order } = found
  const view = await cartView(deps.db, order, input.locale, todayInResort(deps.now()))
  const rows = await paymentsOfOrder(deps.db, order.id)
  return {
    ok: true,
    // Seen only through its signed link: the page offers what the link opens, and not the rest (an account).
    openedByLink: !ownsOrder({ ...visitor, orderLink: null }, order),
    order: {
      ...view,
      reduction: order.reduction,
      total: order.total,
      status: order.status,
      payments: rows.map((p) => ({
        id: p.id,
        kind: p.kind,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        paidAt: p.paidAt ? p.paidAt.toISOString() : null,
        createdAt: p.createdAt.toISOString(),
      })),
    },
  }
}

/** The order's document, for its PDF: the owner's order only. */
export async function ownedOrderDocument(
  deps: OrderDeps,
  visitor: OrderVisitor,
  input: ReadOrderInput,
): Promise<{ ok: true; document: OrderDocument } | OrderFailure> {
  const found = await owned(deps, visitor, input)
  if (!found.ok) return found
  return { ok: true, document: await buildOrderDocument(deps.db, found.order, deps) }
}
