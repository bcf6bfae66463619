/**
 * The one price of an item, for the cart and the price check alike (POST /product/check/price/{id},
 * the product page's live price): the same pricer, the same rounding, the same VAT split and the same
 * "Unavailable price" cases, whichever asks. Server only: a total sent by a browser is never read.
 *
 * Asynchronous and given `deps` because some products are priced from the database: weekly rentals
 * (category `rental`) are priced by the stay quote, from their price weeks and availability
 * (price-rental.server.ts). A rental's tourist tax is part of its total but carries no VAT: the VAT
 * is split on the rest (docs/decisions/023).
 */
import type { DbOrTx } from '../../../db/types'
import type { Bilingual } from '../../i18n/bilingual'
import type { StayPrice } from '../../booking/stay-price'
import { type VatKind, vatKindOf, vatRateOn } from '../../vat/rates'
import { MAX_ITEM_TOTAL } from '../cart/limits'
import { splitItemVat } from '../cart/totals'
import type { ContextEntry } from '../context'
import { priceContext, serviceDate } from './index'
import { priceRental } from './price-rental.server'

/** What pricing may read: the caller's database handle (its transaction `tx` inside one). */
export type PricingDeps = { db: DbOrTx }

/** The product as pricing sees it (a cart item's product, or the product a price check names). */
export type PricingProduct = {
  id: number
  category: string
  /** Centimes, VAT included: the unit price of the formula. */
  basePrice: number
  pricing: unknown
  bulk: boolean
  vatKind: string
  /** False once withdrawn from sale: it has no price any more. */
  published: boolean
}

export type ItemPriceInput = {
  product: PricingProduct
  /** The context, already normalized and checked (never a raw body). */
  entries: readonly ContextEntry[]
  /** Today (ISO, Europe/Zurich): the VAT date of a context that names none. */
  on: string
  /** The cart item priced again, if any: its own hold does not make its weeks unavailable. */
  itemId?: number
}

/** An item's amounts: whole centimes VAT included, the VAT rate in basis points, the service period. */
export type ItemPrice = {
  total: number
  totalExcludingTax: number
  vatRate: number
  startPeriod: string | null
  endPeriod: string | null
  /** The tourist tax inside `total` (rentals; 0 otherwise): it carries no VAT. */
  touristTax: number
  /** A rental's stay quote (weeks, rent, tourist tax with nights and guests); null for other products. */
  stay: StayPrice | null
}

/** A rental the booking rules refuse: their code (no_availability, over_capacity…) and texts. */
export type PricingRefusal = { status: 'refused'; code: string; messages: Bilingual }

/**
 * `priced`; `too_high`: priced above MAX_ITEM_TOTAL, which is not sold online (the price is given for
 * an item already in a cart, which keeps it); `unavailable`: "Unavailable price", never a guess.
 */
export type ItemPricing = { status: 'priced' | 'too_high'; price: ItemPrice } | { status: 'unavailable' } | PricingRefusal

/**
 * A pricer's answer: the amount of a context in centimes VAT included (before rounding) with the
 * tourist tax it contains and a rental's stay; null when it has none; or the booking rules' refusal.
 */
export type PricerAnswer = { amount: number; touristTax: number; stay: StayPrice | null } | PricingRefusal | null
type ItemPricer = (deps: PricingDeps, input: ItemPriceInput) => Promise<PricerAnswer>

const byFormula: ItemPricer = async (_deps, { product, entries }) => {
  const amount = priceContext(product, entries)
  return amount === null ? null : { amount, touristTax: 0, stay: null }
}

/** The pricer of a product's category: rentals by the stay quote, every other by its formula. */
function pricerOf(category: string): ItemPricer {
  return category === 'rental' ? priceRental : byFormula
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** The end of an item's period when its context gives one (dateTo, endPeriod). */
function periodEnd(entries: readonly ContextEntry[]): string | null {
  const value = entries[0]?.dateTo ?? entries[0]?.endPeriod
  return typeof value === 'string' && ISO.test(value) ? value : null
}

/** The VAT rate in force on the service date; today's when the date is unknown or before any rate. */
function rateOn(kind: VatKind, date: string | null, today: string): number {
  try {
    return vatRateOn(kind, date ?? today)
  } catch {
    return vatRateOn(kind, today)
  }
}

/**
 * The server's price of an item: the pricer's amount rounded once to the centime (half up), split
 * with the VAT rate in force on the service date (today when it has none). A product withdrawn from
 * sale, an amount the pricer cannot give or that is not a whole, safe, non-negative number of
 * centimes is "Unavailable price".
 */
export async function priceItem(deps: PricingDeps, input: ItemPriceInput): Promise<ItemPricing> {
  const { product, entries, on } = input
  if (!product.published) return { status: 'unavailable' }
  const answer = await pricerOf(product.category)(deps, input)
  if (answer !== null && 'status' in answer) return answer
  if (answer === null || answer.amount < 0) return { status: 'unavailable' }
  const total = Math.round(answer.amount)
  const touristTax = Math.round(answer.touristTax)
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(touristTax) || touristTax < 0 || touristTax > total) return { status: 'unavailable' }
  const startPeriod = serviceDate(entries)
  const vatRate = rateOn(vatKindOf(product.vatKind), startPeriod, on)
  const { totalExcludingTax } = splitItemVat({ total, touristTax, vatRate })
  const price = { total, totalExcludingTax, vatRate, startPeriod, endPeriod: periodEnd(entries), touristTax, stay: answer.stay }
  return { status: total > MAX_ITEM_TOTAL ? 'too_high' : 'priced', price }
}

/** The amounts of a pricing, or null for "Unavailable price". */
export function priceOf(pricing: ItemPricing): ItemPrice | null {
  return pricing.status === 'priced' || pricing.status === 'too_high' ? pricing.price : null
}
