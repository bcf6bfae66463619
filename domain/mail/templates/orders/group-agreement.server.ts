import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import { composeMail } from '../render.server'
import { agencyOfDocument } from '../agency'
import type { MailBlock } from '../content'
import { greeting, orderMail, rentalFacts, signature, words } from './parts.server'

export type GroupAgreementStep = 'requested' | 'agreed' | 'refused'

const TEXT = {
  fr: {
    requested: {
      subject: 'Votre réservation de groupe attend l’accord de l’agence',
      title: 'Nous examinons votre réservation de groupe',
      body: 'Vous réservez plusieurs logements pour des dates qui se recouvrent. Selon nos conditions générales, une telle réservation de groupe demande l’accord préalable du bailleur : nous vous répondons dans les 48 heures, pendant lesquelles ces semaines vous sont réservées.',
      next: 'Dès notre accord, vous recevrez un e-mail avec le lien pour payer.',
    },
    agreed: {
      subject: 'Votre réservation de groupe est acceptée : vous pouvez payer',
      title: 'Nous acceptons votre réservation de groupe',
      body: 'Bonne nouvelle : l’agence accepte votre réservation. Les semaines restent réservées pour vous jusqu’au terme du délai de 48 heures ; payez-la avant pour la confirmer.',
      button: 'Payer ma réservation',
    },
    refused: {
      subject: 'Votre réservation de groupe n’a pas pu être acceptée',
      title: 'Nous ne pouvons pas accepter votre réservation de groupe',
      body: 'Nous sommes désolés : l’agence ne peut pas accepter cette réservation de groupe. Les semaines sont à nouveau libres et rien ne vous a été débité.',
      next: 'Répondez à cet e-mail si vous souhaitez en parler ou choisir d’autres dates.',
    },
  },
  en: {
    requested: {
      subject: 'Your group booking awaits the agency’s agreement',
      title: 'We are looking at your group booking',
      body: 'You are booking several homes for overlapping dates. Under our general terms such a group booking needs the lessor’s prior agreement: we will answer within 48 hours, during which these weeks are held for you.',
      next: 'Once we agree, you will receive an e-mail with the link to pay.',
    },
    agreed: {
      subject: 'Your group booking is accepted: you can pay',
      title: 'We accept your group booking',
      body: 'Good news: the agency accepts your booking. The weeks stay held for you until the end of the 48 hours; pay before then to confirm it.',
      button: 'Pay my booking',
    },
    refused: {
      subject: 'Your group booking could not be accepted',
      title: 'We cannot accept your group booking',
      body: 'We are sorry: the agency cannot accept this group booking. The weeks are free again and nothing was charged.',
      next: 'Reply to this e-mail if you would like to talk about it or choose other dates.',
    },
  },
} as const

/** The customer's e-mail at each step of a group booking's agreement (`payUrl`: the agreed step's link). */
export async function groupAgreementMail(document: OrderDocument, step: GroupAgreementStep, payUrl?: string, note?: string): Promise<MailMessage> {
  const t = TEXT[document.locale][step]
  const order = words(document).order(document.number)
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.body },
    ...(document.rentals.length ? [rentalFacts(document)] : []),
    ...(note ? [{ kind: 'notice' as const, lines: [note] }] : []),
    ...('button' in t && payUrl ? [{ kind: 'button' as const, label: t.button, href: payUrl }] : []),
    ...('next' in t ? [{ kind: 'paragraph' as const, text: t.next }] : []),
    ...signature(document),
  ]
  return orderMail(document, { subject: `${t.subject} — ${order}`, title: t.title, preview: t.body, blocks })
}

/** The agency's notice of a group booking waiting for its answer, with the link to decide. */
export async function groupAgreementNotice(document: OrderDocument, decideUrl: string): Promise<MailMessage> {
  const name = `${document.customer.firstName} ${document.customer.lastName}`
  return composeMail({
    to: document.agency.email,
    replyTo: document.customer.email,
    subject: `Réservation de groupe à accepter — ${document.number} (${name})`,
    content: {
      locale: 'fr',
      agency: agencyOfDocument(document.agency),
      title: 'Une réservation de groupe attend votre accord',
      preview: `${name} réserve plusieurs logements pour des dates qui se recouvrent.`,
      blocks: [
        { kind: 'paragraph', text: `${name} (${document.customer.email}) réserve plusieurs logements pour des dates qui se recouvrent. Les semaines sont retenues 48 heures.` },
        ...(document.rentals.length ? [rentalFacts({ ...document, locale: 'fr' })] : []),
        { kind: 'button', label: 'Accepter ou refuser', href: decideUrl },
      ],
    },
  })
}
