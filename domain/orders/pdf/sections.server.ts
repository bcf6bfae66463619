/**
 * The frame both order documents share: the letterhead (the agency, and the customer's address
 * where a window envelope shows it), the title, notices, the running head and the footer.
 */
import { formatDate } from '../../format/date'
import { countryName } from '../../i18n/countries'
import type { DocumentCustomer, OrderDocument } from '../document'
import type { Labels } from './labels'
import { A4, COLORS, createDocument, MARGIN, SIZES, put, Sheet } from './sheet.server'

/** The customer's address block sits where the window of a C5 envelope (window on the right) shows it. */
const ADDRESS_X = 320
const ADDRESS_Y = 120

export function websiteHost(website: string): string {
  return URL.canParse(website) ? new URL(website).host : website
}

/** The postal address, line by line; the country only when it is not Switzerland. */
export function customerAddress(customer: DocumentCustomer, labels: Labels, locale: OrderDocument['locale']): string[] {
  const street = [customer.street, customer.streetNumber].filter(Boolean).join(' ')
  return [
    labels.customerName(customer),
    customer.complement,
    street,
    `${customer.zip} ${customer.city}`,
    customer.country === 'CH' ? '' : countryName(customer.country, locale),
  ].filter((line) => line.trim() !== '')
}

/**
 * The agency at the top left, the customer on the right; `aside`, lines beside the address (the
 * invoice's dates); the cursor ends below all.
 */
export function letterhead(sheet: Sheet, document: OrderDocument, labels: Labels, aside: string[] = []): void {
  const { doc } = sheet
  const { agency } = document
  let y = MARGIN - 10
  y += put(doc, agency.name, MARGIN, y, { weight: 'bold', size: 14, color: COLORS.accent, width: 250 }) + 2
  const contact = [
    `${agency.street} · ${agency.zip} ${agency.city}`,
    [agency.phone, agency.email, websiteHost(agency.website)].join(' · '),
    `${labels.vatNumber}${labels.colon}${agency.vatNumber}`,
  ]
  for (const line of contact) y += put(doc, line, MARGIN, y, { size: SIZES.small, color: COLORS.muted, width: sheet.width })
  let asideY = ADDRESS_Y
  for (const line of aside) asideY += put(doc, line, MARGIN, asideY, { width: ADDRESS_X - MARGIN - 10, size: 10 })
  let addressY = ADDRESS_Y
  for (const line of customerAddress(document.customer, labels, document.locale)) {
    addressY += put(doc, line, ADDRESS_X, addressY, { width: A4.width - MARGIN - ADDRESS_X, size: 10 })
  }
  sheet.y = Math.max(y, asideY, addressY) + 24
}

/** The document's title, and the lines under it (number, dates). */
export function titleBlock(sheet: Sheet, title: string, lines: string[]): void {
  sheet.paragraph(title, { weight: 'bold', size: SIZES.title, color: COLORS.accent })
  for (const line of lines) sheet.paragraph(line, { size: 10 })
  sheet.gap(8)
}

/** A notice that must not be missed (an unpaid or cancelled order). */
export function notice(sheet: Sheet, text: string): void {
  sheet.paragraph(text, { weight: 'bold', color: COLORS.notice, size: 10 })
  sheet.gap(6)
}

/** The running head of pages after the first: "Booking confirmation – Order no. 4827163950". */
export function runningHead(title: string, document: OrderDocument, labels: Labels): string {
  return `${document.agency.name} · ${title} · ${labels.cart(document.number)}`
}

/** The footer's left part: who issued the document, under which VAT number, on which day. */
export function footerText(document: OrderDocument, labels: Labels): string {
  const { agency } = document
  return `${agency.name} · ${labels.vatNumber}${labels.colon}${agency.vatNumber} · ${labels.issuedOn(formatDate(new Date(document.issuedAt)))}`
}

/** Where the footer goes on an A4 page without a QR-bill. */
export const FOOTER_Y = A4.height - 38
export const CONTENT_BOTTOM = FOOTER_Y - 16

/**
 * An order's PDF titled "<title> <number>" in the order's language and signed by the agency, and the
 * sheet that lays it out, with the running head on the pages after the first.
 */
export function orderPdf(document: OrderDocument, labels: Labels, title: string): { doc: PDFKit.PDFDocument; sheet: Sheet } {
  const doc = createDocument({
    title: `${title} ${document.number}`,
    author: document.agency.name,
    subject: labels.cart(document.number),
    lang: `${document.locale}-CH`,
    createdAt: new Date(document.issuedAt),
  })
  return { doc, sheet: new Sheet(doc, CONTENT_BOTTOM, runningHead(title, document, labels)) }
}
