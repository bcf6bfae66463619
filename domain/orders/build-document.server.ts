/**
 * The one builder of an OrderDocument (domain/orders/document.ts) from an order: the confirmation
 * page, the PDF route and the order e-mails all use it, so they always show the same figures. It
 * reads the order as the cart shows it (items, details in the order's language, VAT per rate,
 * contact), its payments, and the booking rules' cancellation tiers for rentals.
 */
import { daysBetween } from '../booking/rules/calendar'
import { partyOf } from '../booking/rental-product'
import type { DbOrTx } from '../../db/types'
import type { CartItemView, CartView } from '../shop/cart/types'
import { cartView } from '../shop/cart/view.server'
import { nameAndAddressOf } from '../shop/stored-contact'
import type { OrderRow } from './access.server'
import type { Agency, DocumentLine, DocumentPayment, DocumentRental, OrderDocument } from './document'
import { type PaymentRow, paymentsOfOrder } from './payment/payments.repository.server'
import { toZurichIsoDate } from '../format/date'
import { todayInResort } from '../booking/rules/calendar'
import { documentCancellationTiers } from './cancellation-tiers'
import { lastDayOf, orderLinkExpiry } from './order-link/expiry'
import { orderPagePath, PAY_BALANCE_ANCHOR } from './order-link/links'
import { orderLinkToken } from './order-link/token.server'
import { savedContact } from '../shop/cart/placeholders'

export type DocumentSettings = { agency: Agency; publicUrl: string; orderLinkSecret: Uint8Array; now: () => Date }

/**
 * The order's page behind its signed link (docs/decisions/039), and its balance payment while one is
 * due: what every e-mail and PDF of the order links to, so they open on any device without an account.
 */
function linksOf(order: OrderRow, view: CartView, settings: DocumentSettings, today: string): OrderDocument['links'] {
  const expiresOn = orderLinkExpiry({ lastDay: lastDayOf(view.orderItems.map((item) => item.context)), today })
  const token = orderLinkToken(settings.orderLinkSecret, order.number, expiresOn)
  const page = settings.publicUrl + orderPagePath({ number: order.number, locale: order.locale, token })
  return { order: page, payBalance: order.status === 3 ? `${page}#${PAY_BALANCE_ANCHOR}` : null }
}

function lineOf(item: CartItemView): DocumentLine {
  const details = item.details.flat().map((d) => ({ label: d.label ?? d.field, value: d.value }))
  return { title: item.title, details, quantity: item.quantity, startDate: item.context.startPeriod, endDate: item.context.endPeriod, total: item.total, vatRate: item.vatRate }
}

/** A rental line: its period and persons as the rental item's context gives them. */
function rentalOf(item: CartItemView, options: CartItemView[]): DocumentRental {
  const party = partyOf(item.context.data[0])
  const arrival = item.context.startPeriod ?? ''
  const departure = item.context.endPeriod ?? arrival
  return {
    title: item.title,
    reference: item.reference,
    arrival,
    departure,
    nights: arrival && departure ? daysBetween(arrival, departure) : 0,
    adults: party.adults,
    childAges: party.childAges,
    rent: item.total - item.touristTax,
    touristTax: item.touristTax,
    // "Included" only where the rent holds the tax; a stay whose guests owe none shows CHF 0.00.
    touristTaxIncluded: item.stay?.touristTax.included ?? false,
    total: item.total,
    vatRate: item.vatRate,
    options: options.map(lineOf),
  }
}

function paymentOf(row: PaymentRow): DocumentPayment {
  const method = row.provider === 'transfer' ? 'transfer' : 'card'
  const when = (row.paidAt ?? row.updatedAt).toISOString()
  return { paidAt: when, kind: row.kind, method, amount: row.kind === 'refund' ? -row.amount : row.amount }
}

/** What the visitor owes still, and by when. */
function dueOf(order: OrderRow, total: number, paid: number): OrderDocument['due'] {
  if (order.status === 3 && order.reportedTotal > 0) return { amount: order.reportedTotal, by: order.gradedToPayAt ?? '' }
  if (order.status === 1 && total > 0) return { amount: total - paid, by: '' }
  return null
}

export function documentFromView(order: OrderRow, view: CartView, rows: PaymentRow[], settings: DocumentSettings): OrderDocument {
  const locale = order.locale === 'en' ? 'en' : 'fr'
  const settled = rows.filter((p) => p.status === 'paid' || (p.status === 'refunded' && p.kind !== 'refund')).reverse()
  const refunds = rows.filter((p) => p.kind === 'refund' && p.status === 'paid').reverse()
  const payments = [...settled, ...refunds].map(paymentOf)
  const paid = payments.reduce((sum, p) => sum + p.amount, 0)
  const rentals = view.orderItems
    .filter((item) => item.product.category === 'rental')
    .map((item) =>
      rentalOf(
        item,
        view.orderItems.filter((o) => o.linkedToItem === item.id),
      ),
    )
  const nested = new Set(view.orderItems.filter((item) => item.linkedToItem !== null && rentals.length > 0).map((item) => item.id))
  const lines = view.orderItems.filter((item) => item.product.category !== 'rental' && !nested.has(item.id)).map(lineOf)
  const c = savedContact(view)
  const title = c?.title === 'mrs' || c?.title === 'ms' ? c.title : 'mr'
  const issuedAt = settings.now().toISOString()
  const today = todayInResort(settings.now())
  return {
    locale,
    number: order.number,
    placedAt: order.payedAt ? order.payedAt.toISOString() : null,
    issuedAt,
    status: ([1, 2, 3, 4] as const).find((s) => s === order.status) ?? 1,
    agency: settings.agency,
    customer: {
      title,
      ...nameAndAddressOf(c),
      email: c?.email ?? '',
      phone: c?.phone ?? '',
    },
    rentals,
    lines,
    subTotal: view.subTotal,
    reduction: view.reductionCode && order.reduction > 0 ? { code: view.reductionCode.code, amount: order.reduction } : null,
    total: view.total,
    vat: view.vat,
    payments,
    paid,
    due: dueOf(order, view.total, paid),
    cancellation: documentCancellationTiers({
      stays: rentals,
      paid,
      // The terms as they stood when the order was booked: a tier over before then is not the guest's.
      bookedOn: order.payedAt ? toZurichIsoDate(order.payedAt) : today,
    }),
    remarks: order.remarks,
    links: linksOf(order, view, settings, today),
  }
}

/** The document of an order as it stands now (in the caller's transaction when there is one). */
export async function buildOrderDocument(db: DbOrTx, order: OrderRow, settings: DocumentSettings): Promise<OrderDocument> {
  const today = todayInResort(settings.now())
  const view = await cartView(db, order, order.locale, today)
  // A paid order keeps the reduction it was paid with, whatever the code's uses say since.
  const fixed: CartView = { ...view, reduction: order.reduction, total: order.total }
  return documentFromView(order, fixed, await paymentsOfOrder(db, order.id), settings)
}
