/**
 * The pieces the order e-mails share, over the order document (domain/orders/document.ts): the
 * items with their periods, persons, tourist tax and options, the totals and VAT, the payments and
 * what is due, the cancellation terms, and the envelope (to the customer, answers to the agency).
 * Layout only: every figure comes from the document as it is.
 */
import type { DocumentLine, DocumentRental, OrderDocument } from '../../../orders/document'
import { formatInternational } from '../../../validation'
import type { MailAttachment, MailMessage } from '../../types'
import { countryName } from '../../../i18n/countries'
import { agencyOfDocument } from '../agency'
import { type AmountRow, labelled, type MailBlock } from '../content'
import { civility, displayName, recipient } from '../names'
import { composeMail } from '../render.server'
import { money, WORDS, type Words } from './words'

/** What every order e-mail may carry besides the document: files the caller made (PDFs). */
export type OrderMailFiles = { attachments?: readonly MailAttachment[] }

/** A refund as the e-mails announce it. */
export type RefundNotice = {
  /** Centimes, positive. */
  amount: number
  method: 'card' | 'transfer'
  /** The ISO date by which it should reach the customer; null when nobody can say. */
  expectedBy: string | null
}

export function words(document: OrderDocument): Words {
  return WORDS[document.locale]
}

export function greeting(document: OrderDocument): MailBlock {
  const { customer, locale } = document
  return { kind: 'paragraph', text: words(document).greeting(civility(locale, customer.title), displayName(customer.lastName)) }
}

export function signature(document: OrderDocument): MailBlock[] {
  const w = words(document)
  return [{ kind: 'paragraph', text: `${w.regards}\n${w.team(document.agency.name)}` }]
}

function lineDetails(line: DocumentLine, w: Words, locale: OrderDocument['locale']): string[] {
  return [
    ...line.details.map((d) => labelled(locale, d.label, d.value)),
    ...(line.quantity > 1 ? [labelled(locale, w.quantity, String(line.quantity))] : []),
    ...(line.startDate ? [w.serviceDates(line.startDate, line.endDate)] : []),
  ]
}

function rentalRows(rental: DocumentRental, w: Words, locale: OrderDocument['locale']): AmountRow[] {
  return [
    {
      label: rental.reference ? `${rental.title} (${rental.reference})` : rental.title,
      details: [w.period(rental.arrival, rental.departure), `${w.nights(rental.nights)} · ${w.persons(rental.adults, rental.childAges)}`],
      amount: null,
    },
    { label: w.rent, amount: money(rental.rent), level: 1 },
    { label: w.touristTax, amount: rental.touristTaxIncluded ? w.included : money(rental.touristTax), level: 1 },
    ...rental.options.map((option): AmountRow => ({
      label: option.title,
      details: lineDetails(option, w, locale),
      amount: money(option.total),
      level: 1,
    })),
  ]
}

/** Rentals (period, persons, rent, tourist tax, options nested), then packages and services. */
export function itemRows(document: OrderDocument): AmountRow[] {
  const w = words(document)
  return [
    ...document.rentals.flatMap((rental) => rentalRows(rental, w, document.locale)),
    ...document.lines.map((line): AmountRow => ({ label: line.title, details: lineDetails(line, w, document.locale), amount: money(line.total) })),
  ]
}

/** Subtotal, reduction, total, and the VAT it includes per rate. */
export function totalRows(document: OrderDocument): AmountRow[] {
  const w = words(document)
  return [
    ...(document.reduction && document.reduction.amount !== 0
      ? [
          { label: w.subTotal, amount: money(document.subTotal) },
          { label: w.reduction(document.reduction.code), amount: money(-Math.abs(document.reduction.amount)) },
        ]
      : []),
    { label: w.total, amount: money(document.total), total: true },
    ...document.vat.map((line): AmountRow => ({ label: w.vatOn(line.rate, line.total), amount: money(line.vat), level: 1 })),
  ]
}

/** The payments made (and refunds), what is paid so far, and what is still due and by when. */
export function paymentBlocks(document: OrderDocument): MailBlock[] {
  const w = words(document)
  const blocks: MailBlock[] = []
  if (document.payments.length) {
    blocks.push(
      { kind: 'heading', text: w.payments },
      {
        kind: 'amounts',
        rows: [
          ...document.payments.map((payment): AmountRow => ({ label: w.payment(payment), amount: money(payment.amount) })),
          { label: w.paid, amount: money(document.paid), total: true },
        ],
      },
    )
  }
  if (document.due) {
    blocks.push({ kind: 'notice', lines: [w.due(document.due.amount, document.due.by)] })
    if (document.links.payBalance) blocks.push({ kind: 'button', label: w.payBalance, href: document.links.payBalance })
  }
  return blocks
}

/** The cancellation terms with their dates for this order; nothing for an order without rentals. */
export function cancellationBlocks(document: OrderDocument): MailBlock[] {
  if (!document.cancellation.length) return []
  const w = words(document)
  return [
    { kind: 'heading', text: w.cancellationTerms },
    {
      kind: 'amounts',
      rows: document.cancellation.map((tier): AmountRow => ({
        label: w.tierPeriod(tier.from, tier.to),
        details: [w.tierShare(tier.rentShare), w.tierDue(tier.due), w.tierRefund(tier.refund)],
        amount: null,
      })),
    },
  ]
}

/** The customer as the order knows them. */
export function customerFacts(document: OrderDocument): MailBlock {
  const w = words(document)
  const c = document.customer
  const street = [`${c.street} ${c.streetNumber}`.trim(), c.complement].filter(Boolean).join(', ')
  return {
    kind: 'facts',
    rows: [
      { label: w.name, value: `${civility(document.locale, c.title)} ${c.firstName} ${c.lastName}` },
      { label: w.address, value: `${street}, ${c.zip} ${c.city}, ${countryName(c.country, document.locale)}` },
      { label: w.email, value: c.email },
      { label: w.phone, value: formatInternational(c.phone) },
    ],
  }
}

/** The rentals as one line each: "Chalet Les Mélèzes (CM-L-012): Du 12.12.2026 au 19.12.2026". */
export function rentalFacts(document: OrderDocument): MailBlock {
  const w = words(document)
  return {
    kind: 'facts',
    rows: document.rentals.map((rental) => ({
      label: rental.reference ? `${rental.title} (${rental.reference})` : rental.title,
      value: w.period(rental.arrival, rental.departure),
    })),
  }
}

/** Sent to the customer in the order's language; an answer goes to the agency. */
export async function orderMail(
  document: OrderDocument,
  input: { subject: string; title: string; preview: string; blocks: readonly MailBlock[]; attachments?: readonly MailAttachment[] },
): Promise<MailMessage> {
  const { customer } = document
  return composeMail({
    to: recipient(`${customer.firstName} ${customer.lastName}`, customer.email),
    replyTo: document.agency.email,
    subject: input.subject,
    attachments: input.attachments,
    content: {
      locale: document.locale,
      agency: agencyOfDocument(document.agency),
      title: input.title,
      preview: input.preview,
      blocks: input.blocks,
    },
  })
}
