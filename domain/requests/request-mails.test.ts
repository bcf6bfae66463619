import { describe, expect, it } from 'vitest'
import { shortName } from './request-mails'

describe('shortName', () => {
  it('keeps names as people write them', () => {
    expect(shortName('de la Fontaine-Rey')).toBe('de la Fontaine-Rey')
    expect(shortName("O'Neill")).toBe("O'Neill")
    expect(shortName('Müller', 'Lüdenscheidt')).toBe('Müller Lüdenscheidt')
  })
  it('cuts at 30 characters, on a word when it can', () => {
    expect(shortName('Müller Lüdenscheidt von Hohenzollern')).toBe('Müller Lüdenscheidt von')
    expect(shortName('A'.repeat(50))).toBe('A'.repeat(30))
  })
})
