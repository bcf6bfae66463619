/** The cart as the API and the pages show it, in a language, from the stored server-computed amounts. */
import type { Localized } from '../../../db/schema'
import { formatDate } from '../../format/date'
import type { DbOrTx } from '../../jobs/jobs.server'
import { parseContextModel } from '../context'
import { contextDetails } from './display'
import { priceCartItem } from './recompute.server'
import { reductionMessage, reductionProblem } from './reduction'
import { type CartRow, type ContactRow, findContact, findReductionCodeById, type ItemRow, listItems } from './repository.server'
import { cartTotals } from './totals'
import type { CartItemView, CartView, ShippingContactView } from './types'

const pick = (text: Localized | null | undefined, locale: string): string =>
  (text ? ((text as Record<string, string | undefined>)[locale] ?? '') || text.fr : '') ?? ''

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

async function itemView(db: DbOrTx, item: ItemRow, locale: string, on: string): Promise<CartItemView> {
  return {
    id: item.id,
    quantity: item.quantity,
    reference: item.reference,
    title: pick(item.title, locale),
    subTitle: pick(item.subTitle, locale),
    total: item.total,
    totalExcludingTax: item.totalExcludingTax,
    vatRate: item.vatRate,
    context: item.context,
    details: contextDetails(parseContextModel(item.product.contextModel), item.context, item.product.id, locale),
    startPeriod: item.startPeriod,
    endPeriod: item.endPeriod,
    product: { id: item.product.id, category: item.product.category },
    linkedToItem: item.linkedToItemId,
    available: (await priceCartItem(db, item, on)) !== null,
  }
}

/** The cart as the API answers it, in a language (`db`: the caller's transaction inside one). */
export async function cartView(db: DbOrTx, cart: CartRow, locale: string, on: string): Promise<CartView> {
  const [items, contact, code] = await Promise.all([
    listItems(db, cart.id),
    cart.shippingContactId === null ? null : findContact(db, cart.shippingContactId),
    cart.reductionCodeId === null ? null : findReductionCodeById(db, cart.reductionCodeId),
  ])
  const views: CartItemView[] = []
  for (const item of items) views.push(await itemView(db, item, locale, on))
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
    vat: totals.vat,
    shippingContact: contact ? contactView(contact) : null,
    user: cart.userId,
    remarks: cart.remarks,
  }
}
