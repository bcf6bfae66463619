import type { PriceChangeKind } from '../../../../db/schema'
import { formatLongDateTime } from '../../../format/date'
import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import type { MailBlock } from '../content'
import { greeting, orderMail, type OrderMailFiles, paymentBlocks, signature, words } from './parts.server'
import { money } from './words'

/** A price the agency changed on a placed order (domain/orders/price-change), as the customer reads it. */
export type PriceChangeExtra = OrderMailFiles & {
  kind: PriceChangeKind
  item: { title: string; before: number; after: number }
  orderBefore: number
  reason: string
  /** What goes back to the customer (the new total is below what was paid), centimes. */
  refund: number
  /** The link that withdraws at no cost and its last moment (ISO instant), when the terms give one. */
  withdrawal: { url: string; until: string } | null
}

const TEXT = {
  fr: {
    subject: { concierge_rise: 'Changement de prix d’un service', correction: 'Correction d’un prix erroné' },
    intro: {
      concierge_rise: (order: string) => `Le prestataire d’un service de votre ${order} a augmenté son prix. Selon nos conditions générales, une telle hausse peut vous être facturée jusqu’à 20 jours avant le départ.`,
      correction: (order: string) => `Le prix d’une ligne de votre ${order} était erroné. Selon nos conditions générales, nous le corrigeons dans les 48 heures ouvrables qui suivent la commande.`,
    },
    reason: 'Raison',
    line: 'Ligne',
    before: 'Prix précédent',
    after: 'Nouveau prix',
    totalBefore: 'Total précédent',
    total: 'Nouveau total',
    refund: (amount: string) => `Le nouveau total est inférieur à ce que vous avez payé : nous vous remboursons ${amount} sur le moyen de paiement utilisé.`,
    withdraw: (until: string) => `Si vous n’acceptez pas ce changement, vous pouvez retirer votre réservation sans frais jusqu’au ${until} : tout ce que vous avez payé vous sera remboursé.`,
    withdrawButton: 'Voir le changement ou me retirer',
    keep: 'Si vous l’acceptez, vous n’avez rien à faire.',
  },
  en: {
    subject: { concierge_rise: 'A service’s price has changed', correction: 'Correction of a mistaken price' },
    intro: {
      concierge_rise: (order: string) => `The provider of a service in your ${order} has raised its price. Under our general terms such a rise may be charged up to 20 days before departure.`,
      correction: (order: string) => `The price of a line of your ${order} was mistaken. Under our general terms we correct it within 48 business hours of the order.`,
    },
    reason: 'Reason',
    line: 'Line',
    before: 'Previous price',
    after: 'New price',
    totalBefore: 'Previous total',
    total: 'New total',
    refund: (amount: string) => `The new total is below what you paid: we are refunding ${amount} to the means of payment you used.`,
    withdraw: (until: string) => `If you do not accept this change, you may withdraw your booking at no cost until ${until}: everything you paid will be refunded.`,
    withdrawButton: 'See the change or withdraw',
    keep: 'If you accept it, there is nothing to do.',
  },
} as const

/** The change, the new amounts, what is due or refunded, and the withdrawal link when there is one. */
export async function priceChangeMail(document: OrderDocument, extra: PriceChangeExtra): Promise<MailMessage> {
  const t = TEXT[document.locale]
  const w = words(document)
  const order = w.order(document.number)
  const withdrawal = extra.withdrawal
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.intro[extra.kind](order) },
    {
      kind: 'facts',
      rows: [
        { label: t.line, value: extra.item.title },
        { label: t.before, value: money(extra.item.before) },
        { label: t.after, value: money(extra.item.after) },
        { label: t.totalBefore, value: money(extra.orderBefore) },
        { label: t.total, value: money(document.total) },
        { label: t.reason, value: extra.reason },
      ],
    },
    ...(extra.refund > 0 ? [{ kind: 'notice' as const, lines: [t.refund(money(extra.refund))] }] : []),
    ...paymentBlocks(document),
    ...(withdrawal
      ? [
          { kind: 'paragraph' as const, text: t.withdraw(formatLongDateTime(withdrawal.until, document.locale)) },
          { kind: 'button' as const, label: t.withdrawButton, href: withdrawal.url },
          { kind: 'paragraph' as const, text: t.keep },
        ]
      : [{ kind: 'button' as const, label: w.viewOrder, href: document.links.order }]),
    ...signature(document),
  ]
  return orderMail(document, { subject: `${t.subject[extra.kind]} — ${order}`, title: t.subject[extra.kind], preview: t.intro[extra.kind](order), blocks, attachments: extra.attachments })
}
