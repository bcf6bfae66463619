import { describe, expect, it } from 'vitest'
import { formatRate, vatIncluded, vatKindOf, vatNoteRates, vatRateOn } from './rates'

describe('VAT rates', () => {
  it('uses the rate in force on the service date', () => {
    expect(vatRateOn('accommodation', '2023-12-31')).toBe(370)
    expect(vatRateOn('standard', '2023-12-31')).toBe(770)
    expect(vatRateOn('accommodation', '2024-01-01')).toBe(380)
    expect(vatRateOn('standard', '2026-11-22')).toBe(810)
  })
  it('charges no VAT on insurance premiums, in every period', () => {
    expect(vatRateOn('insurance', '2023-06-01')).toBe(0)
    expect(vatRateOn('insurance', '2026-11-22')).toBe(0)
    expect(vatIncluded(5_900, vatRateOn('insurance', '2026-11-22'))).toBe(0)
  })
  it('reads a stored VAT kind, the standard rate for anything else', () => {
    expect(vatKindOf('insurance')).toBe('insurance')
    expect(vatKindOf('accommodation')).toBe('accommodation')
    expect(vatKindOf('reduced')).toBe('standard')
  })
  it('refuses a date before any known rate', () => {
    expect(() => vatRateOn('standard', '2010-01-01')).toThrow(RangeError)
  })
  it('shows the rates of the note', () => {
    expect(vatNoteRates('2023-06-01')).toEqual({ accommodation: '3.7', standard: '7.7' })
    expect(vatNoteRates('2026-11-22')).toEqual({ accommodation: '3.8', standard: '8.1' })
    expect(formatRate(250)).toBe('2.5')
    expect(formatRate(800)).toBe('8')
  })
  it('extracts the VAT from a VAT-included amount', () => {
    expect(vatIncluded(10_810, 810)).toBe(810)
    expect(vatIncluded(103_800, 380)).toBe(3_800)
    expect(vatIncluded(0, 810)).toBe(0)
  })
})
