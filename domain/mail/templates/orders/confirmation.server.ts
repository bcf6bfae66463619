import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import type { MailBlock } from '../content'
import {
  cancellationBlocks,
  customerFacts,
  greeting,
  itemRows,
  orderMail,
  type OrderMailFiles,
  paymentBlocks,
  signature,
  totalRows,
  words,
} from './parts.server'
import { dayOf, money } from './words'

/** The confirmation PDF ({number}.pdf), made by the caller, goes in `attachments`. */
export type OrderConfirmationExtra = OrderMailFiles

const TEXT = {
  fr: {
    title: 'Votre réservation a bien été reçue',
    thanks: (order: string, placed: string | null) =>
      `Merci pour votre réservation. Voici le récapitulatif de votre ${order}${placed ? ` du ${placed}` : ''}.`,
    received: (amount: string) => `Nous avons bien reçu votre paiement de ${amount}.`,
    pdf: 'Vous trouverez la confirmation de votre commande en pièce jointe (PDF).',
    check: 'Merci de vérifier cette confirmation et de nous signaler toute erreur dans les 2 jours ouvrables.',
  },
  en: {
    title: 'Your reservation has been received',
    thanks: (order: string, placed: string | null) => `Thank you for your reservation. Here is the summary of your ${order}${placed ? ` of ${placed}` : ''}.`,
    received: (amount: string) => `We have received your payment of ${amount}.`,
    pdf: 'The confirmation of your order is attached (PDF).',
    check: 'Please check this confirmation and let us know of any error within 2 business days.',
  },
} as const

/**
 * "Your reservation has been received": the items, totals and VAT, the payments made and what is
 * due and by when, the cancellation terms with their dates, and the link to the order's page.
 */
export async function orderConfirmationMail(document: OrderDocument, extra: OrderConfirmationExtra = {}): Promise<MailMessage> {
  const w = words(document)
  const t = TEXT[document.locale]
  const order = w.order(document.number)
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.thanks(order, document.placedAt ? dayOf(document.placedAt) : null) },
    ...(document.paid > 0 ? [{ kind: 'paragraph', text: t.received(money(document.paid)) } as const] : []),
    { kind: 'button', label: w.viewOrder, href: document.links.order },
    { kind: 'heading', text: w.items },
    { kind: 'amounts', rows: itemRows(document) },
    { kind: 'amounts', rows: totalRows(document) },
    ...paymentBlocks(document),
    ...cancellationBlocks(document),
    ...(document.remarks.trim() ? [{ kind: 'heading', text: w.remarks } as const, { kind: 'quote', text: document.remarks } as const] : []),
    { kind: 'heading', text: w.customer },
    customerFacts(document),
    ...(extra.attachments?.length ? [{ kind: 'paragraph', text: t.pdf } as const] : []),
    { kind: 'paragraph', text: t.check },
    ...signature(document),
  ]
  return orderMail(document, {
    subject: `${t.title} — ${order}`,
    title: t.title,
    preview: `${order[0].toUpperCase()}${order.slice(1)} · ${w.total} ${money(document.total)}`,
    blocks,
    attachments: extra.attachments,
  })
}
