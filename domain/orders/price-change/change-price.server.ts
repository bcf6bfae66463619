/**
 * The agency changes a price of an order already placed (rules.ts, docs/decisions/033): in one
 * transaction, on the order's locked row, the line and the order take the new amounts, the order
 * owes the difference (status 3, a balance the customer pays from My latest bookings or by the
 * QR-bill attached) or gets back what it paid beyond its new total, the change is kept with its
 * withdrawal link when the customer may withdraw, audited, and the customer e-mailed. Refunds go to
 * the provider after the commit, as every refund does.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { orderItems, orderPriceChanges, orders, type PriceChangeKind, productCategories, products } from '../../../db/schema'
import { addDays, earlier, todayInResort } from '../../booking/rules/calendar'
import type { Tx } from '../../../db/types'
import { mailAttachment } from '../../mail/attachments'
import { priceChangeMail } from '../../mail/templates/orders/index.server'
import { hashCartToken, newCartToken } from '../../shop/cart/session.server'
import { splitItemVat } from '../../shop/cart/totals'
import { recordChange, type Staff } from '../../staff/audit.server'
import type { OrderRow } from '../access.server'
import { buildOrderDocument } from '../build-document.server'
import type { OrderDeps } from '../deps'
import { isOrderNumber } from '../messages'
import { insertPayment, type PaymentRow, paymentsOfOrder } from '../payment/payments.repository.server'
import { netPaid, refundPlan } from '../payment/refund-plan'
import { sendRefund } from '../payment/refund.server'
import { scheduleBalanceReminder } from '../payment/balance-reminder.server'
import { renderBalanceInvoicePdf } from '../pdf/balance-invoice.server'
import { type PriceChangeRefusal, priceChangeRefusal } from './messages'
import { checkPriceChange, settlement, withdrawalDeadline } from './rules'
import { siteAddress } from '../../navigation/addresses'

export type PriceChangeInput = {
  number: string
  itemId: number
  kind: PriceChangeKind
  /** The line's new total, centimes, VAT (and tourist tax) included. */
  amount: number
  /** The line's total the page showed: a form sent twice changes the price once. */
  expectedTotal: number
  reason: string
  locale: string
}

export type PriceChanged = { ok: true; withdrawal: boolean; due: number; refunded: number }

/** A balance created by a change is due within 10 days, and never after departure. */
const BALANCE_DAYS = 10

const withdrawUrl = (deps: Pick<OrderDeps, 'publicUrl'>, order: OrderRow, token: string) =>
  siteAddress(deps.publicUrl, `/commande/retrait/${token}`, order.locale)

async function lineOf(tx: Tx, orderId: number, itemId: number) {
  const [line] = await tx
    .select({ item: orderItems, category: productCategories.code })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
  return line ?? null
}

/** The first day of the order's stays and services: "departure" in the general terms. */
async function departureOf(tx: Tx, orderId: number): Promise<string | null> {
  const [row] = await tx.select({ first: sql<string | null>`min(${orderItems.startPeriod})::text` }).from(orderItems).where(eq(orderItems.orderId, orderId))
  return row?.first ?? null
}

async function hasOpenOffer(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const [open] = await tx
    .select({ id: orderPriceChanges.id })
    .from(orderPriceChanges)
    .where(and(eq(orderPriceChanges.orderId, orderId), isNull(orderPriceChanges.withdrawnAt), gt(orderPriceChanges.withdrawableUntil, now)))
    .limit(1)
  return open !== undefined
}

type Written = { ok: true; result: PriceChanged; refunds: { row: PaymentRow; paid: PaymentRow }[]; number: string }

function checkInput(input: PriceChangeInput): PriceChangeRefusal | null {
  if (input.kind !== 'concierge_rise' && input.kind !== 'correction') return priceChangeRefusal('kind_invalid', input.locale)
  if (!Number.isSafeInteger(input.amount) || input.amount < 0 || input.amount > 100_000_000) return priceChangeRefusal('amount_invalid', input.locale)
  if (input.reason.trim().length === 0 || input.reason.length > 1000) return priceChangeRefusal('reason_required', input.locale)
  return null
}

