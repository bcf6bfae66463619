/**
 * The checkout call (SPEC §7 POST /order/{orderId}/payment/checkout): the owner's order is checked
 * again (every item priced again through the cart's pricing, the code's validity), the amount chosen
 * (the whole order, a 30 % deposit when asked and offered, or the balance of a deposit order), a
 * pending payment written, then the provider asked for its page. Nothing is charged when anything
 * changed since the summary: the visitor is told what, and the summary shows the new amounts.
 */
import { and, eq } from 'drizzle-orm'
import { orders } from '../../../db/schema'
import { placeHold } from '../../booking/holds.server'
import { GRADED_PAYMENT_TERMS, paymentPlan } from '../../booking/rules/graded-payment'
import { todayInResort } from '../../booking/rules/calendar'
import type { PaymentKind } from '../../payments/provider'
import { PaymentProviderError } from '../../payments/errors'
import type { Tx } from '../../../db/types'
import { locationOfProduct } from '../../shop/pricing/price-rental.server'
import { priceCartItem, recomputeCart } from '../../shop/cart/recompute.server'
import { type ItemRow, listItems, lockCart } from '../../shop/cart/repository.server'
import { findOwnedOrderById, type OrderRow, type OrderVisitor, ownsOrder } from '../access.server'
import { awaitsAgreement } from '../group-agreement.server'
import type { OrderDeps } from '../deps'
import { orderFailure, type OrderFailure, type PriceChange } from '../messages'
import { clientReturnUrls, type ClientReturnUrls, providerReturnUrls } from './return-urls'
import { insertPayment, moveStatus, type PaymentRow, recordEvent, setReference } from './payments.repository.server'
import { scheduleRecheck } from './recheck.server'
import { textIn } from '../../i18n/bilingual'

export type StartPaymentInput = {
  orderId: unknown
  successUrl?: unknown
  cancelUrl?: unknown
  failUrl?: unknown
  gradedPayment?: unknown
  locale: string
}

export type StartPaymentOutcome = { ok: true; paymentUrl: string; paymentId: number } | OrderFailure

type Prepared = { ok: true; payment: PaymentRow; order: OrderRow } | OrderFailure

const asked = (value: unknown) => value === true || value === 'true' || value === '1' || value === 'on'

/** Prices every item again and says what moved: a total, or an item that can no longer be sold. */
async function recheckItems(tx: Tx, order: OrderRow, on: string, locale: string): Promise<{ order: OrderRow; changes: PriceChange[] }> {
  const before = await listItems(tx, order.id)
  await recomputeCart(tx, order, on, { locale: order.locale })
  const after = await listItems(tx, order.id)
  const changes: PriceChange[] = []
  for (const item of after) {
    const old = before.find((b) => b.id === item.id) as ItemRow
    const priced = await priceCartItem(tx, item, on)
    const title = textIn(item.title, locale)
    if (!priced) changes.push({ itemId: item.id, title, before: old.total, after: null })
    else if (priced.total !== old.total) changes.push({ itemId: item.id, title, before: old.total, after: priced.total })
  }
  const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id))
  return { order: fresh as OrderRow, changes }
}

/**
 * Every rental of the order held, or its hold renewed, for the time of the payment (decision 023):
 * a week someone else took meanwhile stops the payment before anything is charged. In ascending
 * location id, as the payment step holds them, so that two orders lock the rentals in one order.
 */
async function holdRentals(tx: Tx, items: ItemRow[]): Promise<boolean> {
  const located = []
  for (const item of items.filter((i) => i.product.category === 'rental')) located.push({ item, locationId: await locationOfProduct(tx, item.productId) })
  located.sort((a, b) => (a.locationId ?? 0) - (b.locationId ?? 0))
  for (const { item, locationId } of located) {
    if (locationId === null || !item.startPeriod || !item.endPeriod) return false
    const held = await placeHold({ db: tx }, { orderItemId: item.id, locationId, period: { arrival: item.startPeriod, departure: item.endPeriod } })
    if (!held.ok) return false
  }
  return true
}

type Amount = { kind: PaymentKind; amount: number } | OrderFailure

