import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import type { MailBlock } from '../content'
import { greeting, orderMail, signature, words } from './parts.server'
import { day } from './words'

/** The stay the request is about, and the address of its review form (the order's signed link). */
export type ReviewRequestExtra = { stay: { title: string; arrival: string; departure: string }; reviewUrl: string }

const TEXT = {
  fr: {
    subject: (title: string) => `Votre avis sur votre séjour : ${title}`,
    title: 'Comment s’est passé votre séjour ?',
    thanks: (title: string, from: string, to: string) => `Merci d’avoir séjourné à ${title} du ${from} au ${to}. Nous espérons que vous avez passé un excellent séjour à Crans-Montana.`,
    ask: 'Votre avis aide les prochains hôtes à choisir leur location : donnez une note de 1 à 5 étoiles et quelques mots, en deux minutes.',
    button: 'Donner mon avis',
    moderation: 'Les avis sont relus par notre équipe avant d’être publiés sur la page de la location, sous votre prénom et l’initiale de votre nom. Seuls les hôtes d’un séjour réservé chez nous peuvent en donner.',
  },
  en: {
    subject: (title: string) => `Your review of your stay: ${title}`,
    title: 'How was your stay?',
    thanks: (title: string, from: string, to: string) => `Thank you for staying at ${title} from ${from} to ${to}. We hope you had a wonderful time in Crans-Montana.`,
    ask: 'Your review helps the next guests choose their rental: give it 1 to 5 stars and a few words, in two minutes.',
    button: 'Write my review',
    moderation: 'Reviews are read by our team before they are published on the rental’s page, under your first name and the initial of your last name. Only guests of a stay booked with us can write one.',
  },
} as const

/** Sent the day after departure (domain/reviews/request-job.server.ts): the link to the review form. */
export async function reviewRequestMail(document: OrderDocument, extra: ReviewRequestExtra): Promise<MailMessage> {
  const w = words(document)
  const t = TEXT[document.locale]
  const { stay } = extra
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.thanks(stay.title, day(stay.arrival), day(stay.departure)) },
    { kind: 'paragraph', text: t.ask },
    { kind: 'button', label: t.button, href: extra.reviewUrl },
    { kind: 'paragraph', text: t.moderation },
    ...signature(document),
  ]
  return orderMail(document, {
    subject: `${t.subject(stay.title)} — ${w.order(document.number)}`,
    title: t.title,
    preview: t.ask,
    blocks,
  })
}
