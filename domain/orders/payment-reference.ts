/**
 * How a bank transfer names the order it pays (the balance invoice's QR-bill). The agency's IBAN
 * decides: a QR-IBAN takes a QR reference (QRR: 27 digits, the last a mod-10 recursive check
 * digit), an ordinary IBAN a creditor reference (ISO 11649: "RF", two check digits, then the
 * reference). Both carry the order number, so the bank statement names the order it pays.
 * Pure and browser-safe.
 */

/** "ch44 3199 9123 0008 8901 2" → "CH4431999123000889012" (spaces dropped, upper case). */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase()
}

/** A Swiss or Liechtenstein IBAN (21 characters) whose check digits are right. */
export function isSwissIban(iban: string): boolean {
  return /^(CH|LI)\d{2}[0-9A-Z]{17}$/.test(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1
}

/**
 * A QR-IBAN: its bank id (IID, characters 5 to 9) lies in 30000–31999, the range SIX keeps for
 * QR-IBANs. Payments to it must carry a QR reference.
 */
export function isQrIban(iban: string): boolean {
  const iid = Number(iban.slice(4, 9))
  return isSwissIban(iban) && iid >= 30_000 && iid <= 31_999
}

/** "CH4431999123000889012" → "CH44 3199 9123 0008 8901 2" */
export function formatIban(iban: string): string {
  return blocks(iban, 4)
}

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]

/** The mod-10 recursive check digit (SIX, QR reference) of a run of digits. */
export function qrCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not digits: ${digits}`)
  let carry = 0
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]
  return (10 - carry) % 10
}

/** The QR reference of an order: its number padded with zeros to 26 digits, then the check digit. */
export function qrReference(orderNumber: string): string {
  if (!/^\d{1,26}$/.test(orderNumber)) throw new RangeError(`An order number of 1 to 26 digits is needed: ${orderNumber}`)
  const digits = orderNumber.padStart(26, '0')
  return `${digits}${qrCheckDigit(digits)}`
}

/** The two check digits of an ISO 11649 creditor reference for a reference of 1 to 21 letters or digits. */
export function creditorCheckDigits(reference: string): string {
  if (!/^[0-9A-Z]{1,21}$/.test(reference)) throw new RangeError(`Not a creditor reference body: ${reference}`)
  return String(98 - mod97(`${reference}RF00`)).padStart(2, '0')
}

/** The creditor reference of an order: "RF", its check digits, the order number. */
export function creditorReference(orderNumber: string): string {
  if (!/^\d{1,21}$/.test(orderNumber)) throw new RangeError(`An order number of 1 to 21 digits is needed: ${orderNumber}`)
  return `RF${creditorCheckDigits(orderNumber)}${orderNumber}`
}

export type PaymentReference = {
  kind: 'QRR' | 'SCOR'
  /** As it goes in the QR code, without spaces. */
  reference: string
  /** As a person reads it: QRR "00 00000 …" (2 then blocks of 5), SCOR "RF18 5390 …" (blocks of 4). */
  formatted: string
}

/** The reference a transfer to `iban` carries for this order. */
export function paymentReference(iban: string, orderNumber: string): PaymentReference {
  if (isQrIban(iban)) {
    const reference = qrReference(orderNumber)
    return { kind: 'QRR', reference, formatted: `${reference.slice(0, 2)} ${blocks(reference.slice(2), 5)}` }
  }
  const reference = creditorReference(orderNumber)
  return { kind: 'SCOR', reference, formatted: blocks(reference, 4) }
}

/** Letters count as 10 (A) to 35 (Z); the number is reduced modulo 97 piece by piece. */
function mod97(text: string): number {
  let rest = 0
  for (const char of text) {
    const value = Number.parseInt(char, 36)
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97
  }
  return rest
}

function blocks(text: string, size: number): string {
  return text.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? ''
}
