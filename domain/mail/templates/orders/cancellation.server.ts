import { formatRate } from '../../../vat/rates'
import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import type { MailBlock } from '../content'
import { greeting, itemRows, orderMail, type OrderMailFiles, paymentBlocks, type RefundNotice, signature, words } from './parts.server'
import { day, money } from './words'

/** What the cancellation came to, as the orders module computed it under the terms. */
export type CancellationExtra = OrderMailFiles & {
  /** The day it was recorded (ISO date). */
  cancelledOn: string
  /** What stays due under the cancellation terms (centimes), and the share of the rent it is (basis points). */
  due: number
  rentShare: number
  /** What comes back; null when nothing does. */
  refund: RefundNotice | null
}

const TEXT = {
  fr: {
    subject: 'Annulation de votre réservation',
    title: 'Votre réservation est annulée',
    cancelled: (order: string, on: string) => `Votre ${order} a été annulée le ${on}. Voici ce qui a été annulé :`,
    cancelledItems: 'Réservation annulée',
    settlement: 'Décompte',
    cancelledOn: "Date d'annulation",
    share: (share: number) => (share === 0 ? 'annulation gratuite selon nos conditions' : `${formatRate(share)} % du loyer, selon nos conditions d'annulation`),
    due: 'Montant dû',
    refund: 'Remboursement',
    refundLine: (amount: string, method: string) => `Nous vous remboursons ${amount} ${method}.`,
    noRefund: "Selon nos conditions d'annulation, aucun montant ne vous est remboursé.",
    questions: 'Pour toute question, répondez simplement à cet e-mail.',
  },
  en: {
    subject: 'Your reservation has been cancelled',
    title: 'Your reservation is cancelled',
    cancelled: (order: string, on: string) => `Your ${order} was cancelled on ${on}. This is what was cancelled:`,
    cancelledItems: 'Cancelled reservation',
    settlement: 'Settlement',
    cancelledOn: 'Cancelled on',
    share: (share: number) => (share === 0 ? 'free cancellation under our terms' : `${formatRate(share)} % of the rent, under our cancellation terms`),
    due: 'Amount due',
    refund: 'Refund',
    refundLine: (amount: string, method: string) => `We are refunding ${amount} ${method}.`,
    noRefund: 'Under our cancellation terms, nothing is refunded.',
    questions: 'If you have any question, simply reply to this e-mail.',
  },
} as const

/** What was cancelled, the amount due under the terms, the refund and when it arrives. */
export async function cancellationMail(document: OrderDocument, extra: CancellationExtra): Promise<MailMessage> {
  const w = words(document)
  const t = TEXT[document.locale]
  const order = w.order(document.number)
  const refund = extra.refund && extra.refund.amount > 0 ? extra.refund : null
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.cancelled(order, day(extra.cancelledOn)) },
    { kind: 'heading', text: t.cancelledItems },
    { kind: 'amounts', rows: itemRows(document) },
    { kind: 'heading', text: t.settlement },
    {
      kind: 'facts',
      rows: [
        { label: t.cancelledOn, value: day(extra.cancelledOn) },
        { label: t.due, value: `${money(extra.due)} (${t.share(extra.rentShare)})` },
        { label: t.refund, value: money(refund?.amount ?? 0) },
      ],
    },
    refund
      ? { kind: 'notice', lines: [t.refundLine(money(refund.amount), w.refundMethod(refund.method)), w.refundArrives(refund.expectedBy)] }
      : { kind: 'paragraph', text: t.noRefund },
    ...paymentBlocks({ ...document, due: null }),
    { kind: 'paragraph', text: t.questions },
    { kind: 'button', label: w.viewOrder, href: document.links.order },
    ...signature(document),
  ]
  return orderMail(document, {
    subject: `${t.subject} — ${order}`,
    title: t.title,
    preview: refund ? t.refundLine(money(refund.amount), w.refundMethod(refund.method)) : t.noRefund,
    blocks,
    attachments: extra.attachments,
  })
}
