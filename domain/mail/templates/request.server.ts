/**
 * The two e-mails of a request: the agency's notification, in French (the agency's language), and
 * the acknowledgement to the visitor, in the visitor's language (DESIGN §3).
 */
import { formatDate, toZurichIsoDate } from '../../format/date'
import { type AgencyContact, type RequestSubjectInfo, shortName, type StoredRequest } from '../../requests/request-mails'
import type { RequestKind, SubjectType } from '../../requests/request-rules'
import { formatInternational } from '../../validation'
import type { MailMessage } from '../types'
import { agencyFromSite } from './agency'
import type { MailBlock } from './content'
import { civility, displayName, recipient } from './names'
import { composeMail } from './render.server'

const KIND_FR: Record<RequestKind, string> = {
  contact: 'Demande de contact',
  information: "Demande d'information",
  visit: 'Demande de visite',
}
const SUBJECT_TYPE_FR: Record<SubjectType, string> = { location: 'location', sale: 'vente' }

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

/** The agency's notification: To AGENCY_EMAIL, Reply-To the visitor, the whole request. */
export async function agencyNotification(request: StoredRequest, agencyEmail: string, agency: AgencyContact): Promise<MailMessage> {
  const about: Array<{ label: string; value: string }> = []
  if (request.subject) {
    about.push({ label: 'Objet', value: `${SUBJECT_TYPE_FR[request.subject.type]} — ${subjectLabel(request.subject, request.subject.titleFr)}` })
  }
  if (request.pageUrl) about.push({ label: 'Page', value: request.pageUrl })
  const person = [
    { label: 'Civilité', value: civility('fr', request.title) },
    { label: 'Prénom', value: request.firstName },
    { label: 'Nom', value: request.lastName },
    { label: 'E-mail', value: request.email },
    { label: 'Téléphone', value: formatInternational(request.phone) },
  ]
  if (request.birthdate) person.push({ label: 'Date de naissance', value: formatDate(request.birthdate) })
  if (request.kind === 'visit') person.push({ label: 'Dates de visite souhaitées', value: request.visitDates || '(non précisées)' })
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `${KIND_FR[request.kind]} n° ${request.id} reçue le ${formatDate(toZurichIsoDate(request.createdAt))} à ${zurichTime(request.createdAt)}.`,
    },
    {
      kind: 'paragraph',
      text: `Langue du visiteur : ${request.locale === 'en' ? 'anglais' : 'français'}. Répondez à cet e-mail pour lui écrire.`,
    },
    ...(about.length ? [{ kind: 'facts', rows: about } as const] : []),
    { kind: 'facts', rows: person },
    { kind: 'heading', text: 'Message' },
    { kind: 'quote', text: request.message || '(aucun message)' },
  ]
  const subject = agencySubject(request)
  return composeMail({
    to: agencyEmail,
    replyTo: recipient(displayName(request.firstName, request.lastName), request.email),
    subject,
    content: {
      locale: 'fr',
      agency: agencyFromSite(agency),
      title: subject,
      preview: `${KIND_FR[request.kind]} n° ${request.id}`,
      blocks,
    },
  })
}

/**
 * The acknowledgement to the visitor, in the visitor's language. It goes to whatever address was
 * typed, so it carries nothing the visitor wrote beyond a short name (shortName): not the message, not
 * the visit dates, not the phone; the form cannot be used to send someone else a text of one's
 * choosing. The rental's title comes from the catalogue.
 */
export async function visitorAcknowledgement(request: StoredRequest, agency: AgencyContact): Promise<MailMessage> {
  const en = request.locale === 'en'
  const subjectTitle = request.subject?.title ?? null
  const lastName = shortName(request.lastName)
  const greeting = en
    ? lastName ? `Dear ${civility('en', request.title)} ${lastName},` : 'Hello,'
    : lastName ? `Bonjour ${civility('fr', request.title)} ${lastName},` : 'Bonjour,'
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
  const subject = en ? 'We have received your request' : 'Nous avons bien reçu votre demande'
  return composeMail({
    to: recipient(shortName(request.firstName, request.lastName), request.email),
    replyTo: agency.email,
    subject,
    content: {
      locale: request.locale,
      agency: agencyFromSite(agency),
      title: subject,
      preview: en ? 'We will get back to you shortly.' : 'Nous vous répondrons rapidement.',
      blocks: [
        { kind: 'paragraph', text: greeting },
        { kind: 'paragraph', text: received },
        { kind: 'paragraph', text: reach },
        { kind: 'paragraph', text: en ? 'Kind regards' : 'Meilleures salutations' },
      ],
    },
  })
}
