import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartLines, reductionCode } from '../../money/realistic.test-data'
import { vatIncluded } from '../../vat/rates'
import { cartTotals, reductionAmount, shareOut, splitItemVat, splitVat } from './totals'

describe('splitVat', () => {
  it('takes the VAT a VAT-included amount contains, rounded half up to the centime', () => {
    // 100.00 at 8.1 %: 10000 × 810 / 10810 = 749.30… → 7.49
    expect(splitVat(10_000, 810)).toEqual({ total: 10_000, totalExcludingTax: 9_251, vat: 749 })
    // 3.8 % on 1'250.00: 125000 × 380 / 10380 = 4576.10… → 45.76
    expect(splitVat(125_000, 380)).toEqual({ total: 125_000, totalExcludingTax: 120_424, vat: 4_576 })
  })
  it('rounds to the nearest centime', () => {
    expect(splitVat(10, 810).vat).toBe(1) // 0.749… → 1
    expect(splitVat(6, 810).vat).toBe(0) // 0.449… → 0
    expect(splitVat(10_810, 810)).toEqual({ total: 10_810, totalExcludingTax: 10_000, vat: 810 })
  })
  it('always adds back up to the total', () => {
    for (const total of [1, 99, 12_345, 999_999]) {
      for (const rate of [0, 370, 380, 770, 810]) {
        const split = splitVat(total, rate)
        expect(split.totalExcludingTax + split.vat).toBe(total)
      }
    }
  })
  it('refuses an amount that is not whole centimes', () => {
    expect(() => splitVat(10.5, 810)).toThrow(RangeError)
    expect(() => splitVat(-1, 810)).toThrow(RangeError)
  })
})

describe('splitItemVat', () => {
  it("takes the VAT of an item's total without its tourist tax, which stays outside the VAT", () => {
    // 1'250.00 of rent and 30.00 of tourist tax at 3.8 %: the VAT of 1'250.00 is 45.76.
    expect(splitItemVat({ total: 128_000, touristTax: 3_000, vatRate: 380 })).toEqual({ total: 128_000, totalExcludingTax: 123_424, vat: 4_576 })
    expect(splitItemVat({ total: 10_000, touristTax: 0, vatRate: 810 })).toEqual(splitVat(10_000, 810))
    expect(splitItemVat({ total: 3_000, touristTax: 3_000, vatRate: 380 })).toEqual({ total: 3_000, totalExcludingTax: 3_000, vat: 0 })
  })
  it('refuses a tourist tax above the total', () => {
    expect(() => splitItemVat({ total: 1_000, touristTax: 1_001, vatRate: 380 })).toThrow(RangeError)
  })
})

describe('reductionAmount', () => {
  it('takes a percentage (basis points) rounded half up', () => {
    expect(reductionAmount({ kind: 'percent', value: 1000 }, 12_345)).toBe(1_235) // 1234.5 → 1235
    expect(reductionAmount({ kind: 'percent', value: 1500 }, 20_000)).toBe(3_000)
  })
  it('takes a fixed amount, never more than the subtotal', () => {
    expect(reductionAmount({ kind: 'fixed', value: 2_000 }, 15_000)).toBe(2_000)
    expect(reductionAmount({ kind: 'fixed', value: 2_000 }, 1_500)).toBe(1_500)
  })
  it('gives nothing on an empty cart', () => {
    expect(reductionAmount({ kind: 'percent', value: 1000 }, 0)).toBe(0)
    expect(reductionAmount({ kind: 'fixed', value: 500 }, 0)).toBe(0)
  })
})

describe('shareOut', () => {
  it('shares in proportion and adds up exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareOut(1_000, [30_000, 10_000])).toEqual([750, 250])
    const shares = shareOut(997, [12_345, 6_789, 1])
    expect(shares.reduce((a, b) => a + b, 0)).toBe(997)
  })
  it('gives nothing when there is nothing to share or no weight', () => {
    expect(shareOut(0, [5, 5])).toEqual([0, 0])
    expect(shareOut(10, [0, 0])).toEqual([0, 0])
  })
})

