/**
 * The cart as the shop API and the pages see it (SPEC §3 Order / OrderItem). Pure types: the browser
 * imports them. Amounts are integer centimes, VAT included unless the name says otherwise; rates are
 * basis points (810 = 8.1 %). Dates are ISO calendar dates (YYYY-MM-DD).
 */
import type { StayPrice } from '../../booking/stay-price'
import type { CatalogueImage } from '../../catalogue/types'
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
  /** The party booked (adults and children), not the rental's capacity. */
  numberOfPersons: number
  numberOfRooms: number
  /** SPEC §3: the subscriber's images with `largeFormat` (the large picture's address). */
  images: (CatalogueImage & { largeFormat: string })[]
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

/**
 * SPEC §3 OrderItem.context: the period of the item — the service (or rental) date that set the VAT
 * rate, and the end of the period if any — and the configuration the visitor entered, one data
 * entry per line (bulk products have several). A client sends `data` back to change it.
 */
export type CartItemContext = { startPeriod: string | null; endPeriod: string | null; data: ContextEntry[] }

/**
 * SPEC §3 OrderItem as it was stored: what every answer gives of an item (the cart, an order, an
 * account's orders). The cart adds what it judges again at each reading (`CartItemView`).
 */
export type OrderItemView = {
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
  context: CartItemContext
  product: { id: number; category: string }
  /** The rental this option is attached to, or null. */
  linkedToItem: number | null
  /** A rental's tourist tax inside `total` (no VAT); 0 for other items. */
  touristTax: number
  /** Rentals: the stay quote when last priced (weeks, rent, tourist tax with nights and guests). */
  stay: StayPrice | null
  /** Rentals: the location booked and the party (`numberOfPersons`); null for other items. */
  subscriber: CartSubscriber | null
}

export type CartItemView = OrderItemView & {
  /** The context as the visitor sees it, line by line (labels and choices in the asked language). */
  details: ContextDetail[][]
  /** False when the product can no longer be priced or sold: the item keeps its last total. */
  available: boolean
  /** Why it is not available, in the asked language ("No availability: week of …"); null when it is. */
  message: string | null
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
  /** 'default' for the placeholder of a cart without a contact (SPEC §3; ./placeholders.ts). */
  id: number | 'default'
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

/** SPEC §3 Order / cart. */
export type CartView = {
  id: number
  number: string
  currency: string
  locale: string
  /** ISO instants: when the cart was made, and when it was paid (null until then). */
  createdAt: string
  payedAt: string | null
  orderItems: CartItemView[]
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
  /** The contact given at checkout, else the placeholder whose id is 'default' (SPEC §3). */
  shippingContact: ShippingContactView
  /** The account the cart belongs to, else (a guest's cart) the placeholder user whose id is 'default'. */
  user: { id: number | 'default' }
  /** Centimes still due after a deposit (0 when paid at once or in full). */
  reportedTotal: number
  /** Paid in two parts: a deposit now, the rest (`reportedTotal`) by `gradedToPayAt` (ISO date). */
  gradedPayment: boolean
  gradedToPayAt: string | null
  remarks: string
}
