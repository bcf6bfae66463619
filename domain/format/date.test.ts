import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatLongDateTime, isRealDate, parseSwissDate, toZurichIsoDate } from './date'

describe('formatDate', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026')
    expect(formatDate('2027-12-31T00:00:00Z')).toBe('31.12.2027')
  })
  it('reads an instant in Europe/Zurich, not UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027')
  })
  it('refuses what is not a date', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError)
  })
})

describe('parseSwissDate', () => {
  it('turns DD.MM.YYYY into an ISO date', () => {
    expect(parseSwissDate('05.01.2026')).toBe('2026-01-05')
    expect(parseSwissDate(' 29.02.2028 ')).toBe('2028-02-29')
  })
  it('refuses impossible or malformed dates', () => {
    expect(parseSwissDate('29.02.2027')).toBeNull()
    expect(parseSwissDate('32.01.2026')).toBeNull()
    expect(parseSwissDate('2026-01-05')).toBeNull()
    expect(parseSwissDate('5.1.2026')).toBeNull()
  })
})

describe('isRealDate and toZurichIsoDate', () => {
  it('checks calendar dates', () => {
    expect(isRealDate('2026-02-28')).toBe(true)
    expect(isRealDate('2026-02-30')).toBe(false)
  })
  it('gives the Zurich calendar day of an instant in summer time', () => {
    expect(toZurichIsoDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02')
  })
})

describe('date and time of an instant, in Zurich', () => {
  it('is short in the back office and written out for a customer', () => {
    expect(formatDateTime('2026-11-24T18:13:00Z')).toBe('24.11.26 19:13')
    expect(formatLongDateTime('2026-07-01T10:05:00Z', 'en')).toBe('1 July 2026 at 12:05')
    expect(formatLongDateTime('2026-07-01T10:05:00Z', 'fr')).toMatch(/^1 juillet 2026 à 12:05$/)
  })
})
