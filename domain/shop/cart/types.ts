/**
 * The cart as the shop API and the pages see it (SPEC §3 Order / OrderItem). Pure types: the browser
 * imports them. Amounts are integer centimes, VAT included unless the name says otherwise; rates are
 * basis points (810 = 8.1 %). Dates are ISO calendar dates (YYYY-MM-DD).
 */
import type { StayPrice } from '../../booking/stay-price'
import type { ContextEntry } from '../context'
import type { ContextDetail } from './display'
import type { ContactNameAndAddress } from '../shipping-contact'

/** The rental a rental item books (SPEC §3 OrderItem.subscriber): items with a subscriber are rentals. */
export type CartSubscriber = {
  /** The location's id (GET /api/locations/{id}). */
  id: number
  reference: string
  title: string
  /** For the rental page's address (/location/{slug}-{id}). */
  slug: string
  numberOfPersons: number
  numberOfRooms: number
  images: { largeFormat: string; caption: string }[]
  /** Which options the rental already includes (they are not offered under it). */
  included: { finalCleaning: boolean; bedSheets: boolean; bathTowels: boolean; kitchenTowels: boolean; cancellationInsurance: boolean; touristTax: boolean } | null
}

/**
 * A rental's hold at the payment step: `held` until `expiresAt` (ISO instant); `taken` when its
 * weeks are held or booked by someone else (it cannot be paid: remove it or change its dates).
 */
export type CartHold = { status: 'held'; expiresAt: string } | { status: 'taken'; expiresAt: null }

/** Product categories a cart item can belong to (product_categories.code). */
export type CartCategory = 'rental' | 'option' | 'package' | 'service'

export type CartItemView = {
  id: number
  quantity: number
  reference: string
  /** In the asked language (French when it has no translation). */
  title: string
  subTitle: string
  total: number
  totalExcludingTax: number
  /** Basis points, the rate in force on the item's service date. */
  vatRate: number
  /** The configuration the visitor entered: one data entry per line (bulk products have several). */
  context: ContextEntry[]
  /** The context as the visitor sees it, line by line (labels and choices in the asked language). */
  details: ContextDetail[][]
  /** The service (or rental) date that set the VAT rate, and the end of the period if any. */
  startPeriod: string | null
  endPeriod: string | null
  product: { id: number; category: string }
  /** The rental this option is attached to, or null. */
  linkedToItem: number | null
  /** False when the product can no longer be priced or sold: the item keeps its last total. */
  available: boolean
  /** Why it is not available, in the asked language ("No availability: week of …"); null when it is. */
  message: string | null
  /** A rental's tourist tax inside `total` (no VAT); 0 for other items. */
  touristTax: number
  /** Rentals: the stay quote when last priced (weeks, rent, tourist tax with nights and guests). */
  stay: StayPrice | null
  /** Rentals: the location booked; null for other items. */
  subscriber: CartSubscriber | null
  /** Rentals: the hold of the payment step, if any. */
  hold: CartHold | null
}

export type ReductionKind = 'percent' | 'fixed'

export type CartReductionCode = {
  code: string
  kind: ReductionKind
  /** Basis points for a percentage (1000 = 10 %), centimes for a fixed amount. */
  value: number
  /** False when the code is attached but no longer gives anything (minimum not reached, expired). */
  applicable: boolean
  /** Why it does not apply, in the asked language; null when it applies. */
  message: string | null
}

export type CartVatLine = {
  /** Basis points. */
  rate: number
  /** Amount VAT included after the reduction's share, and the VAT it contains. */
  total: number
  vat: number
}

export type ShippingContactView = ContactNameAndAddress & {
  title: string
  state: string
  /** E.164, e.g. +41791234567. */
  phone: string
  /** DD.MM.YYYY, as the form takes it. */
  birthdate: string
  email: string
  cg: boolean
  dataUse: boolean
}

export type CartView = {
  id: number
  number: string
  currency: string
  locale: string
  items: CartItemView[]
  /** Sum of the items' totals. */
  subTotal: number
  /** Centimes taken off the subtotal by the reduction code (0 without one). */
  reduction: number
  reductionCode: CartReductionCode | null
  /** subTotal − reduction: what the visitor pays. */
  total: number
  /** The rentals' tourist tax inside the total, outside every VAT line (no VAT, no reduction). */
  touristTax: number
  /** VAT contained in the total, per rate (the reduction shared out in proportion). */
  vat: CartVatLine[]
  shippingContact: ShippingContactView | null
  /** The account the cart belongs to, or null for a guest's cart. */
  user: number | null
  remarks: string
}
