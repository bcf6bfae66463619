/**
 * Money in the booking rules: integer centimes, never floats. A share of an amount (50 % of the
 * rent, a 30 % deposit, the transaction fees) is written in basis points (5000 = 50 %) and rounded
 * once, half up, to the centime, as the cart rounds its VAT and reductions
 * (domain/shop/cart/totals.ts). The other part is always "amount − share", so parts add up exactly.
 */
import { proportionOf } from '../../money/proportion'

/** An amount the rules accept: a whole number of centimes, 0 or more. */
export function isCentimes(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** `basisPoints` / 10'000 of `amount`, rounded half up to the centime (exactly: docs/decisions/037). */
export function shareOf(amount: number, basisPoints: number): number {
  return proportionOf(amount, basisPoints, 10_000)
}
