/**
 * Payments that went wrong, for the agency (docs/decisions/040): the one definition behind the
 * problems of "Today", the orders list's "payment problem" filter and the order page. A payment or
 * refund row is a problem when
 * - `paid_not_completed`: the provider said "paid" (an event) but the payment is not paid and nothing
 *   was given back: money taken for an order that does not show it (a "paid" after a failure, or an
 *   amount that did not match);
 * - `refund_failed` / `refund_unanswered`: a refund the provider refused, or never answered within
 *   the time of a payment page;
 * - `pending_too_long`: a payment still pending longer than the provider's page can stay open;
 * - `not_completed`: the latest attempt to pay an order failed or was given up, and the order still
 *   owes it (a cart still unpaid, or a deposit order whose balance payment failed).
 * A problem ends by itself when its cause does: the order paid by another attempt, the refund made.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { orders, payments, shippingContacts, users } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { PAYMENT_PAGE_MINUTES, type PaymentProblem, type PaymentProblemKind, type ProviderWord } from './payment-problem'

export { PAYMENT_PAGE_MINUTES, type PaymentProblem, type PaymentProblemKind, type ProviderWord }

/** The problem of the `payments` row in scope (and its `orders` row), or null: the one definition. */
function problemOf(now: Date): SQL<PaymentProblemKind | null> {
  const stale = sql`${payments.createdAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${PAYMENT_PAGE_MINUTES})`
  return sql<PaymentProblemKind | null>`case
    when ${payments.kind} <> 'refund' and ${payments.status} <> 'paid'
      and exists (select 1 from payment_events e where e.payment_id = ${payments.id} and e.status = 'paid')
      and not exists (select 1 from payments r where r.order_id = ${payments.orderId} and r.refund_of = ${payments.id}) then 'paid_not_completed'
    when ${payments.kind} = 'refund' and ${payments.status} = 'failed' then 'refund_failed'
    when ${payments.kind} = 'refund' and ${payments.status} = 'pending' and ${stale} then 'refund_unanswered'
    when ${payments.kind} <> 'refund' and ${payments.status} = 'pending' and ${stale} then 'pending_too_long'
    when ${payments.kind} <> 'refund' and ${payments.status} in ('failed', 'cancelled')
      and ((${payments.kind} in ('full', 'deposit') and ${orders.status} = 1) or (${payments.kind} = 'balance' and ${orders.status} = 3))
      and not exists (select 1 from payments later where later.order_id = ${payments.orderId} and later.kind <> 'refund' and later.id > ${payments.id}) then 'not_completed'
  end`
}

/**
 * For the orders list: the order (`orders` in scope) has a payment with a problem. The payments are
 * read once (there are far fewer than orders, which count every visitor's cart); the inner `orders`
 * is the payment's own.
 */
export function hasPaymentProblem(now: Date): SQL {
  return sql`${orders.id} in (select ${payments.orderId} from ${payments} inner join ${orders} on ${orders.id} = ${payments.orderId} where (${problemOf(now)}) is not null)`
}

const lastWord = sql<ProviderWord | null>`(select json_build_object('source', e.source, 'status', e.status, 'note', e.note, 'at', e.received_at) from payment_events e where e.payment_id = ${payments.id} order by e.id desc limit 1)`
const customer = sql<string>`coalesce(nullif(trim(${shippingContacts.firstName} || ' ' || ${shippingContacts.lastName}), ''), nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${shippingContacts.email}, ${users.username}, '')`

/**
 * The payments with a problem at `now`, money problems first, then the newest; of one order when
 * `orderId` is given. `total` counts them all, `rows` holds at most `limit`.
 */
export async function paymentProblems(db: DbOrTx, input: { now: Date; orderId?: number; limit?: number }): Promise<{ rows: PaymentProblem[]; total: number }> {
  const problem = problemOf(input.now)
  const where = and(sql`(${problem}) is not null`, input.orderId === undefined ? undefined : eq(payments.orderId, input.orderId))
  const rows = await db
    .select({
      problem,
      paymentId: payments.id,
      refundOf: payments.refundOf,
      reference: payments.reference,
      orderNumber: orders.number,
      orderStatus: orders.status,
      kind: payments.kind,
      provider: payments.provider,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
      customer,
      lastWord,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(shippingContacts, eq(shippingContacts.id, orders.shippingContactId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    // Money first (taken, or owed back), then what waits for the provider, then failed attempts.
    .orderBy(asc(sql`case (${problem}) when 'paid_not_completed' then 0 when 'refund_failed' then 1 when 'refund_unanswered' then 2 when 'pending_too_long' then 3 else 4 end`), desc(payments.id))
    .limit(input.limit ?? 100)
  const [counted] = await db.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where)
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map(({ reference, lastWord: word, ...row }) => ({
      ...row,
      problem: row.problem as PaymentProblemKind,
      amount: Number(row.amount),
      createdAt: new Date(row.createdAt).toISOString(),
      lastWord: word ? { ...word, note: word.note ?? '', at: new Date(word.at).toISOString() } : null,
      recheckable: row.kind !== 'refund' && reference !== null && row.provider !== 'transfer',
    })),
  }
}
