/**
 * What an order's payments came to and how a refund is spread over them (docs/decisions/024, 037).
 * Pure: the cancellation, the agency's refund and a price change read the payments on the order's
 * locked row and plan from them, so two refunds at once never plan more than was paid.
 *
 * A payment given back whole (status `refunded`: it could not complete its order) never counted as
 * paid, so its refund does not count against what was paid either; a part refund is counted against
 * the paid payment it names.
 */
import type { PaymentRow } from './payments.repository.server'

type Row = Pick<PaymentRow, 'id' | 'kind' | 'status' | 'amount' | 'refundOf'>

const isPaid = (p: Row) => p.kind !== 'refund' && p.status === 'paid'
/** A refund that happened or may still happen (asked, no answer yet): only a refused one is not. */
const isLiveRefund = (p: Row) => p.kind === 'refund' && p.status !== 'failed'

/** What is left of each paid payment once its refunds are taken off, newest payment first. */
function leftOfPaid<T extends Row>(rows: readonly T[]): Array<{ payment: T; left: number }> {
  const refunded = new Map<number, number>()
  for (const r of rows) if (isLiveRefund(r) && r.refundOf !== null) refunded.set(r.refundOf, (refunded.get(r.refundOf) ?? 0) + r.amount)
  return rows
    .filter(isPaid)
    .sort((a, b) => b.id - a.id)
    .map((payment) => ({ payment, left: Math.max(0, payment.amount - (refunded.get(payment.id) ?? 0)) }))
}

/** What an order's payments came to, net of refunds (the most the agency can still give back). */
export function netPaid(rows: readonly Row[]): number {
  return leftOfPaid(rows).reduce((sum, p) => sum + p.left, 0)
}

/**
 * The refund spread over the paid payments, newest first (a balance, then its deposit), each giving
 * back at most what earlier refunds left of it; never more than `netPaid` in all. `rows` are all the
 * order's payments.
 */
export function refundPlan<T extends Row>(rows: readonly T[], amount: number): Array<{ payment: T; amount: number }> {
  const plan: Array<{ payment: T; amount: number }> = []
  let wanted = amount
  for (const { payment, left } of leftOfPaid(rows)) {
    if (wanted <= 0) break
    const part = Math.min(wanted, left)
    if (part <= 0) continue
    plan.push({ payment, amount: part })
    wanted -= part
  }
  return plan
}
