/**
 * Cart arithmetic (DESIGN §3 "Money, VAT and formats"), pure and in integer centimes. Prices are VAT
 * included, so VAT is the part of an amount it contains. Rounding, written down once:
 * - an item's VAT = round(total × rate / (10'000 + rate)), half up, to the centime; its amount
 *   excluding tax = total − VAT, so the two always add up to the total exactly;
 * - a percentage reduction = round(subtotal × rate / 10'000), half up; a fixed reduction is its
 *   amount; neither ever exceeds the subtotal (the total never goes below zero);
 * - per VAT rate, the reduction is shared out in proportion to each rate's amount (largest remainder
 *   method, so the shares add up to the reduction exactly) and each rate's VAT is rounded once, on
 *   its reduced amount.
 * - a rental's tourist tax (docs/decisions/023) is a levy collected for the commune: it is part of
 *   the item's total and of the subtotal, but of no VAT line; the item's VAT is rounded on its total
 *   minus the tax, a reduction is computed on and capped at the subtotal minus the tax, and shared
 *   out over the VAT lines only. So the VAT lines' totals plus `touristTax` make the total.
 */
import { proportionDown, proportionOf } from '../../money/proportion'
import { vatIncluded } from '../../vat/rates'
import type { CartVatLine, ReductionKind } from './types'

export type AmountSplit = { total: number; totalExcludingTax: number; vat: number }

/** A VAT-included amount split into its VAT and the rest. */
export function splitVat(total: number, rate: number): AmountSplit {
  assertCentimes(total)
  const vat = vatIncluded(total, rate)
  return { total, totalExcludingTax: total - vat, vat }
}

/**
 * An item's total split into its VAT and the rest. Its tourist tax is a levy for the commune: the
 * VAT is the part of the rest of the total it contains, and the tax stays in the amount excluding VAT.
 */
export function splitItemVat(item: { total: number; touristTax: number; vatRate: number }): AmountSplit {
  const { vat } = splitVat(item.total - item.touristTax, item.vatRate)
  return { total: item.total, totalExcludingTax: item.total - vat, vat }
}

/** What a reduction code takes off a subtotal (0 for an empty cart). */
export function reductionAmount(code: { kind: ReductionKind; value: number }, subTotal: number): number {
  assertCentimes(subTotal)
  if (subTotal <= 0 || code.value <= 0) return 0
  const amount = code.kind === 'percent' ? proportionOf(subTotal, code.value, 10_000) : code.value
  return Math.min(amount, subTotal)
}

export type CartTotals = {
  subTotal: number
  reduction: number
  total: number
  vat: CartVatLine[]
  /** The tourist tax of the rentals, inside the subtotal and outside every VAT line. */
  touristTax: number
  /** What a reduction applies to: the subtotal without the tourist tax. */
  reducible: number
}

/** Subtotal, reduction, total and VAT per rate of a cart's items. */
export function cartTotals(items: readonly { total: number; vatRate: number; touristTax?: number }[], reduction = 0): CartTotals {
  const byRate = new Map<number, number>()
  let touristTax = 0
  for (const item of items) {
    assertCentimes(item.total)
    const tax = Math.min(item.touristTax ?? 0, item.total)
    touristTax += tax
    byRate.set(item.vatRate, (byRate.get(item.vatRate) ?? 0) + item.total - tax)
  }
  const reducible = [...byRate.values()].reduce((sum, amount) => sum + amount, 0)
  const subTotal = reducible + touristTax
  const taken = Math.max(0, Math.min(Math.round(reduction), reducible))
  const rates = [...byRate.keys()].sort((a, b) => a - b)
  const shares = shareOut(taken, rates.map((rate) => byRate.get(rate) as number))
  // What bears no VAT (the insurance premium, exempt) takes its share of the reduction but is no VAT line.
  const vat = rates
    .map((rate, i) => {
      const total = (byRate.get(rate) as number) - (shares[i] as number)
      return { rate, total, vat: vatIncluded(total, rate) }
    })
    .filter((line) => line.rate > 0)
  return { subTotal, reduction: taken, total: subTotal - taken, vat, touristTax, reducible }
}

/**
 * Shares `amount` out in proportion to `weights` in whole centimes: each gets the floor of its share,
 * the centimes left go to the largest remainders (the first of equal ones).
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0)
  if (sum <= 0 || amount <= 0) return weights.map(() => 0)
  // Exact floors and remainders: `amount × weight` of two large amounts is past a double's precision.
  const exact = weights.map((w) => proportionDown(amount, w, sum))
  const shares = exact.map((e) => e.value)
  let left = amount - shares.reduce((s, v) => s + v, 0)
  const order = exact.map((e, i) => ({ i, rest: e.remainder })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i] = (shares[i] as number) + 1
    left--
  }
  return shares
}

function assertCentimes(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an amount in centimes: ${value}`)
}
