/**
 * Group bookings (SPEC §1 general terms, DESIGN §3): a cart that rents several locations on
 * overlapping dates is paid only once the agency agrees. The customer asks from the summary; the
 * weeks are then held 48 hours; the agency agrees (the customer gets a link to pay, which brings the
 * cart to whichever browser opens it) or refuses (the weeks are released). The database is the
 * authority: each step moves `orders.agreement` from the state before it, once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { bookings, orderItems, orders } from '../../db/schema'
import { isGroupBooking } from '../booking/group-booking'
import { placeHold } from '../booking/holds.server'
import type { DbOrTx, Tx } from '../../db/types'
import { groupAgreementMail, groupAgreementNotice, type GroupAgreementStep } from '../mail/templates/orders/index.server'
import { hashCartToken, newCartToken } from '../shop/cart/session.server'
import { locationOfProduct } from '../shop/pricing/price-rental.server'
import { recordChange, type Staff } from '../staff/audit.server'
import { findOwnedOrderById, type OrderRow, type OrderVisitor } from './access.server'
import { buildOrderDocument } from './build-document.server'
import type { OrderDeps } from './deps'

/** How long a group booking's weeks are held while the agency decides, and then for the payment. */
export const GROUP_HOLD_MINUTES = 48 * 60

export type GroupStay = { itemId: number; locationId: number; arrival: string; departure: string }

/** The rental stays of an order, with their locations. */
export async function groupStaysOf(db: DbOrTx, orderId: number): Promise<GroupStay[]> {
  const items = await db
    .select({ id: orderItems.id, productId: orderItems.productId, arrival: orderItems.startPeriod, departure: orderItems.endPeriod, stay: orderItems.stay })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  const stays: GroupStay[] = []
  for (const item of items) {
    if (!item.stay || !item.arrival || !item.departure) continue
    const locationId = await locationOfProduct(db, item.productId)
    if (locationId !== null) stays.push({ itemId: item.id, locationId, arrival: item.arrival, departure: item.departure })
  }
  return stays
}

/** Whether an order is a group booking the agency has not agreed to yet (its payment waits). */
export async function awaitsAgreement(db: DbOrTx, order: Pick<OrderRow, 'id' | 'agreement'>): Promise<boolean> {
  if (order.agreement === 'agreed') return false
  return isGroupBooking(await groupStaysOf(db, order.id))
}

export type AgreementState = { group: boolean; state: OrderRow['agreement'] }

/** Whether an order is a group booking, and where its agreement stands. */
export async function agreementOf(db: DbOrTx, orderId: number): Promise<AgreementState> {
  const [row] = await db.select({ agreement: orders.agreement }).from(orders).where(eq(orders.id, orderId))
  return { group: isGroupBooking(await groupStaysOf(db, orderId)), state: row?.agreement ?? null }
}

export type RequestOutcome = { ok: true } | { ok: false; code: 'not_found' | 'not_group' | 'no_contact' | 'no_availability' }

/**
 * The customer asks the agency's agreement for their cart: its weeks held 48 hours (one hold each,
 * in ascending location order as the payment holds them), the agency told, the customer told. Asking
 * again changes nothing.
 */
export async function requestAgreement(deps: OrderDeps, visitor: OrderVisitor, input: { orderId: unknown; decideUrl: (number: string) => string }): Promise<RequestOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<RequestOutcome | { ok: true; order: OrderRow }> => {
    const order = await findOwnedOrderById(tx, visitor, input.orderId)
    if (!order || order.status !== 1) return { ok: false, code: 'not_found' }
    if (order.agreement === 'requested' || order.agreement === 'agreed') return { ok: true }
    if (order.shippingContactId === null) return { ok: false, code: 'no_contact' }
    const stays = await groupStaysOf(tx, order.id)
    if (!isGroupBooking(stays)) return { ok: false, code: 'not_group' }
    for (const stay of [...stays].sort((a, b) => a.locationId - b.locationId)) {
      const held = await placeHold({ db: tx }, { orderItemId: stay.itemId, locationId: stay.locationId, period: { arrival: stay.arrival, departure: stay.departure }, minutes: GROUP_HOLD_MINUTES })
      if (!held.ok) throw new TakenError()
    }
    const [moved] = await tx
      .update(orders)
      .set({ agreement: 'requested', agreementAt: deps.now(), updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 1), sql`${orders.agreement} is distinct from 'requested'`))
      .returning()
    if (!moved) return { ok: true }
    const document = await buildOrderDocument(tx, moved, deps)
    await deps.mail.enqueue(tx, await groupAgreementMail(document, 'requested'))
    await deps.mail.enqueue(tx, await groupAgreementNotice(document, input.decideUrl(moved.number)))
    return { ok: true, order: moved }
  }).catch((error: unknown) => {
    if (error instanceof TakenError) return { ok: false as const, code: 'no_availability' as const }
    throw error
  })
  return outcome.ok ? { ok: true } : outcome
}

class TakenError extends Error {}

