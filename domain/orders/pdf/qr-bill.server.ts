/**
 * The Swiss QR-bill of the balance invoice (swissqrbill): the agency is the creditor, the customer
 * the debtor, the amount due in CHF, the order's QR or creditor reference, "Commande {number}" as
 * the message. The bill prints in Helvetica, as SIX's style guide asks, whose PDF encoding holds
 * Latin-1 only: names and addresses are written in Latin-1 (Dvořák → Dvorák, Łukasz → Lukasz) so
 * that the printed text and the QR code agree and every bank reads them.
 */
import { SwissQRBill } from 'swissqrbill/pdf'
import type { Data, Debtor } from 'swissqrbill/types'
import type { DocumentCustomer, OrderDocument } from '../document'
import { paymentReference } from '../payment-reference'
import type { Labels } from './labels'

/** Letters of Latin Extended-A that Unicode does not decompose into a letter and an accent. */
const LETTERS: Record<string, string> = {
  Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ĳ: 'IJ', ĳ: 'ij', ĸ: 'k', Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l',
  ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'OE', œ: 'oe', Ŧ: 'T', ŧ: 't', ſ: 's', ẞ: 'SS',
  '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-',
}

const LATIN_1 = /^[\u0020-\u007E\u00A0-\u00FF]$/

/**
 * The text in printable Latin-1: accented letters outside it lose their accent, a few letters are
 * spelled out, line breaks become spaces, and what has no Latin spelling (another script) is left out.
 */
export function qrBillText(text: string): string {
  const spelled = [...text.replace(/\s+/g, ' ')].map((char) => {
    if (LATIN_1.test(char)) return char
    if (LETTERS[char]) return LETTERS[char]
    return char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  })
  return [...spelled.join('')].filter((char) => LATIN_1.test(char)).join('').replace(/ {2,}/g, ' ').trim()
}

/** The customer as the bill's debtor; none when the name or address has nothing printable left. */
function debtor(customer: DocumentCustomer): Debtor | undefined {
  const name = qrBillText(`${customer.firstName} ${customer.lastName}`).slice(0, 70)
  const address = qrBillText(customer.street).slice(0, 70)
  const buildingNumber = qrBillText(customer.streetNumber).slice(0, 16)
  const zip = qrBillText(customer.zip).slice(0, 16)
  const city = qrBillText(customer.city).slice(0, 35)
  // Without a debtor the bill prints an empty "Payable by" box for the payer to fill in.
  if (!name || !address || !zip || !city) return undefined
  return { name, address, ...(buildingNumber ? { buildingNumber } : {}), zip, city, country: customer.country }
}

/** What the QR-bill says: the data swissqrbill validates, encodes and prints. */
export function qrBillData(document: OrderDocument, labels: Labels): Data {
  if (!document.due) throw new RangeError(`Order ${document.number} has nothing due: no QR-bill`)
  const { agency } = document
  return {
    creditor: {
      account: agency.iban,
      name: qrBillText(agency.name).slice(0, 70),
      address: qrBillText(agency.street).slice(0, 70),
      zip: qrBillText(agency.zip).slice(0, 16),
      city: qrBillText(agency.city).slice(0, 35),
      country: agency.country,
    },
    debtor: debtor(document.customer),
    // The bill takes francs; the document's centimes are divided, never rounded.
    amount: document.due.amount / 100,
    currency: 'CHF',
    reference: paymentReference(agency.iban, document.number).reference,
    message: labels.qrMessage(document.number),
  }
}

/** The payment part and receipt, at the bottom of the current page, in the document's language. */
export function attachQrBill(doc: PDFKit.PDFDocument, document: OrderDocument, labels: Labels): void {
  const bill = new SwissQRBill(qrBillData(document, labels), { language: document.locale === 'en' ? 'EN' : 'FR' })
  // The bill sets its own fonts and lines but not the colour of its text: black, as SIX asks.
  doc.fillColor('black')
  // The pages have no margin (sheet.server.ts), so pdfkit never turns the page under the bill; the
  // caller leaves the bottom 105 mm free, else swissqrbill would start a page of its own.
  bill.attachTo(doc, 0, doc.page.height - SwissQRBill.height)
}

/** The height the bill takes at the bottom of an A4 page (105 mm). */
export const QR_BILL_HEIGHT = SwissQRBill.height
