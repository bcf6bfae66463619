/**
 * The balance invoice of a graded payment (DESIGN §3): an invoice for what is still due and by
 * when, with a short recap of the order (its items, totals and VAT, the payments made) and a Swiss
 * QR-bill at the bottom of its last page, so the customer may pay by bank transfer. A4, in the
 * order's language; laid out from the OrderDocument only.
 */
import { formatDate } from '../../format/date'
import { formatMoney } from '../../format/money'
import type { OrderDocument } from '../document'
import { paymentReference } from '../payment-reference'
import { labelsFor, type Labels } from './labels'
import { attachQrBill, QR_BILL_HEIGHT } from './qr-bill.server'
import { lineTitle, stayLine, summary, type SummaryRow, totalRows } from './items.server'
import { FOOTER_Y, footerText, letterhead, orderPdf, titleBlock } from './sections.server'
import { A4, type Block, COLORS, type Column, type Sheet, stampFooters, table, toBuffer } from './sheet.server'

/** Room kept above the bill's dashed line for the page's footer. */
const ABOVE_BILL = 26

export async function renderBalanceInvoicePdf(document: OrderDocument): Promise<Buffer> {
  const { due } = document
  if (!due) throw new RangeError(`Order ${document.number} has nothing due: no balance invoice`)
  const labels = labelsFor(document.locale)
  const { doc, sheet } = orderPdf(document, labels, labels.invoiceTitle)
  letterhead(sheet, document, labels, [
    `${labels.invoiceDate}${labels.colon}${formatDate(new Date(document.issuedAt))}`,
    `${labels.dueDate}${labels.colon}${formatDate(due.by)}`,
  ])
  const order = document.placedAt ? labels.orderOf(document.number, formatDate(new Date(document.placedAt))) : labels.cart(document.number)
  titleBlock(sheet, labels.invoiceTitle, [order])
  recap(sheet, document, labels)
  summary(sheet, [
    ...totalRows(document, labels),
    ...paymentRows(document, labels),
    { label: labels.amountDue, amount: formatMoney(due.amount), strong: true },
    { label: labels.payBy(due.by), amount: '', muted: true },
  ])
  const reference = paymentReference(document.agency.iban, document.number)
  const pay = document.links.payBalance
  sheet.paragraph(labels.payInstructions(reference.formatted, pay !== null))
  if (pay) sheet.paragraph(`${labels.payOnline}${labels.colon}${pay}`, { color: COLORS.accent, link: pay })
  // The bill takes the bottom of the last page: a page of its own when the recap reaches down there.
  const billTop = A4.height - QR_BILL_HEIGHT
  if (sheet.y > billTop - ABOVE_BILL) sheet.newPage()
  attachQrBill(doc, document, labels)
  stampFooters(doc, footerText(document, labels), labels.pageOf, (index, count) => (index === count - 1 ? billTop - ABOVE_BILL + 8 : FOOTER_Y))
  return toBuffer(doc)
}

/** The items, one row each: a rental with its stay and persons, its options, the other lines. */
function recap(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  const columns: Column[] = [{ width: sheet.width - 100 }, { width: 100, align: 'right' }]
  const blocks: Block[] = []
  for (const rental of document.rentals) {
    blocks.push([
      { cells: [`${rental.title} (${labels.reference(rental.reference)})`, formatMoney(rental.total)], weight: 'bold' },
      { cells: [{ text: `${stayLine(rental, labels)} · ${labels.persons(rental)}`, indent: 8 }, ''], color: COLORS.muted },
    ])
    for (const option of rental.options) blocks.push([{ cells: [{ text: lineTitle(option), indent: 8 }, formatMoney(option.total)] }])
  }
  for (const line of document.lines) blocks.push([{ cells: [lineTitle(line), formatMoney(line.total)] }])
  table(sheet, columns, [labels.orderRecap, labels.amount], blocks)
  sheet.gap(6)
}

/** The payments made, taken off the total (a refund, negative, adds back). */
function paymentRows(document: OrderDocument, labels: Labels): SummaryRow[] {
  return document.payments.map((payment) => ({
    label: labels.paymentMade(labels.paymentKinds[payment.kind], formatDate(new Date(payment.paidAt)), labels.paymentMethods[payment.method]),
    amount: formatMoney(-payment.amount),
  }))
}
