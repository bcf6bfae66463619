/**
 * The account's e-mails, in the account's language (DESIGN §3: never a fixed one): the welcome of
 * a new account and the password reset link.
 */
import type { AgencyAddress } from '../../agency/address'
import type { MailMessage } from '../types'
import { agencyFromSite } from './agency'
import type { MailBlock, MailLocale } from './content'
import { displayName, recipient } from './names'
import { composeMail } from './render.server'

export type { MailLocale }

/** The site as the account e-mails name it (AGENCY_* settings, PUBLIC_URL, CONTACT_EMAIL, CONTACT_PHONE). */
export type SiteInfo = { name: string; url: string; email: string; phone: string; address: AgencyAddress }

export async function welcomeMail(input: {
  locale: MailLocale
  to: string
  firstName: string
  lastName: string
  site: SiteInfo
  /** Absolute address of the profile page in the account's language. */
  profileUrl: string
}): Promise<MailMessage> {
  const { site } = input
  const en = input.locale === 'en'
  const title = en ? `Welcome to ${site.name}` : `Bienvenue chez ${site.name}`
  const first = displayName(input.firstName)
  const blocks: MailBlock[] = en
    ? [
        { kind: 'paragraph', text: `Hello ${first},` },
        { kind: 'paragraph', text: `Your account at ${site.name} has been created with the address ${input.to}.` },
        { kind: 'paragraph', text: 'You can now book faster and follow your orders.' },
        { kind: 'button', label: 'Your details', href: input.profileUrl },
        { kind: 'paragraph', text: `If you did not create this account, please let us know at ${site.email} or ${site.phone}.` },
      ]
    : [
        { kind: 'paragraph', text: `Bonjour ${first},` },
        { kind: 'paragraph', text: `Votre compte ${site.name} a été créé avec l’adresse ${input.to}.` },
        { kind: 'paragraph', text: 'Vous pouvez désormais réserver plus rapidement et suivre vos commandes.' },
        { kind: 'button', label: 'Vos informations', href: input.profileUrl },
        { kind: 'paragraph', text: `Si vous n’êtes pas à l’origine de cette inscription, écrivez-nous à ${site.email} ou appelez le ${site.phone}.` },
      ]
  return composeMail({
    to: recipient(`${input.firstName} ${input.lastName}`, input.to),
    subject: title,
    content: {
      locale: input.locale,
      agency: agencyFromSite(site),
      title,
      preview: en ? 'Your account has been created.' : 'Votre compte a été créé.',
      blocks,
    },
  })
}

export async function passwordResetMail(input: {
  locale: MailLocale
  to: string
  firstName: string
  site: SiteInfo
  /** The single-use link, valid one hour. */
  link: string
  validMinutes: number
}): Promise<MailMessage> {
  const { site } = input
  const en = input.locale === 'en'
  const first = displayName(input.firstName)
  const blocks: MailBlock[] = en
    ? [
        { kind: 'paragraph', text: `Hello ${first},` },
        { kind: 'paragraph', text: 'Someone (probably you) asked to choose a new password for your account.' },
        { kind: 'paragraph', text: `Open this link within ${input.validMinutes} minutes to choose it (it works once):` },
        { kind: 'button', label: 'Choose a new password', href: input.link },
        { kind: 'paragraph', text: 'If you did not ask for it, ignore this e-mail: your password stays the same.' },
      ]
    : [
        { kind: 'paragraph', text: `Bonjour ${first},` },
        { kind: 'paragraph', text: 'Quelqu’un (probablement vous) a demandé à choisir un nouveau mot de passe pour votre compte.' },
        { kind: 'paragraph', text: `Ouvrez ce lien dans les ${input.validMinutes} minutes pour le choisir (il ne fonctionne qu’une fois) :` },
        { kind: 'button', label: 'Choisir un nouveau mot de passe', href: input.link },
        { kind: 'paragraph', text: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.' },
      ]
  return composeMail({
    to: input.to,
    subject: en ? `${site.name}: choose a new password` : `${site.name} : choisissez un nouveau mot de passe`,
    content: {
      locale: input.locale,
      agency: agencyFromSite(site),
      title: en ? 'Choose a new password' : 'Choisissez un nouveau mot de passe',
      preview: en ? `A link to choose a new password, valid ${input.validMinutes} minutes.` : `Un lien pour choisir un nouveau mot de passe, valable ${input.validMinutes} minutes.`,
      blocks,
    },
  })
}
