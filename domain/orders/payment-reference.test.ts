import fc from 'fast-check'
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils'
import { describe, expect, it } from 'vitest'
import {
  creditorCheckDigits,
  creditorReference,
  formatIban,
  isQrIban,
  isSwissIban,
  normalizeIban,
  paymentReference,
  qrCheckDigit,
  qrReference,
} from './payment-reference'

describe('qrCheckDigit (mod 10 recursive)', () => {
  it('gives the check digit of SIX’s example reference 21 00000 00003 13947 14300 09017', () => {
    expect(qrCheckDigit('21000000000313947143000901')).toBe(7)
  })
  it('gives 0 for zeros and the digits of the published table for one digit', () => {
    expect(qrCheckDigit('0'.repeat(26))).toBe(0)
    // One digit d leaves the carry table[d]; the check digit completes it to 10.
    expect(['1', '2', '3', '9'].map(qrCheckDigit)).toEqual([1, 6, 4, 5])
  })
  it('refuses what is not digits', () => {
    expect(() => qrCheckDigit('12a')).toThrow(RangeError)
  })
})

describe('qrReference', () => {
  it('pads the order number to 26 digits and adds the check digit', () => {
    expect(qrReference('4827163950')).toBe('000000000000000048271639502')
    expect(qrReference('21000000000313947143000901')).toBe('210000000003139471430009017')
  })
  it('is a reference swissqrbill accepts for any 10-digit order number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (number) => {
        const reference = qrReference(number)
        return reference.length === 27 && reference.endsWith(String(qrCheckDigit(reference.slice(0, 26)))) && isQRReferenceValid(reference)
      }),
      { numRuns: 200 },
    )
  })
  it('refuses an order number that is not 1 to 26 digits', () => {
    expect(() => qrReference('')).toThrow(RangeError)
    expect(() => qrReference('12-34')).toThrow(RangeError)
    expect(() => qrReference('1'.repeat(27))).toThrow(RangeError)
  })
})

describe('creditor reference (ISO 11649)', () => {
  it('gives the check digits of the standard’s example RF18 5390 0754 7034', () => {
    expect(creditorCheckDigits('539007547034')).toBe('18')
    expect(creditorReference('539007547034')).toBe('RF18539007547034')
  })
  it('pads check digits below 10 with a zero', () => {
    // 98 − (…RF00 mod 97) can be a single digit; it is written on two.
    const body = Array.from({ length: 200 }, (_, i) => String(1000 + i)).find((b) => Number(creditorCheckDigits(b)) < 10)
    expect(body).toBeDefined()
    expect(creditorCheckDigits(body as string)).toMatch(/^0\d$/)
    expect(isSCORReferenceValid(creditorReference(body as string))).toBe(true)
  })
  it('is a reference swissqrbill accepts for any 10-digit order number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (number) => isSCORReferenceValid(creditorReference(number))),
      { numRuns: 200 },
    )
  })
  it('refuses an order number longer than 21 digits', () => {
    expect(() => creditorReference('1'.repeat(22))).toThrow(RangeError)
  })
})

describe('IBAN', () => {
  it('accepts Swiss and Liechtenstein IBANs with a correct check', () => {
    expect(isSwissIban('CH4431999123000889012')).toBe(true)
    expect(isSwissIban('CH9300762011623852957')).toBe(true)
    expect(isSwissIban('LI21088100002324013AA')).toBe(true)
  })
  it('refuses a wrong check, another country, a wrong length', () => {
    expect(isSwissIban('CH4431999123000889013')).toBe(false)
    expect(isSwissIban('DE89370400440532013000')).toBe(false)
    expect(isSwissIban('CH44319991230008890')).toBe(false)
  })
  it('reads spaces and lower case, and writes blocks of four', () => {
    expect(normalizeIban(' ch44 3199 9123 0008 8901 2 ')).toBe('CH4431999123000889012')
    expect(formatIban('CH4431999123000889012')).toBe('CH44 3199 9123 0008 8901 2')
  })
  it('tells a QR-IBAN by its bank id 30000–31999', () => {
    expect(isQrIban('CH4431999123000889012')).toBe(true)
    expect(isQrIban('CH9300762011623852957')).toBe(false)
  })
})

describe('paymentReference', () => {
  it('is a QR reference in blocks for a QR-IBAN', () => {
    expect(paymentReference('CH4431999123000889012', '4827163950')).toEqual({
      kind: 'QRR',
      reference: '000000000000000048271639502',
      formatted: '00 00000 00000 00004 82716 39502',
    })
  })
  it('is a creditor reference in blocks of four for an ordinary IBAN', () => {
    expect(paymentReference('CH9300762011623852957', '4827163950')).toEqual({
      kind: 'SCOR',
      reference: 'RF324827163950',
      formatted: 'RF32 4827 1639 50',
    })
  })
})
