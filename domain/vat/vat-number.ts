/**
 * The Swiss VAT number a document carries: the company's UID (CHE-123.456.789, the ninth digit a
 * mod-11 check digit) followed by TVA, MWST or IVA (the suffix of the VAT register), as the agency
 * writes it. Pure and browser-safe.
 */
const VAT_NUMBER = /^CHE-(\d{3})\.(\d{3})\.(\d{3})(?: (?:TVA|MWST|IVA))?$/
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4]

/** "CHE-123.456.788 TVA" is; "CHE-123.456.789 TVA" (wrong check digit) and "123456788" are not. */
export function isSwissVatNumber(text: string): boolean {
  const match = VAT_NUMBER.exec(text)
  if (!match) return false
  const digits = match.slice(1, 4).join('').split('').map(Number)
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * digits[i], 0)
  const check = (11 - (sum % 11)) % 11
  // A remainder that asks for 10 is never given as a UID.
  return check !== 10 && check === digits[8]
}
