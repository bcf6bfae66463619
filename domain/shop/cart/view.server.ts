/** The cart as the API and the pages show it, in a language, from the stored server-computed amounts. */
import { formatDate } from '../../format/date'
import type { DbOrTx } from '../../../db/types'
import { parseContextModel } from '../context'
import { contextDetails } from './display'
import { textIn } from '../../i18n/bilingual'
import type { StayPrice } from '../../booking/stay-price'
import { shopMessage } from '../messages'
import { type ItemPricing, priceOf } from '../pricing/price-item.server'
import { pricingOfCartItem } from './recompute.server'
import { liveHoldsOf, subscribersOf } from './rentals.server'
import { reductionMessage, reductionProblem } from './reduction'
import type { ContactRow } from '../stored-contact'
import { type CartRow, findContact, findReductionCodeById, type ItemRow, listItems } from './repository.server'
import { cartTotals } from './totals'
import type { CartHold, CartItemView, CartSubscriber, CartView, ShippingContactView } from './types'


function contactView(row: ContactRow): ShippingContactView {
  return {
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    streetNumber: row.streetNumber,
    complement: row.complement,
    zip: row.zip,
    city: row.city,
    country: row.country,
    state: row.state,
    phone: row.phone,
    birthdate: row.birthdate ? formatDate(row.birthdate) : '',
    email: row.email,
    cg: row.cg,
    dataUse: row.dataUse,
  }
}

/** What the view adds to the rental items: their locations and live holds. */
type RentalExtras = { subscribers: Map<number, CartSubscriber>; holds: Map<number, CartHold> }

async function rentalExtras(db: DbOrTx, items: readonly ItemRow[], locale: string): Promise<RentalExtras> {
  const rentals = items.filter((item) => item.product.category === 'rental')
  const [subscribers, holds] = await Promise.all([
    subscribersOf(db, [...new Set(rentals.map((item) => item.productId))], locale),
    liveHoldsOf(db, rentals.map((item) => item.id)),
  ])
  return { subscribers, holds }
}

/** A rental's hold: its own live one, else `taken` when its weeks are no longer free. */
function holdOf(item: ItemRow, extras: RentalExtras, pricing: ItemPricing): CartHold | null {
  if (item.product.category !== 'rental') return null
  const own = extras.holds.get(item.id)
  if (own) return own
  return pricing.status === 'refused' && pricing.code === 'no_availability' ? { status: 'taken', expiresAt: null } : null
}

function unavailableMessage(pricing: ItemPricing, locale: string): string | null {
  if (pricing.status === 'priced' || pricing.status === 'too_high') return null
  if (pricing.status === 'refused') return textIn(pricing.messages, locale)
  return shopMessage('unavailablePrice', locale)
}

async function itemView(db: DbOrTx, item: ItemRow, locale: string, on: string, extras: RentalExtras): Promise<CartItemView> {
  const pricing = await pricingOfCartItem(db, item, on)
  const rental = item.product.category === 'rental'
  return {
    id: item.id,
    quantity: item.quantity,
    reference: item.reference,
    title: textIn(item.title, locale),
    subTitle: textIn(item.subTitle, locale),
    total: item.total,
    totalExcludingTax: item.totalExcludingTax,
    vatRate: item.vatRate,
    context: item.context,
    details: contextDetails(parseContextModel(item.product.contextModel), item.context, item.product.id, locale),
    startPeriod: item.startPeriod,
    endPeriod: item.endPeriod,
    product: { id: item.product.id, category: item.product.category },
    linkedToItem: item.linkedToItemId,
    available: priceOf(pricing) !== null,
    message: unavailableMessage(pricing, locale),
    touristTax: item.touristTax,
    stay: rental ? (item.stay as StayPrice | null) : null,
    subscriber: rental ? (extras.subscribers.get(item.productId) ?? null) : null,
    hold: holdOf(item, extras, pricing),
  }
}

/** The cart as the API answers it, in a language (`db`: the caller's transaction inside one). */
export async function cartView(db: DbOrTx, cart: CartRow, locale: string, on: string): Promise<CartView> {
  const [items, contact, code] = await Promise.all([
    listItems(db, cart.id),
    cart.shippingContactId === null ? null : findContact(db, cart.shippingContactId),
    cart.reductionCodeId === null ? null : findReductionCodeById(db, cart.reductionCodeId),
  ])
  const extras = await rentalExtras(db, items, locale)
  const views: CartItemView[] = []
  for (const item of items) views.push(await itemView(db, item, locale, on, extras))
  const totals = cartTotals(views, cart.reduction)
  let reductionCode: CartView['reductionCode'] = null
  if (code) {
    const problem = reductionProblem(code, { subTotal: totals.subTotal, itemCount: views.length }, on)
    reductionCode = {
      code: code.code,
      kind: code.kind,
      value: code.value,
      applicable: problem === null,
      message: problem === null ? null : reductionMessage(problem, locale, code.code, code),
    }
  }
  return {
    id: cart.id,
    number: cart.number,
    currency: cart.currency,
    locale: cart.locale,
    items: views,
    subTotal: totals.subTotal,
    reduction: totals.reduction,
    reductionCode,
    total: totals.total,
    touristTax: totals.touristTax,
    vat: totals.vat,
    shippingContact: contact ? contactView(contact) : null,
    user: cart.userId,
    remarks: cart.remarks,
  }
}
