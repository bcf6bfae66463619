/**
 * The figures both order documents show: the items (rentals with their options, packages and
 * services), the totals with the VAT per rate, and the payments made. Laid out as the document
 * gives them: no rule, no sum of their own.
 */
import { formatDate } from '../../format/date'
import { formatMoney as money } from '../../format/money'
import type { DocumentLine, DocumentRental, OrderDocument } from '../document'
import type { Labels } from './labels'
import { COLORS, SIZES, type Block, type Column, type Row, measure, put, type Sheet, table } from './sheet.server'

function itemColumns(width: number): Column[] {
  return [{ width: width - 150 }, { width: 50, align: 'right' }, { width: 100, align: 'right' }]
}

function detailLines(line: DocumentLine, labels: Labels): string[] {
  const dates = line.startDate ? [labels.period(line.startDate, line.endDate)] : []
  return [...dates, ...line.details.map((detail) => `${detail.label}${labels.colon}${detail.value}`)]
}

export function lineTitle(line: DocumentLine): string {
  return line.quantity > 1 ? `${line.quantity} × ${line.title}` : line.title
}

/** An option under its rental, or a package or service line: its title, dates and details. */
function lineRows(line: DocumentLine, labels: Labels, indent: number): Row[] {
  const details = detailLines(line, labels).join('\n')
  return [
    { cells: [{ text: lineTitle(line), indent }, labels.rate(line.vatRate), money(line.total)] },
    ...(details ? [{ cells: [{ text: details, indent: indent + 8 }, '', ''], color: COLORS.muted, size: SIZES.small }] : []),
  ]
}

/** "Du 06.03.2027 au 13.03.2027 · 7 nuits" */
export function stayLine(rental: DocumentRental, labels: Labels): string {
  return `${labels.period(rental.arrival, rental.departure)} · ${labels.nights(rental.nights)}`
}

/** A rental: title and reference, period and nights, persons, rent and tourist tax, options. */
function rentalBlocks(rental: DocumentRental, labels: Labels): Block[] {
  const stay = stayLine(rental, labels)
  const head: Row[] = [
    { cells: [`${rental.title} (${labels.reference(rental.reference)})`, '', money(rental.total)], weight: 'bold' },
    { cells: [{ text: `${stay}\n${labels.persons(rental)}`, indent: 8 }, '', ''], color: COLORS.muted },
  ]
  const tax = rental.touristTaxIncluded ? labels.included : money(rental.touristTax)
  const charges: Row[] = [
    { cells: [{ text: labels.rent, indent: 8 }, labels.rate(rental.vatRate), money(rental.rent)] },
    { cells: [{ text: labels.touristTax, indent: 8 }, labels.noVat, tax] },
  ]
  const options = rental.options.map((option) => lineRows(option, labels, 8))
  // The rental and its charges stay together; each option is a block of its own after them.
  return [[...head, ...charges], ...options]
}

/** A section's title row, kept on the page of its first item. */
function section(title: Row, blocks: Block[]): Block[] {
  const [first, ...rest] = blocks
  return first ? [[title, ...first], ...rest] : []
}

/** The items table: the rentals with their options, then the packages and services. */
export function itemsTable(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  const sectionTitle = (text: string, ruleAbove = false): Row => ({ cells: [text, '', ''], weight: 'bold', color: COLORS.accent, ruleAbove })
  const rentals = document.rentals.flatMap((rental) => rentalBlocks(rental, labels))
  const lines = document.lines.map((line) => lineRows(line, labels, 0))
  const blocks = [
    ...section(sectionTitle(labels.rentals), rentals),
    ...section(sectionTitle(labels.packagesAndServices, rentals.length > 0), lines),
  ]
  table(sheet, itemColumns(sheet.width), [labels.description, labels.vatColumn, labels.amount], blocks)
  sheet.gap(6)
}

/**
 * Subtotal, reduction and total, right-aligned under the items, then the VAT per rate the total
 * includes ("dont TVA 8.1 % sur CHF 840.00 … CHF 62.94"), as Swiss invoices show it.
 */
export function totals(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  summary(sheet, totalRows(document, labels))
}

export function totalRows(document: OrderDocument, labels: Labels): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: labels.subTotal, amount: money(document.subTotal) }]
  if (document.reduction && document.reduction.amount !== 0) {
    rows.push({ label: labels.reductionCode(document.reduction.code), amount: money(-document.reduction.amount) })
  }
  rows.push({ label: labels.total, amount: money(document.total), strong: true })
  for (const line of document.vat) {
    rows.push({ label: labels.vatOn(line.rate, line.total), amount: money(line.vat), muted: true })
  }
  return rows
}

export type SummaryRow = { label: string; amount: string; strong?: boolean; muted?: boolean }

/** Label-amount pairs, right-aligned, kept together. */
export function summary(sheet: Sheet, rows: SummaryRow[]): void {
  const amountWidth = 100
  const labelWidth = sheet.width - amountWidth
  const styleOf = (row: SummaryRow) => ({
    weight: row.strong ? ('bold' as const) : ('regular' as const),
    size: row.strong ? 10 : row.muted ? SIZES.small : SIZES.body,
    color: row.muted ? COLORS.muted : COLORS.text,
    align: 'right' as const,
  })
  const heights = rows.map((row) => measure(sheet.doc, row.label, { ...styleOf(row), width: labelWidth - 6 }) + 2)
  sheet.ensure(heights.reduce((sum, h) => sum + h, 0))
  rows.forEach((row, i) => {
    put(sheet.doc, row.label, sheet.left, sheet.y, { ...styleOf(row), width: labelWidth - 6 })
    put(sheet.doc, row.amount, sheet.left + labelWidth, sheet.y, { ...styleOf(row), width: amountWidth - 6 })
    sheet.y += heights[i]
  })
  sheet.gap(10)
}

/** The payments made (refunds negative), and what they come to. */
export function paymentsTable(sheet: Sheet, document: OrderDocument, labels: Labels): void {
  sheet.heading(labels.paymentsTitle)
  if (document.payments.length === 0) {
    sheet.paragraph(labels.noPayment, { color: COLORS.muted })
    sheet.gap(8)
    return
  }
  const columns: Column[] = [{ width: 90 }, { width: sheet.width - 290 }, { width: 100 }, { width: 100, align: 'right' }]
  const blocks = document.payments.map((payment): Block => [
    {
      cells: [
        formatDate(new Date(payment.paidAt)),
        labels.paymentKinds[payment.kind],
        labels.paymentMethods[payment.method],
        money(payment.amount),
      ],
    },
  ])
  table(sheet, columns, [labels.date, labels.kind, labels.method, labels.amount], blocks)
  summary(sheet, [{ label: labels.paid, amount: money(document.paid), strong: true }])
}
