/**
 * The balance reminder (DESIGN §3 "graded payment"): 7 days before the balance of a deposit order is
 * due, the customer gets an e-mail with the balance invoice and its QR-bill. The job is queued in
 * the transaction that completes the deposit; when it runs, an order paid in full since (status 2)
 * or cancelled gets nothing.
 */
import { eq } from 'drizzle-orm'
import { orders } from '../../../db/schema'
import { addDays } from '../../booking/rules/calendar'
import type { DbOrTx } from '../../../db/types'
import { mailAttachment } from '../../mail/attachments'
import { balanceReminderMail } from '../../mail/templates/orders/index.server'
import type { OrderRow } from '../access.server'
import { buildOrderDocument } from '../build-document.server'
import type { OrderDeps } from '../deps'
import { renderBalanceInvoicePdf } from '../pdf/balance-invoice.server'

export const BALANCE_REMINDER_JOB = 'orders.balance-reminder'
const REMINDER_DAYS_BEFORE = 7

/** 08:00 UTC of the reminder day (09:00 or 10:00 in Zurich), as a delay from now; 0 when it is past. */
export function reminderDelayMs(dueOn: string, now: Date): number {
  const at = Date.parse(`${addDays(dueOn, -REMINDER_DAYS_BEFORE)}T08:00:00Z`)
  return Math.max(0, at - now.getTime())
}

export async function scheduleBalanceReminder(deps: Pick<OrderDeps, 'jobs' | 'now'>, tx: DbOrTx, order: OrderRow): Promise<void> {
  if (!order.gradedToPayAt) return
  await deps.jobs.enqueue(tx, BALANCE_REMINDER_JOB, { orderId: order.id }, { delayMs: reminderDelayMs(order.gradedToPayAt, deps.now()) })
}

export async function sendBalanceReminder(deps: OrderDeps, payload: unknown): Promise<boolean> {
  const orderId = (payload as { orderId?: unknown } | null)?.orderId
  if (typeof orderId !== 'number') return false
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    if (!order || order.status !== 3 || order.reportedTotal <= 0) return false
    const document = await buildOrderDocument(tx, order, deps)
    const invoice = mailAttachment(`${order.number}-solde.pdf`, 'application/pdf', await renderBalanceInvoicePdf(document))
    await deps.mail.enqueue(tx, await balanceReminderMail(document, { invoice }))
    return true
  })
}
