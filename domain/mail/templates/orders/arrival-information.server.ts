/**
 * The arrival information of a stay (docs/decisions/057), e-mailed ARRIVAL_DAYS_BEFORE days before the
 * arrival in the order's language: the address, times, key pickup, access code, parking and Wi-Fi,
 * and the order's signed link, where the same information stays. One e-mail per stay.
 */
import type { ArrivalTexts } from '../../../../db/schema'
import type { OrderDocument } from '../../../orders/document'
import type { MailMessage } from '../../types'
import type { MailBlock } from '../content'
import { greeting, orderMail, signature, words } from './parts.server'
import { day } from './words'

/** One stay's information, its texts already in the order's language and its secrets opened. */
export type ArrivalMailStay = {
  title: string
  reference: string
  arrival: string
  departure: string
  checkInFrom: string
  checkOutBy: string
  accessCode: string
  wifiNetwork: string
  wifiPassword: string
  texts: ArrivalTexts
}

const TEXT = {
  fr: {
    subject: (title: string, arrival: string) => `Votre arrivée le ${arrival} : ${title}`,
    title: 'Informations d’arrivée',
    preview: (title: string, arrival: string) => `Tout pour arriver le ${arrival} à ${title}.`,
    intro: (title: string, arrival: string, departure: string) => `Votre séjour à ${title} approche : du ${arrival} au ${departure}. Voici tout ce qu’il faut pour arriver.`,
    address: 'Adresse',
    checkIn: 'Arrivée',
    checkInValue: (time: string) => `dès ${time}`,
    checkOut: 'Départ',
    checkOutValue: (time: string) => `au plus tard à ${time}`,
    keyPickup: 'Remise des clés',
    accessCode: 'Code d’accès',
    parking: 'Parking',
    wifi: 'Wi-Fi',
    wifiNetwork: 'Réseau',
    wifiPassword: 'Mot de passe',
    notes: 'À savoir',
    keep: 'Ces informations restent sur la page de votre commande. Gardez le code d’accès pour vous.',
  },
  en: {
    subject: (title: string, arrival: string) => `Your arrival on ${arrival}: ${title}`,
    title: 'Arrival information',
    preview: (title: string, arrival: string) => `Everything you need to arrive at ${title} on ${arrival}.`,
    intro: (title: string, arrival: string, departure: string) => `Your stay at ${title} is coming up: ${arrival} to ${departure}. Here is everything you need to arrive.`,
    address: 'Address',
    checkIn: 'Check-in',
    checkInValue: (time: string) => `from ${time}`,
    checkOut: 'Check-out',
    checkOutValue: (time: string) => `by ${time}`,
    keyPickup: 'Key pickup',
    accessCode: 'Access code',
    parking: 'Parking',
    wifi: 'Wi-Fi',
    wifiNetwork: 'Network',
    wifiPassword: 'Password',
    notes: 'Good to know',
    keep: 'This information stays on your order’s page. Keep the access code to yourself.',
  },
} as const

export async function arrivalInformationMail(document: OrderDocument, stay: ArrivalMailStay): Promise<MailMessage> {
  const w = words(document)
  const t = TEXT[document.locale]
  const arrival = day(stay.arrival)
  const section = (heading: string, text: string): MailBlock[] => (text ? [{ kind: 'heading', text: heading }, { kind: 'quote', text }] : [])
  const blocks: MailBlock[] = [
    greeting(document),
    { kind: 'paragraph', text: t.intro(stay.title, arrival, day(stay.departure)) },
    {
      kind: 'facts',
      rows: [
        { label: t.address, value: stay.texts.address },
        { label: t.checkIn, value: `${arrival}, ${t.checkInValue(stay.checkInFrom)}` },
        { label: t.checkOut, value: `${day(stay.departure)}, ${t.checkOutValue(stay.checkOutBy)}` },
        ...(stay.accessCode ? [{ label: t.accessCode, value: stay.accessCode }] : []),
      ],
    },
    ...section(t.keyPickup, stay.texts.keyPickup),
    ...section(t.parking, stay.texts.parking),
    ...(stay.wifiNetwork || stay.wifiPassword
      ? [
          { kind: 'heading', text: t.wifi } as const,
          {
            kind: 'facts',
            rows: [...(stay.wifiNetwork ? [{ label: t.wifiNetwork, value: stay.wifiNetwork }] : []), ...(stay.wifiPassword ? [{ label: t.wifiPassword, value: stay.wifiPassword }] : [])],
          } as const,
        ]
      : []),
    ...section(t.notes, stay.texts.notes),
    { kind: 'paragraph', text: t.keep },
    { kind: 'button', label: w.viewOrder, href: document.links.order },
    ...signature(document),
  ]
  return orderMail(document, {
    subject: t.subject(stay.title, arrival),
    title: t.title,
    preview: t.preview(stay.title, arrival),
    blocks,
  })
}