export type DecisionOutcome = { ok: true; number: string } | { ok: false; code: 'not_found' | 'already_decided' }

/**
 * The agency's answer to a group booking waiting for it. Agreeing sends the customer a link to pay
 * (valid while the cart is unpaid); refusing releases the weeks. Audited; a second answer to the
 * same request is refused (two staff members clicking at once: one wins).
 */
export async function decideAgreement(
  deps: OrderDeps,
  staff: Staff,
  input: { number: string; decision: 'agree' | 'refuse'; note?: string; payUrl: (token: string, locale: string) => string },
): Promise<DecisionOutcome> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.number, input.number), eq(orders.status, 1)))
    if (!order) return { ok: false, code: 'not_found' }
    const token = newCartToken()
    const agreed = input.decision === 'agree'
    const [moved] = await tx
      .update(orders)
      .set({ agreement: agreed ? 'agreed' : 'refused', agreementAt: deps.now(), resumeTokenHash: agreed ? hashCartToken(token) : null, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.agreement, 'requested')))
      .returning()
    if (!moved) return { ok: false, code: 'already_decided' }
    if (!agreed) await releaseHolds(tx, order.id)
    const step: GroupAgreementStep = agreed ? 'agreed' : 'refused'
    const document = await buildOrderDocument(tx, moved, deps)
    await deps.mail.enqueue(tx, await groupAgreementMail(document, step, agreed ? input.payUrl(token, moved.locale) : undefined, input.note?.trim() || undefined))
    await recordChange(tx, staff, { action: agreed ? 'agree_group' : 'refuse_group', entity: 'order', entityId: order.number, before: { agreement: 'requested' }, after: { agreement: step, note: input.note ?? '' } })
    return { ok: true, number: order.number }
  })
}

async function releaseHolds(tx: Tx, orderId: number): Promise<void> {
  const items = tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId))
  await tx
    .update(bookings)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(eq(bookings.status, 'hold'), inArray(bookings.orderItemId, items)))
}

/** Whether a link of an agreed group booking can still be used (it is spent only by `resumeAgreedCart`). */
export async function agreedCartLink(db: DbOrTx, token: string): Promise<{ number: string; total: number } | null> {
  const [row] = await db
    .select({ number: orders.number, total: orders.total })
    .from(orders)
    .where(and(eq(orders.resumeTokenHash, hashCartToken(token)), eq(orders.status, 1), eq(orders.agreement, 'agreed')))
  return row ?? null
}

/**
 * The link of an agreed group booking: the cart becomes the opening browser's (a new cart token,
 * returned for its cookie; the link is spent). Null when the link is unknown, spent, or the cart
 * was paid or given up meanwhile.
 */
export async function resumeAgreedCart(db: DbOrTx, token: string): Promise<{ token: string; locale: string } | null> {
  const fresh = newCartToken()
  const [row] = await db
    .update(orders)
    .set({ session: hashCartToken(fresh), resumeTokenHash: null, updatedAt: sql`now()` })
    .where(and(eq(orders.resumeTokenHash, hashCartToken(token)), eq(orders.status, 1), eq(orders.agreement, 'agreed')))
    .returning({ locale: orders.locale })
  return row ? { token: fresh, locale: row.locale } : null
}

export type WaitingGroup = { number: string; locale: string; requestedAt: string; total: number; customer: string; email: string; stays: (GroupStay & { reference: string })[]; holdUntil: string | null }

/** Group bookings waiting for the agency's answer, oldest first. */
export async function waitingGroups(db: DbOrTx): Promise<WaitingGroup[]> {
  const rows = await db.execute(sql`
    select o.id, o.number, o.locale, o.agreement_at, o.total, c.first_name, c.last_name, c.email,
           (select min(b.expires_at) from bookings b join order_items i on i.id = b.order_item_id
             where i.order_id = o.id and b.status = 'hold') as hold_until
      from orders o left join shipping_contacts c on c.id = o.shipping_contact_id
     where o.agreement = 'requested' and o.status = 1
     order by o.agreement_at`)
  const list = (rows as unknown as { rows: Array<Record<string, unknown>> }).rows
  const groups: WaitingGroup[] = []
  for (const row of list) {
    const stays = await groupStaysOf(db, Number(row.id))
    const references = await db.execute(sql`select id, reference from locations where id in (${sql.join(stays.map((s) => sql`${s.locationId}`).concat(sql`0`), sql`, `)})`)
    const byId = new Map((references as unknown as { rows: Array<{ id: number; reference: string }> }).rows.map((r) => [Number(r.id), r.reference]))
    groups.push({
      number: String(row.number),
      locale: String(row.locale),
      requestedAt: new Date(String(row.agreement_at)).toISOString(),
      total: Number(row.total),
      customer: `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim(),
      email: String(row.email ?? ''),
      stays: stays.map((s) => ({ ...s, reference: byId.get(s.locationId) ?? '' })),
      holdUntil: row.hold_until ? new Date(String(row.hold_until)).toISOString() : null,
    })
  }
  return groups
}
