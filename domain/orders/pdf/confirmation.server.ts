/**
 * The booking confirmation, {number}.pdf (SPEC §2, DESIGN §3): A4, in the order's language. The
 * agency and the customer, the rentals (period, nights, persons, rent, tourist tax, options), the
 * packages and services, the totals, VAT per rate, the payments, what is still due and by when,
 * the cancellation terms with their dates, the customer's remarks and the general terms to mind.
 * An unpaid order says it is not confirmed. Laid out from the OrderDocument only.
 */
import { formatDate } from '../../format/date'
import { formatMoney } from '../../format/money'
import { siteAddress, TERMS_PATH } from '../../navigation/addresses'
import type { OrderDocument } from '../document'
import { labelsFor, type Labels } from './labels'
import { itemsTable, paymentsTable, totals } from './items.server'
import { FOOTER_Y, footerText, letterhead, notice, orderPdf, titleBlock } from './sections.server'
import { COLORS, type Block, type Column, type Sheet, stampFooters, table, toBuffer } from './sheet.server'

export async function renderConfirmationPdf(document: OrderDocument): Promise<Buffer> {
  const labels = labelsFor(document.locale)
  const { doc, sheet } = orderPdf(document, labels, labels.confirmationTitle)
  letterhead(sheet, document, labels)
  titleBlock(sheet, labels.confirmationTitle, [orderLine(document, labels)])
  if (document.status === 1) notice(sheet, labels.unpaid)
  if (document.status === 4) notice(sheet, labels.cancelled)
  itemsTable(sheet, document, labels)
  totals(sheet, document, labels)
  paymentsTable(sheet, document, labels)
  balance(sheet, document, labels)
  cancellationTerms(sheet, document, labels)
  remarks(sheet, document, labels)
  generalTerms(sheet, document, labels)
  stampFooters(doc, footerText(document, labels), labels.pageOf, () => FOOTER_Y)
  return toBuffer(doc)
}

/** "Commande n° 4827163950 du 20.11.2026"; an unpaid cart has no order date yet. */
function orderLine(document: OrderDocument, labels: Labels): string {
  return document.placedAt ? labels.orderOf(document.number, formatDate(new Date(document.placedAt))) : labels.cart(document.number)
}

/** What is still due and by when, with the link to pay it; or that nothing is. */
function balance(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  if (document.due) {
    sheet.paragraph(labels.stillDue(document.due.amount, document.due.by), { weight: 'bold', size: 10 })
    const pay = document.links.payBalance
    if (pay) sheet.paragraph(`${labels.payOnline}${labels.colon}${pay}`, { color: COLORS.accent, link: pay })
  } else if (document.status === 2) {
    sheet.paragraph(labels.paidInFull, { weight: 'bold', size: 10 })
  }
  sheet.paragraph(`${labels.yourOrder}${labels.colon}${document.links.order}`, { color: COLORS.accent, link: document.links.order })
  sheet.gap(10)
}

/** The tiers of the cancellation terms: the dates each covers, the share of the rent, due and refund. */
function cancellationTerms(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  if (document.cancellation.length === 0) return
  // The terms are short: their heading, table and note stay on one page.
  sheet.heading(labels.cancellationTitle, 14 * (document.cancellation.length + 4))
  sheet.paragraph(labels.cancellationIntro)
  const columns: Column[] = [
    { width: sheet.width - 270 },
    { width: 70, align: 'right' },
    { width: 100, align: 'right' },
    { width: 100, align: 'right' },
  ]
  const blocks = document.cancellation.map((tier): Block => [
    { cells: [labels.tierPeriod(tier), labels.rate(tier.rentShare), formatMoney(tier.due), formatMoney(tier.refund)] },
  ])
  table(sheet, columns, [labels.cancellationPeriod, labels.rentShare, labels.cancellationDue, labels.refund], blocks)
  if (document.cancellation.some((tier) => tier.rentShare === 0)) {
    sheet.paragraph(labels.freeTierNote, { size: 7.5, color: COLORS.muted })
  }
  sheet.gap(10)
}

function remarks(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  if (document.remarks.trim() === '') return
  sheet.heading(labels.remarksTitle)
  sheet.paragraph(document.remarks)
  sheet.gap(10)
}

/** SPEC §1 and §9: errors within 2 business days, insurance claims within 48 hours, Swiss law. */
function generalTerms(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  sheet.heading(labels.termsTitle)
  for (const term of labels.terms) sheet.paragraph(`• ${term}`, { size: 8 })
  const url = siteAddress(document.agency.website, TERMS_PATH, document.locale)
  sheet.paragraph(labels.termsLink(url), { size: 8, color: COLORS.accent, link: url })
}
