import { describe, expect, it } from 'vitest'
import { isIncludedOption, optionEntry } from './rental-options'

describe('isIncludedOption', () => {
  it('knows which included item makes an option pointless', () => {
    const included = { finalCleaning: true, bedSheets: false, bathTowels: true, cancellationInsurance: false }
    expect(isIncludedOption('OPT-CLEANING', included)).toBe(true)
    expect(isIncludedOption('OPT-BEDLINEN', included)).toBe(false)
    expect(isIncludedOption('OPT-TOWELS', included)).toBe(true)
    expect(isIncludedOption('OPT-LATE-ARRIVAL', included)).toBe(false)
    expect(isIncludedOption('OPT-CLEANING', null)).toBe(false)
  })
})

describe('optionEntry', () => {
  const stay = { arrival: '2027-01-09', departure: '2027-01-16', persons: 5, rooms: 4 }
  it('cleans on the departure day for the rental rooms, delivers the kits on arrival for every guest', () => {
    expect(optionEntry('OPT-CLEANING', stay)).toMatchObject({ rooms: 4, dateFrom: '16.01.2027', startPeriod: '2027-01-09', endPeriod: '2027-01-16' })
    expect(optionEntry('OPT-BEDLINEN', stay)).toMatchObject({ people: 5, dateFrom: '09.01.2027' })
    expect(optionEntry('OPT-LATE-ARRIVAL', stay)).toMatchObject({ dateFrom: '09.01.2027' })
  })
})
