import { describe, expect, it } from 'vitest'
import { isSwissVatNumber } from './vat-number'

describe('isSwissVatNumber', () => {
  it('accepts a UID with its check digit and the register suffix', () => {
    expect(isSwissVatNumber('CHE-123.456.788 TVA')).toBe(true)
    expect(isSwissVatNumber('CHE-123.456.788 MWST')).toBe(true)
    expect(isSwissVatNumber('CHE-123.456.788')).toBe(true)
    // A remainder of 0 gives the check digit 0.
    expect(isSwissVatNumber('CHE-116.281.710 MWST')).toBe(true)
  })
  it('refuses a wrong check digit, another layout or suffix', () => {
    expect(isSwissVatNumber('CHE-123.456.789 TVA')).toBe(false)
    expect(isSwissVatNumber('CHE123456788')).toBe(false)
    expect(isSwissVatNumber('CHE-123.456.788 VAT')).toBe(false)
    expect(isSwissVatNumber('')).toBe(false)
  })
})
