import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import type { MailBlock } from '../content'
import { greeting, orderMail, type RefundNotice, rentalFacts, signature, words } from './parts.server'
import { money } from './words'

export type LostWeekRefundExtra = {
  /** The whole payment, given back. */
  refund: RefundNotice
  /** Where to choose other dates (the rental's page, or the week prices), an absolute link. */
  rebookUrl: string
}

const TEXT = {
  fr: {
    subject: "Paiement remboursé : la semaine n'est plus disponible",
    title: "Votre paiement est remboursé, la semaine n'est plus disponible",
    late: (amount: string, order: string) =>
      `Votre paiement de ${amount} pour la ${order} nous est parvenu après la fin du délai pendant lequel nous vous réservions les dates choisies, et un autre client les a réservées entre-temps :`,
    refunded: (amount: string, method: string) => `Nous vous avons remboursé l'intégralité de votre paiement, ${amount}, ${method}.`,
    notConfirmed: "Votre commande n'est donc pas confirmée et aucune réservation n'a été enregistrée.",
    other: "Pour choisir d'autres dates, consultez les semaines encore libres et refaites votre réservation :",
    rebook: "Choisir d'autres dates",
    sorry: 'Nous vous prions de nous excuser pour ce désagrément. Répondez à cet e-mail si nous pouvons vous aider.',
  },
  en: {
    subject: 'Payment refunded: the week is no longer available',
    title: 'Your payment is refunded, the week is no longer available',
    late: (amount: string, order: string) =>
      `Your payment of ${amount} for ${order} reached us after the time during which we were holding your dates, and another guest booked them in the meantime:`,
    refunded: (amount: string, method: string) => `We have refunded your payment in full, ${amount}, ${method}.`,
    notConfirmed: 'Your order is therefore not confirmed and no booking has been recorded.',
    other: 'To choose other dates, see the weeks that are still free and book again:',
    rebook: 'Choose other dates',
    sorry: 'We apologise for the inconvenience. Reply to this e-mail if we can help.',
  },
} as const

/**
 * A payment that succeeded after its hold expired, once another visitor had booked the week: the
 * whole payment is refunded, the order is not confirmed, and here is how to choose other dates.
 */
export async function lostWeekRefundMail(document: OrderDocument, extra: LostWeekRefundExtra): Promise<MailMessage> {
  const w = words(document)
  const t = TEXT[document.locale]
  const order = w.order(document.number)
  const amount = money(extra.refund.amount)
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.late(amount, order) },
    ...(document.rentals.length ? [rentalFacts(document)] : []),
    { kind: 'notice', lines: [t.refunded(amount, w.refundMethod(extra.refund.method)), w.refundArrives(extra.refund.expectedBy)] },
    { kind: 'paragraph', text: t.notConfirmed },
    { kind: 'paragraph', text: t.other },
    { kind: 'button', label: t.rebook, href: extra.rebookUrl },
    { kind: 'paragraph', text: t.sorry },
    ...signature(document),
  ]
  return orderMail(document, {
    subject: `${t.subject} — ${order}`,
    title: t.title,
    preview: t.refunded(amount, w.refundMethod(extra.refund.method)),
    blocks,
  })
}