export async function changeOrderPrice(deps: OrderDeps, staff: Staff, input: PriceChangeInput): Promise<PriceChanged | PriceChangeRefusal> {
  const bad = checkInput(input)
  if (bad) return bad
  if (!isOrderNumber(input.number) || !Number.isSafeInteger(input.itemId) || !Number.isSafeInteger(input.expectedTotal)) return priceChangeRefusal('not_found', input.locale)
  const written = await deps.db.transaction(async (tx): Promise<Written | PriceChangeRefusal> => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, input.number)).for('update')
    if (!order) return priceChangeRefusal('not_found', input.locale)
    if (order.status !== 2 && order.status !== 3) return priceChangeRefusal('not_placed', input.locale)
    const line = await lineOf(tx, order.id, input.itemId)
    if (!line) return priceChangeRefusal('not_found', input.locale)
    if (line.item.total !== input.expectedTotal) return priceChangeRefusal('stale', input.locale)
    if (input.amount < line.item.touristTax) return priceChangeRefusal('amount_invalid', input.locale)
    const now = deps.now()
    if (await hasOpenOffer(tx, order.id, now)) return priceChangeRefusal('offer_open', input.locale)
    const today = todayInResort(now)
    const departure = (await departureOf(tx, order.id)) ?? today
    const orderAfter = order.total + input.amount - line.item.total
    const verdict = checkPriceChange({
      kind: input.kind,
      today,
      departure,
      now,
      placedAt: order.payedAt ?? order.createdAt,
      isRental: line.category === 'rental',
      itemBefore: line.item.total,
      itemAfter: input.amount,
      orderBefore: order.total,
      orderAfter,
    })
    if (!verdict.ok) return priceChangeRefusal(verdict.code, input.locale)
    if (orderAfter < 0) return priceChangeRefusal('amount_invalid', input.locale)

    const { totalExcludingTax } = splitItemVat({ ...line.item, total: input.amount })
    await tx.update(orderItems).set({ total: input.amount, totalExcludingTax, updatedAt: sql`now()` }).where(eq(orderItems.id, line.item.id))
    const rows = await paymentsOfOrder(tx, order.id)
    const after = settlement(orderAfter, netPaid(rows))
    const dueBy = after.status === 3 ? (order.status === 3 && order.gradedToPayAt && order.gradedToPayAt > today ? order.gradedToPayAt : earlier(addDays(today, BALANCE_DAYS), departure)) : order.gradedToPayAt
    const [moved] = await tx
      .update(orders)
      .set({ total: orderAfter, subTotal: order.subTotal + input.amount - line.item.total, status: after.status, reportedTotal: after.reportedTotal, gradedToPayAt: dueBy, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning()
    if (!moved) return priceChangeRefusal('stale', input.locale)

    const refunds: { row: PaymentRow; paid: PaymentRow }[] = []
    for (const part of refundPlan(rows, after.refund)) {
      const row = await insertPayment(tx, { orderId: order.id, provider: part.payment.provider, kind: 'refund', amount: part.amount, currency: part.payment.currency, refundOf: part.payment.id })
      refunds.push({ row, paid: part.payment })
    }
    const token = verdict.withdrawal ? newCartToken() : null
    const until = verdict.withdrawal ? withdrawalDeadline(now) : null
    await tx.insert(orderPriceChanges).values({
      orderId: order.id,
      orderItemId: line.item.id,
      kind: input.kind,
      itemTotalBefore: line.item.total,
      itemTotalAfter: input.amount,
      orderTotalBefore: order.total,
      orderTotalAfter: orderAfter,
      reason: input.reason.trim(),
      staffUserId: staff.id,
      withdrawableUntil: until,
      withdrawTokenHash: token ? hashCartToken(token) : null,
    })
    await recordChange(tx, staff, {
      action: input.kind === 'correction' ? 'price_correction' : 'concierge_rise',
      entity: 'order',
      entityId: order.number,
      before: { item: line.item.id, itemTotal: line.item.total, total: order.total, status: order.status },
      after: { item: line.item.id, itemTotal: input.amount, total: orderAfter, status: after.status, due: after.reportedTotal, refund: after.refund, withdrawal: verdict.withdrawal },
    })
    const document = await buildOrderDocument(tx, moved, deps)
    const invoice = after.status === 3 && document.due ? [mailAttachment(`${order.number}-solde.pdf`, 'application/pdf', await renderBalanceInvoicePdf(document))] : []
    const title = line.item.title[document.locale] ?? line.item.title.fr
    await deps.mail.enqueue(
      tx,
      await priceChangeMail(document, {
        kind: input.kind,
        item: { title, before: line.item.total, after: input.amount },
        orderBefore: order.total,
        reason: input.reason.trim(),
        refund: after.refund,
        withdrawal: token && until ? { url: withdrawUrl(deps, order, token), until: until.toISOString() } : null,
        attachments: invoice,
      }),
    )
    if (after.status === 3 && moved.gradedToPayAt) await scheduleBalanceReminder(deps, tx, moved)
    return { ok: true, result: { ok: true, withdrawal: verdict.withdrawal, due: after.reportedTotal, refunded: after.refund }, refunds, number: order.number }
  })
  if (!written.ok) return written
  for (const r of written.refunds) await sendRefund(deps, r.row, r.paid, written.number)
  return written.result
}
