/**
 * The two e-mails of a request: the agency's notification, in French (the agency's language), and
 * the acknowledgement to the visitor, in the visitor's language (DESIGN §3). Pure.
 */
import { formatDate, toZurichIsoDate } from '../format/date'
import type { MailMessage } from '../mail/types'
import { formatInternational } from '../validation'
import type { RequestKind, RequestTitle, SubjectType } from './request-rules'

export type RequestSubjectInfo = {
  type: SubjectType
  id: number
  reference: string | null
  /** In the visitor's language. */
  title: string | null
  /** In French, for the agency. */
  titleFr: string | null
}

export type StoredRequest = {
  id: number
  kind: RequestKind
  locale: 'fr' | 'en'
  subject: RequestSubjectInfo | null
  title: RequestTitle
  firstName: string
  lastName: string
  email: string
  /** E.164 */
  phone: string
  phoneCountry: string
  /** YYYY-MM-DD */
  birthdate: string | null
  visitDates: string | null
  message: string
  /** Absolute address of the page the form was sent from. */
  pageUrl: string | null
  createdAt: Date
}

export type AgencyContact = { name: string; email: string; phone: string; url: string | null }

const KIND_FR: Record<RequestKind, string> = {
  contact: 'Demande de contact',
  information: "Demande d'information",
  visit: 'Demande de visite',
}
const TITLE_FR: Record<RequestTitle, string> = { mr: 'Monsieur', mrs: 'Madame', ms: 'Mademoiselle' }
const TITLE_EN: Record<RequestTitle, string> = { mr: 'Mr', mrs: 'Mrs', ms: 'Ms' }
const SUBJECT_TYPE_FR: Record<SubjectType, string> = { location: 'location', sale: 'vente' }

/** A display name can hold nothing that would change an address header. */
function displayName(...parts: string[]): string {
  return parts
    .join(' ')
    .replace(/[<>"\\]/g, '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim()
}

/**
 * What an acknowledgement may repeat of a name the visitor typed: letters, spaces, hyphens and
 * apostrophes, 30 characters at most. No digits, dots, slashes or @: the form cannot be used to send a
 * stranger a link, an address or a phone number under the agency's name.
 */
export const SHORT_NAME_LENGTH = 30

export function shortName(...parts: string[]): string {
  const letters = parts
    .join(' ')
    .replace(/[^\p{L}\p{M}'’ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const characters = [...letters]
  if (characters.length <= SHORT_NAME_LENGTH) return letters
  const cut = characters.slice(0, SHORT_NAME_LENGTH).join('')
  // Cut on a word when the limit falls inside one (a single long word is cut anyway).
  const onWord = characters[SHORT_NAME_LENGTH] === ' ' ? cut : cut.replace(/\s+\S*$/, '')
  return onWord.trim() || cut.trim()
}

function subjectLabel(subject: RequestSubjectInfo, title: string | null): string {
  const name = title ?? `${SUBJECT_TYPE_FR[subject.type]} n° ${subject.id}`
  return subject.reference ? `${name} (${subject.reference})` : name
}

function zurichTime(date: Date): string {
  return new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit' }).format(date)
}

/** "Demande d'information — Chalet Les Mélèzes (CM-L-012)" */
export function agencySubject(request: StoredRequest): string {
  const about = request.subject
    ? subjectLabel(request.subject, request.subject.titleFr)
    : displayName(request.firstName, request.lastName)
  return `${KIND_FR[request.kind]} — ${about}`
}

/** The agency's notification: To AGENCY_EMAIL, Reply-To the visitor. */
export function agencyNotification(request: StoredRequest, agencyEmail: string): MailMessage {
  const lines = [
    `${KIND_FR[request.kind]} n° ${request.id} reçue le ${formatDate(toZurichIsoDate(request.createdAt))} à ${zurichTime(request.createdAt)}.`,
    `Langue du visiteur : ${request.locale === 'en' ? 'anglais' : 'français'}. Répondez à cet e-mail pour lui écrire.`,
    '',
  ]
  if (request.subject) {
    lines.push(`Objet : ${SUBJECT_TYPE_FR[request.subject.type]} — ${subjectLabel(request.subject, request.subject.titleFr)}`)
  }
  if (request.pageUrl) lines.push(`Page : ${request.pageUrl}`)
  if (request.subject || request.pageUrl) lines.push('')
  lines.push(
    `Civilité : ${TITLE_FR[request.title]}`,
    `Prénom : ${request.firstName}`,
    `Nom : ${request.lastName}`,
    `E-mail : ${request.email}`,
    `Téléphone : ${formatInternational(request.phone)}`,
  )
  if (request.birthdate) lines.push(`Date de naissance : ${formatDate(request.birthdate)}`)
  if (request.kind === 'visit') lines.push(`Dates de visite souhaitées : ${request.visitDates || '(non précisées)'}`)
  lines.push('', 'Message :', request.message || '(aucun message)')
  return {
    to: agencyEmail,
    replyTo: `${displayName(request.firstName, request.lastName)} <${request.email}>`,
    subject: agencySubject(request),
    text: lines.join('\n'),
  }
}

/**
 * The acknowledgement to the visitor, in the visitor's language. It goes to whatever address was
 * typed, so it carries nothing the visitor wrote beyond a short name (shortName): not the message, not
 * the visit dates, not the phone; the form cannot be used to send someone else a text of one's
 * choosing. The rental's title comes from the catalogue.
 */
export function visitorAcknowledgement(request: StoredRequest, agency: AgencyContact): MailMessage {
  const en = request.locale === 'en'
  const subjectTitle = request.subject?.title ?? null
  const lastName = shortName(request.lastName)
  const greeting = en
    ? lastName ? `Dear ${TITLE_EN[request.title]} ${lastName},` : 'Hello,'
    : lastName ? `Bonjour ${TITLE_FR[request.title]} ${lastName},` : 'Bonjour,'
  const about = subjectTitle ? (en ? ` about “${subjectTitle}”` : ` concernant « ${subjectTitle} »`) : ''
  const received = en
    ? {
        contact: 'We have received your message and will get back to you shortly.',
        information: `We have received your request for information${about} and will get back to you shortly.`,
        visit: `We have received your request for a visit${about} and will contact you shortly to arrange it.`,
      }[request.kind]
    : {
        contact: 'Nous avons bien reçu votre message et nous vous répondrons rapidement.',
        information: `Nous avons bien reçu votre demande d'information${about} et nous vous répondrons rapidement.`,
        visit: `Nous avons bien reçu votre demande de visite${about} et nous vous contacterons rapidement pour convenir d'un rendez-vous.`,
      }[request.kind]
  const reach = en
    ? `If you have any question, you can reach us on ${agency.phone} or at ${agency.email}.`
    : `Pour toute question, vous pouvez nous joindre au ${agency.phone} ou à ${agency.email}.`
  const text = [
    greeting,
    '',
    received,
    '',
    reach,
    '',
    en ? 'Kind regards' : 'Meilleures salutations',
    '',
    agency.name,
    ...(agency.url ? [agency.url] : []),
  ].join('\n')
  const name = shortName(request.firstName, request.lastName)
  return {
    to: name ? `${name} <${request.email}>` : request.email,
    replyTo: agency.email,
    subject: en ? 'We have received your request' : 'Nous avons bien reçu votre demande',
    text,
  }
}