describe('cartTotals', () => {
  it('leaves an exempt item (the insurance premium, rate 0) out of the VAT lines', () => {
    const totals = cartTotals([
      { total: 100_000, vatRate: 380 },
      { total: 5_900, vatRate: 0 },
    ])
    expect(totals.total).toBe(105_900)
    expect(totals.vat).toEqual([{ rate: 380, total: 100_000, vat: 3_661 }])
  })
  it('sums the items and gives the VAT per rate', () => {
    const totals = cartTotals([
      { total: 100_000, vatRate: 380 },
      { total: 10_000, vatRate: 810 },
      { total: 5_000, vatRate: 810 },
    ])
    expect(totals.subTotal).toBe(115_000)
    expect(totals.reduction).toBe(0)
    expect(totals.total).toBe(115_000)
    expect(totals.vat).toEqual([
      { rate: 380, total: 100_000, vat: 3_661 },
      { rate: 810, total: 15_000, vat: 1_124 },
    ])
  })
  it('shares a reduction between the rates and never goes below zero', () => {
    const totals = cartTotals([{ total: 30_000, vatRate: 380 }, { total: 10_000, vatRate: 810 }], 4_000)
    expect(totals.total).toBe(36_000)
    expect(totals.vat.map((l) => l.total)).toEqual([27_000, 9_000])
    expect(cartTotals([{ total: 1_000, vatRate: 810 }], 5_000)).toMatchObject({ reduction: 1_000, total: 0 })
  })
  it('is zero for an empty cart', () => {
    expect(cartTotals([], 500)).toEqual({ subTotal: 0, reduction: 0, total: 0, vat: [], touristTax: 0, reducible: 0 })
  })
})

describe('cartTotals with a rental', () => {
  it('keeps the tourist tax out of the VAT lines and out of the reduction', () => {
    // A stay of 1'500.00 + 31.50 tourist tax at 3.8 %, and a transfer of 100.00 at 8.1 %; 100.00 off.
    const totals = cartTotals([{ total: 153_150, vatRate: 380, touristTax: 3_150 }, { total: 10_000, vatRate: 810 }], 10_000)
    expect(totals).toMatchObject({ subTotal: 163_150, reduction: 10_000, total: 153_150, touristTax: 3_150, reducible: 160_000 })
    // The reduction is shared 150'000 : 10'000, i.e. 93.75 and 6.25 (largest remainder to whole centimes).
    expect(totals.vat).toEqual([
      { rate: 380, total: 150_000 - 9_375, vat: 5_148 },
      { rate: 810, total: 10_000 - 625, vat: 702 },
    ])
    expect(totals.vat.reduce((sum, line) => sum + line.total, 0) + totals.touristTax).toBe(totals.total)
  })
  it('never takes more than the subtotal without the tourist tax', () => {
    expect(cartTotals([{ total: 10_500, vatRate: 380, touristTax: 500 }], 50_000)).toMatchObject({ reduction: 10_000, total: 500 })
  })
})

describe('cart totals over a real season (property)', () => {
  it('add up to the centime: stays of CHF 800 to 60\'000 a week for 1 to 12 guests, services, any reduction code', () => {
    fc.assert(
      fc.property(cartLines, fc.option(reductionCode), (lines, code) => {
        const before = cartTotals(lines)
        const reduction = code ? reductionAmount(code, before.reducible) : 0
        const totals = cartTotals(lines, reduction)
        expect(totals.reduction).toBe(reduction)
        expect(reduction).toBeLessThanOrEqual(totals.reducible)
        expect(totals.total).toBe(totals.subTotal - totals.reduction)
        // The VAT lines and the tourist tax make the total; each rate's VAT is its part of its line.
        expect(totals.vat.reduce((sum, line) => sum + line.total, 0) + totals.touristTax).toBe(totals.total)
        for (const line of totals.vat) expect(line.vat).toBe(vatIncluded(line.total, line.rate))
        // The reduction is shared over the rates exactly, and never raises a rate's amount.
        const taken = totals.vat.map((line) => (before.vat.find((b) => b.rate === line.rate)?.total ?? 0) - line.total)
        expect(taken.reduce((sum, part) => sum + part, 0)).toBe(reduction)
        for (const part of taken) expect(part).toBeGreaterThanOrEqual(0)
        // Without a reduction, the VAT per rate is the items' VAT within half a centime per item.
        const itemsVat = lines.reduce((sum, item) => sum + splitVat(item.total - item.touristTax, item.vatRate).vat, 0)
        expect(Math.abs(before.vat.reduce((sum, line) => sum + line.vat, 0) - itemsVat)).toBeLessThanOrEqual(lines.length / 2)
      }),
    )
  })

  it('shares an amount out exactly, whatever the weights (up to CHF 5 million each)', () => {
    const amount = fc.integer({ min: 0, max: 500_000_000 })
    fc.assert(
      fc.property(amount, fc.array(amount, { minLength: 1, maxLength: 4 }), (total, weights) => {
        const sum = weights.reduce((s, w) => s + w, 0)
        const shares = shareOut(Math.min(total, sum), weights)
        expect(shares.reduce((s, v) => s + v, 0)).toBe(sum > 0 ? Math.min(total, sum) : 0)
        shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i] as number))
      }),
    )
  })
})
