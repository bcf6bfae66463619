import { describe, expect, it } from 'vitest'
import { formatAmount, formatMoney, groupThousands } from './money'

describe('formatMoney', () => {
  it('uses an apostrophe for thousands and a dot for decimals', () => {
    expect(formatMoney(125000)).toBe("CHF 1'250.00")
    expect(formatMoney(450_000_000)).toBe("CHF 4'500'000.00")
  })
  it('keeps centimes and small amounts', () => {
    expect(formatMoney(5)).toBe('CHF 0.05')
    expect(formatMoney(99950)).toBe('CHF 999.50')
    expect(formatMoney(0)).toBe('CHF 0.00')
  })
  it('shows negative amounts such as reductions', () => {
    expect(formatAmount(-123456)).toBe("-1'234.56")
  })
  it('takes another currency', () => {
    expect(formatMoney(1000, 'EUR')).toBe('EUR 10.00')
  })
  it('refuses what is not an amount', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
  })
  it('groups any run of digits', () => {
    expect(groupThousands('100')).toBe('100')
    expect(groupThousands('1000')).toBe("1'000")
    expect(groupThousands('12345678')).toBe("12'345'678")
  })
})
