import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import type { MailBlock } from '../content'
import { greeting, orderMail, type OrderMailFiles, paymentBlocks, rentalFacts, signature, words } from './parts.server'
import { day, money } from './words'

export type DepositReceivedExtra = OrderMailFiles

const TEXT = {
  fr: {
    subject: 'Acompte reçu',
    title: 'Nous avons bien reçu votre acompte',
    received: (amount: string, order: string) => `Nous avons bien reçu votre acompte de ${amount} pour la ${order} : votre réservation est confirmée.`,
    balance: (amount: string, by: string) =>
      `Le solde de ${amount} est à payer au plus tard le ${by}, par carte avec le lien ci-dessous ou depuis la page de votre commande. Nous vous enverrons un rappel avant l'échéance.`,
  },
  en: {
    subject: 'Deposit received',
    title: 'We have received your deposit',
    received: (amount: string, order: string) => `We have received your deposit of ${amount} for ${order}: your reservation is confirmed.`,
    balance: (amount: string, by: string) =>
      `The balance of ${amount} is due by ${by}, by card with the link below or from your order's page. We will send you a reminder before it is due.`,
  },
} as const

/**
 * Status 3: the deposit is paid; the balance, its due date and the link to pay it. The document
 * must say what is due (`due`): without it there is no balance to announce, and that is a bug.
 */
export async function depositReceivedMail(document: OrderDocument, extra: DepositReceivedExtra = {}): Promise<MailMessage> {
  const due = document.due
  if (!due) throw new Error(`Order ${document.number}: a deposit e-mail needs the balance due (document.due)`)
  const w = words(document)
  const t = TEXT[document.locale]
  const order = w.order(document.number)
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.received(money(document.paid), order) },
    ...(document.rentals.length ? [rentalFacts(document)] : []),
    { kind: 'paragraph', text: t.balance(money(due.amount), day(due.by)) },
    ...paymentBlocks(document),
    { kind: 'button', label: w.viewOrder, href: document.links.order },
    ...signature(document),
  ]
  return orderMail(document, {
    subject: `${t.subject} — ${order}`,
    title: t.title,
    preview: w.due(due.amount, due.by),
    blocks,
    attachments: extra.attachments,
  })
}
