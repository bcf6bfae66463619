import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('orders CSV', () => {
  it('quotes what needs it, doubles quotes, ends lines with CRLF and starts with a BOM', () => {
    const csv = toCsv(['Nom', 'Total'], [['Dupont; "Jean"', 12.5], ['Line\nbreak', 3]])
    expect(csv).toBe('\uFEFFNom;Total\r\n"Dupont; ""Jean""";12.5\r\n"Line\nbreak";3\r\n')
  })

  it('never lets a spreadsheet run a field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField(-5)).toBe('-5')
  })
})
