import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { francsInput, readFrancs } from './francs'

describe('amounts typed in francs', () => {
  it('reads the ways staff type them, exactly', () => {
    expect(readFrancs('1850')).toBe(185_000)
    expect(readFrancs("1'850,50")).toBe(185_050)
    expect(readFrancs(' 1 850.5 ')).toBe(185_050)
    expect(readFrancs('0')).toBe(0)
    // A chalet for sale: beyond the CHF 21'474'836.47 of a 32-bit column, beyond the old 7 digits.
    expect(readFrancs("30'000'000")).toBe(3_000_000_000)
    expect(readFrancs('999999999.99')).toBe(99_999_999_999)
  })

  it('refuses what is not an amount of francs', () => {
    for (const text of ['', '-10', '12.345', 'abc', '1e6', '1000000000', '1.2.3', null, undefined]) expect(readFrancs(text)).toBeNull()
  })

  it('shows an amount as the field reads it back, from 0 to CHF 999 million', () => {
    expect(francsInput(185_000)).toBe('1850')
    expect(francsInput(185_050)).toBe('1850.50')
    expect(francsInput(3_000_000_000)).toBe('30000000')
    expect(francsInput(null)).toBe('')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (centimes) => {
        expect(readFrancs(francsInput(centimes))).toBe(centimes)
      }),
    )
  })
})
