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
 */
import { vatIncluded } from '../../vat/rates'
import type { CartVatLine, ReductionKind } from './types'

export type AmountSplit = { total: number; totalExcludingTax: number; vat: number }

/** A VAT-included amount split into its VAT and the rest. */
export function splitVat(total: number, rate: number): AmountSplit {
  assertCentimes(total)
  const vat = vatIncluded(total, rate)
  return { total, totalExcludingTax: total - vat, vat }
}

/** What a reduction code takes off a subtotal (0 for an empty cart). */
export function reductionAmount(code: { kind: ReductionKind; value: number }, subTotal: number): number {
  assertCentimes(subTotal)
  if (subTotal <= 0 || code.value <= 0) return 0
  const amount = code.kind === 'percent' ? Math.round((subTotal * code.value) / 10_000) : code.value
  return Math.min(amount, subTotal)
}

export type CartTotals = { subTotal: number; reduction: number; total: number; vat: CartVatLine[] }

/** Subtotal, reduction, total and VAT per rate of a cart's items. */
export function cartTotals(items: readonly { total: number; vatRate: number }[], reduction = 0): CartTotals {
  const byRate = new Map<number, number>()
  for (const item of items) {
    assertCentimes(item.total)
    byRate.set(item.vatRate, (byRate.get(item.vatRate) ?? 0) + item.total)
  }
  const subTotal = [...byRate.values()].reduce((sum, amount) => sum + amount, 0)
  const taken = Math.max(0, Math.min(Math.round(reduction), subTotal))
  const rates = [...byRate.keys()].sort((a, b) => a - b)
  const shares = shareOut(taken, rates.map((rate) => byRate.get(rate) as number))
  const vat = rates.map((rate, i) => {
    const total = (byRate.get(rate) as number) - (shares[i] as number)
    return { rate, total, vat: vatIncluded(total, rate) }
  })
  return { subTotal, reduction: taken, total: subTotal - taken, vat }
}

/**
 * Shares `amount` out in proportion to `weights` in whole centimes: each gets the floor of its share,
 * the centimes left go to the largest remainders (the first of equal ones).
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0)
  if (sum <= 0 || amount <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (amount * w) / sum)
  const shares = exact.map((e) => Math.floor(e))
  let left = amount - shares.reduce((s, v) => s + v, 0)
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
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
