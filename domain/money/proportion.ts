/**
 * A part of an amount in whole centimes, computed exactly (docs/decisions/037). `amount × part` of
 * two amounts (an item's total × what was paid, a reduction × a VAT line) passes 2^53 for orders of
 * about CHF 1 million, where a double's product is no longer exact and a rounding can go the wrong
 * way; the product and the division are done on BigInt, so the answer is exact for any amounts that
 * are safe integers (and so is the answer). Pure and browser-safe.
 */

function checked(amount: number, part: number, whole: number): [bigint, bigint, bigint] {
  for (const value of [amount, part, whole]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole amount of 0 or more: ${value}`)
  }
  if (whole === 0) throw new RangeError('A proportion of nothing')
  return [BigInt(amount), BigInt(part), BigInt(whole)]
}

function safe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`A proportion past the safe integers: ${value}`)
  return Number(value)
}

/** `amount × part / whole`, rounded half up to the centime. */
export function proportionOf(amount: number, part: number, whole: number): number {
  const [a, p, w] = checked(amount, part, whole)
  return safe((2n * a * p + w) / (2n * w))
}

/** `amount × part / whole`, rounded down, and the remainder of the division (out of `whole`). */
export function proportionDown(amount: number, part: number, whole: number): { value: number; remainder: number } {
  const [a, p, w] = checked(amount, part, whole)
  const product = a * p
  return { value: safe(product / w), remainder: Number(product % w) }
}
