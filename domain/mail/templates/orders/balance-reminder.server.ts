import type { OrderDocument } from '../../../orders/document'
import type { MailAttachment, MailMessage } from '../../types'
import { countryName } from '../../../i18n/countries'
import type { MailBlock } from '../content'
import { greeting, orderMail, rentalFacts, signature, words } from './parts.server'
import { day, money } from './words'

/** The balance invoice with its QR-bill (PDF), made by the caller. */
export type BalanceReminderExtra = { invoice: MailAttachment }

const TEXT = {
  fr: {
    subject: (by: string) => `Rappel : solde à payer d'ici le ${by}`,
    title: 'Le solde de votre réservation arrive à échéance',
    due: (amount: string, by: string, order: string) => `Le solde de ${amount} de votre ${order} est à payer au plus tard le ${by}.`,
    card: 'Vous pouvez le payer par carte en quelques instants :',
    transfer: 'Vous pouvez aussi le payer par virement bancaire avec la facture QR jointe : scannez-la dans votre application bancaire, ou saisissez ces données :',
    iban: 'IBAN',
    beneficiary: 'Bénéficiaire',
    amount: 'Montant',
    reference: 'Référence',
    referenceValue: 'celle de la facture QR jointe',
    already: 'Si vous avez déjà payé, merci de ne pas tenir compte de ce message.',
  },
  en: {
    subject: (by: string) => `Reminder: balance due by ${by}`,
    title: 'The balance of your reservation is due soon',
    due: (amount: string, by: string, order: string) => `The balance of ${amount} of your ${order} is due by ${by}.`,
    card: 'You can pay it by card in a few moments:',
    transfer: 'You can also pay it by bank transfer with the attached QR-bill invoice: scan it in your banking app, or enter these details:',
    iban: 'IBAN',
    beneficiary: 'Beneficiary',
    amount: 'Amount',
    reference: 'Reference',
    referenceValue: 'the one on the attached QR-bill',
    already: 'If you have already paid, please disregard this message.',
  },
} as const

/**
 * Sent before the balance is due (the orders' job decides when): the amount, the due date, the
 * payment link, and that a bank transfer with the attached QR-bill invoice is also possible.
 */
export async function balanceReminderMail(document: OrderDocument, extra: BalanceReminderExtra): Promise<MailMessage> {
  const due = document.due
  if (!due) throw new Error(`Order ${document.number}: a balance reminder needs the balance due (document.due)`)
  const w = words(document)
  const t = TEXT[document.locale]
  const order = w.order(document.number)
  const { agency } = document
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.due(money(due.amount), day(due.by), order) },
    ...(document.rentals.length ? [rentalFacts(document)] : []),
    { kind: 'notice', lines: [w.due(due.amount, due.by)] },
    ...(document.links.payBalance
      ? [{ kind: 'paragraph', text: t.card } as const, { kind: 'button', label: w.payBalance, href: document.links.payBalance } as const]
      : []),
    { kind: 'paragraph', text: t.transfer },
    {
      kind: 'facts',
      rows: [
        { label: t.iban, value: agency.iban },
        { label: t.beneficiary, value: `${agency.name}, ${agency.street}, ${agency.zip} ${agency.city}, ${countryName(agency.country, document.locale)}` },
        { label: t.amount, value: money(due.amount) },
        { label: t.reference, value: t.referenceValue },
      ],
    },
    { kind: 'paragraph', text: t.already },
    { kind: 'button', label: w.viewOrder, href: document.links.order },
    ...signature(document),
  ]
  return orderMail(document, {
    subject: `${t.subject(day(due.by))} — ${order}`,
    title: t.title,
    preview: w.due(due.amount, due.by),
    blocks,
    attachments: [extra.invoice],
  })
}
