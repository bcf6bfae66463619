/** The cart as the API and the pages show it, in a language, from the stored server-computed amounts. */
import { formatDate } from '../../format/date'
import type { DbOrTx } from '../../../db/types'
import { parseContextModel } from '../context'
import { contextDetails, personsOf } from './display'
import { textIn } from '../../i18n/bilingual'
import type { StayPrice } from '../../booking/stay-price'
import { shopMessage } from '../messages'
import { type ItemPricing, priceOf } from '../pricing/price-item.server'
import { pricingOfCartItem } from './recompute.server'
import { liveHoldsOf, type RentalLocation, subscribersOf } from './rentals.server'
import { reductionMessage, reductionProblem } from './reduction'
import type { ContactRow } from '../stored-contact'
import { type CartRow, findContact, findReductionCodeById, type ItemRow, listItems } from './repository.server'
import { CONTACT_DEFAULTS } from '../contact-choices'
import { PLACEHOLDER_ID } from './placeholders'
import { cartTotals } from './totals'
import type { CartHold, CartItemView, CartSubscriber, CartView, OrderItemView, ShippingContactView } from './types'


/** The contact of a cart that has none yet: every field empty but the form's defaults (SPEC §3). */
export const PLACEHOLDER_CONTACT: ShippingContactView = {
  id: PLACEHOLDER_ID,
  title: CONTACT_DEFAULTS.title,
  firstName: '',
  lastName: '',
  street: '',
  streetNumber: '',
  complement: '',
  zip: '',
  city: '',
  country: CONTACT_DEFAULTS.country,
  state: CONTACT_DEFAULTS.state,
  phone: '',
  birthdate: '',
  email: '',
  cg: false,
  dataUse: false,
}

function contactView(row: ContactRow): ShippingContactView {
  return {
    id: row.id,
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
type RentalExtras = { subscribers: Map<number, RentalLocation>; holds: Map<number, CartHold> }

async function rentalExtras(db: DbOrTx, items: readonly ItemRow[], locale: string): Promise<RentalExtras> {
  const rentals = items.filter((item) => item.product.category === 'rental')
  const [subscribers, holds] = await Promise.all([locationsOfItems(db, items, locale), liveHoldsOf(db, rentals.map((item) => item.id))])
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

/**
 * An item as it was stored, in a language, with the location a rental books (from
 * `subscribersOf`): one shape for the cart, an order and an account's orders (SPEC §3 OrderItem).
 */
export function storedItemView(item: ItemRow, locale: string, locations: ReadonlyMap<number, RentalLocation>): OrderItemView {
  const rental = item.product.category === 'rental'
  const stay = rental ? (item.stay as StayPrice | null) : null
  const location = rental ? locations.get(item.productId) : undefined
  const subscriber: CartSubscriber | null = location ? { ...location, numberOfPersons: personsOf({ stay, context: { data: item.context } }) ?? 0 } : null
  return {
    id: item.id,
    quantity: item.quantity,
    reference: item.reference,
    title: textIn(item.title, locale),
    subTitle: textIn(item.subTitle, locale),
    total: item.total,
    totalExcludingTax: item.totalExcludingTax,
    vatRate: item.vatRate,
    context: { startPeriod: item.startPeriod, endPeriod: item.endPeriod, data: item.context },
    product: { id: item.product.id, category: item.product.category },
    linkedToItem: item.linkedToItemId,
    touristTax: item.touristTax,
    stay,
    subscriber,
  }
}

/** The locations the rental items among `items` book, by product id, in a language. */
export const locationsOfItems = (db: DbOrTx, items: readonly ItemRow[], locale: string) =>
  subscribersOf(db, [...new Set(items.filter((item) => item.product.category === 'rental').map((item) => item.productId))], locale)

async function itemView(db: DbOrTx, item: ItemRow, locale: string, on: string, extras: RentalExtras): Promise<CartItemView> {
  const pricing = await pricingOfCartItem(db, item, on)
  return {
    ...storedItemView(item, locale, extras.subscribers),
    details: contextDetails(parseContextModel(item.product.contextModel), item.context, item.product.id, locale),
    available: priceOf(pricing) !== null,
    message: unavailableMessage(pricing, locale),
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
    createdAt: cart.createdAt.toISOString(),
    payedAt: cart.payedAt ? cart.payedAt.toISOString() : null,
    orderItems: views,
    subTotal: totals.subTotal,
    reduction: totals.reduction,
    reductionCode,
    total: totals.total,
    touristTax: totals.touristTax,
    vat: totals.vat,
    shippingContact: contact ? contactView(contact) : PLACEHOLDER_CONTACT,
    user: { id: cart.userId ?? PLACEHOLDER_ID },
    reportedTotal: cart.reportedTotal,
    gradedPayment: cart.gradedPayment,
    gradedToPayAt: cart.gradedToPayAt,
    remarks: cart.remarks,
  }
}
