import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { proportionDown, proportionOf } from './proportion'

describe('proportionOf', () => {
  it('rounds half up to the centime', () => {
    expect(proportionOf(5, 1, 2)).toBe(3)
    expect(proportionOf(7, 1, 3)).toBe(2)
    expect(proportionOf(2_500_000, 3_000, 10_000)).toBe(750_000)
  })

  it('stays exact where a double product is not (CHF 1 million × CHF 1 million)', () => {
    // 100'000'001 × 99'999'999 = 9'999'999'999'999'999: past 2^53, a double rounds it to 10^16.
    expect(proportionDown(100_000_001, 99_999_999, 100_000_000)).toEqual({ value: 99_999_999, remainder: 99_999_999 })
    expect(proportionOf(100_000_001, 99_999_999, 100_000_000)).toBe(100_000_000)
  })

  it('agrees with the exact rational rounding on amounts of up to CHF 100 million', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000_000 })
    fc.assert(
      // A part of at most the whole (a share, a rate, what was paid of a total): the answer is an amount too.
      fc.property(amount, amount, amount, (a, x, y) => {
        const [p, w] = x <= y ? [x, Math.max(1, y)] : [y, x]
        const down = proportionDown(a, p, w)
        expect(BigInt(down.value) * BigInt(w) + BigInt(down.remainder)).toBe(BigInt(a) * BigInt(p))
        expect(proportionOf(a, p, w)).toBe(2 * down.remainder >= w ? down.value + 1 : down.value)
      }),
    )
  })

  it('refuses what is not a whole amount', () => {
    expect(() => proportionOf(1.5, 1, 2)).toThrow(RangeError)
    expect(() => proportionOf(-1, 1, 2)).toThrow(RangeError)
    expect(() => proportionOf(1, 1, 0)).toThrow(RangeError)
    expect(() => proportionOf(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError)
  })
})
