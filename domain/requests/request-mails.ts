/**
 * What the two e-mails of a request are made of: the stored request and the agency's contact, and
 * the short name, the only text the visitor typed that the acknowledgement may repeat
 * (docs/decisions/014). The e-mails themselves are domain/mail/templates/request.server.ts.
 */
import type { AgencyAddress } from '../agency/address'
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

/** The agency as the request e-mails sign: its name, contact, site and its one postal address. */
export type AgencyContact = { name: string; email: string; phone: string; url: string | null; address: AgencyAddress }

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
