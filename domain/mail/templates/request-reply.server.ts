/**
 * The agency's reply to a request, in the visitor's language. The reply is text a staff member typed:
 * it goes in a quote block, which the layout writes as escaped text (never as HTML).
 */
import type { AgencyContact } from '../../requests/request-mails'
import type { MailMessage } from '../types'
import { agencyFromSite } from './agency'
import { civility, type Civility, displayName, recipient } from './names'
import { composeMail } from './render.server'

export type ReplyRecipient = { locale: 'fr' | 'en'; title: Civility; firstName: string; lastName: string; email: string; subjectTitle: string | null }

export async function requestReply(to: ReplyRecipient, reply: { body: string; staffName: string }, agency: AgencyContact): Promise<MailMessage> {
  const en = to.locale === 'en'
  const subject = en
    ? to.subjectTitle ? `Your request about “${to.subjectTitle}”` : 'Your request'
    : to.subjectTitle ? `Votre demande concernant « ${to.subjectTitle} »` : 'Votre demande'
  const greeting = en ? `Dear ${civility('en', to.title)} ${displayName(to.lastName)},` : `Bonjour ${civility('fr', to.title)} ${displayName(to.lastName)},`
  const closing = en ? `Kind regards,\n${reply.staffName}, ${agency.name}` : `Meilleures salutations,\n${reply.staffName}, ${agency.name}`
  return composeMail({
    to: recipient(displayName(to.firstName, to.lastName), to.email),
    replyTo: agency.email,
    subject,
    content: {
      locale: to.locale,
      agency: agencyFromSite(agency),
      title: subject,
      preview: subject,
      blocks: [
        { kind: 'paragraph', text: greeting },
        { kind: 'quote', text: reply.body },
        { kind: 'paragraph', text: closing },
      ],
    },
  })
}