async function amountOfCart(tx: Tx, order: OrderRow, graded: boolean, locale: string, on: string): Promise<Amount | { changed: OrderFailure }> {
  const total = order.total
  // A group booking is paid only once the agency agrees (domain/orders/group-agreement.server.ts).
  if (await awaitsAgreement(tx, order)) return orderFailure('groupNeedsAgreement', locale)
  if (!(await holdRentals(tx, await listItems(tx, order.id)))) return orderFailure('rentalTaken', locale)
  const rechecked = await recheckItems(tx, order, on, locale)
  if (rechecked.order.total !== total) {
    const all = rechecked.changes.length > 0 ? rechecked.changes : [{ itemId: 0, title: 'total', before: total, after: rechecked.order.total }]
    return { changed: orderFailure('pricesChanged', locale, { changes: all }) }
  }
  if (rechecked.changes.length > 0) return { changed: orderFailure('pricesChanged', locale, { changes: rechecked.changes }) }
  const items = await listItems(tx, order.id)
  if (items.length === 0 || total <= 0) return orderFailure('emptyOrder', locale)
  if (order.shippingContactId === null) return orderFailure('missingContact', locale)
  const arrivals = items.filter((i) => i.product.category === 'rental' && i.startPeriod).map((i) => i.startPeriod as string)
  const plan = paymentPlan(GRADED_PAYMENT_TERMS, { today: on, arrivals, total }, graded)
  if (!plan.ok) return orderFailure('gradedUnavailable', locale)
  return { kind: plan.graded ? 'deposit' : 'full', amount: plan.payNow }
}

/** In one transaction: the order locked, checked and its pending payment written. */
async function prepare(
  deps: OrderDeps,
  visitor: OrderVisitor,
  input: StartPaymentInput,
  urls: (order: OrderRow) => ClientReturnUrls | null,
): Promise<Prepared> {
  const on = todayInResort(deps.now())
  const { locale } = input
  let changed: OrderFailure | null = null
  const prepared = await deps.db.transaction(async (tx): Promise<Prepared> => {
    const owned = await findOwnedOrderById(tx, visitor, input.orderId)
    if (!owned || (owned.status !== 1 && owned.status !== 3)) return orderFailure('orderNotFound', locale)
    // A signed link pays a balance, never a cart: a cart is paid from the browser or account it belongs to.
    if (owned.status === 1 && !ownsOrder({ ...visitor, orderLink: null }, owned)) return orderFailure('orderNotFound', locale)
    const returnUrls = urls(owned)
    if (!returnUrls) return orderFailure('badReturnUrl', locale)
    let amount: Amount
    if (owned.status === 3) {
      const [locked] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, owned.id), eq(orders.status, 3)))
        .for('update')
      amount = locked && locked.reportedTotal > 0 ? { kind: 'balance', amount: locked.reportedTotal } : orderFailure('nothingDue', locale)
    } else {
      const locked = await lockCart(tx, owned.id)
      if (!locked) return orderFailure('orderNotFound', locale)
      const found = await amountOfCart(tx, locked, asked(input.gradedPayment), locale, on)
      if ('changed' in found) {
        changed = found.changed
        return found.changed
      }
      amount = found
    }
    if ('ok' in amount) return amount
    const payment = await insertPayment(tx, {
      orderId: owned.id,
      provider: deps.payments.provider.name,
      kind: amount.kind,
      amount: amount.amount,
      currency: owned.currency,
      returnUrls,
    })
    await scheduleRecheck(deps, tx, payment.id)
    return { ok: true, payment, order: owned }
  })
  // The new prices are kept (the transaction committed them): the summary shows what changed.
  return changed ?? prepared
}

/** Asks the provider for its page; a provider that fails leaves the payment failed and the order as it was. */
export async function startPayment(deps: OrderDeps, visitor: OrderVisitor, input: StartPaymentInput): Promise<StartPaymentOutcome> {
  const prepared = await prepare(deps, visitor, input, (order) => clientReturnUrls(deps.publicUrl, order, input))
  if (!prepared.ok) return prepared
  const { payment, order } = prepared
  const provider = deps.payments.provider
  try {
    const created = await provider.createPayment({
      paymentId: payment.id,
      orderNumber: order.number,
      kind: payment.kind === 'refund' ? 'full' : payment.kind,
      amount: payment.amount,
      currency: payment.currency,
      locale: input.locale === 'en' ? 'en' : 'fr',
      returnUrls: providerReturnUrls(deps.publicUrl, payment.id),
      notifyUrl: `${deps.publicUrl}/payment/notify/${provider.name}`,
    })
    await setReference(deps.db, payment.id, created.reference)
    await recordEvent(deps.db, { paymentId: payment.id, source: 'create', status: 'pending', amount: payment.amount, currency: payment.currency })
    return { ok: true, paymentUrl: created.paymentUrl, paymentId: payment.id }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    deps.log.warn({ paymentId: payment.id, code: error.code, detail: error.detail }, 'payment could not be started')
    await recordEvent(deps.db, { paymentId: payment.id, source: 'create', status: 'failed', note: `${error.code}: ${error.detail}` })
    await moveStatus(deps.db, payment.id, ['pending'], 'failed')
    return { ...orderFailure('paymentError', input.locale), message: textIn(error.messages, input.locale) }
  }
}
