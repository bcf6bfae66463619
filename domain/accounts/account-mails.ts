/**
 * The account's e-mails, in the account's language (DESIGN §3: never a fixed one). Pure.
 */
import type { MailMessage } from '../mail/types'

export type MailLocale = 'fr' | 'en'

export type SiteInfo = { name: string; url: string; email: string; phone: string }

/** A display name can hold nothing that would change an address header. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/[<>"\\]/g, '').replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
}

export function welcomeMail(input: {
  locale: MailLocale
  to: string
  firstName: string
  lastName: string
  site: SiteInfo
  /** Absolute address of the profile page in the account's language. */
  profileUrl: string
}): MailMessage {
  const { site } = input
  const name = clean(`${input.firstName} ${input.lastName}`)
  const to = name ? `${name} <${input.to}>` : input.to
  if (input.locale === 'en') {
    return {
      to,
      subject: `Welcome to ${site.name}`,
      text: [
        `Hello ${clean(input.firstName)},`,
        '',
        `Your account at ${site.name} has been created with the address ${input.to}.`,
        'You can now book faster and follow your orders.',
        '',
        `Your details: ${input.profileUrl}`,
        '',
        `If you did not create this account, please let us know at ${site.email} or ${site.phone}.`,
        '',
        site.name,
        site.url,
      ].join('\n'),
    }
  }
  return {
    to,
    subject: `Bienvenue chez ${site.name}`,
    text: [
      `Bonjour ${clean(input.firstName)},`,
      '',
      `Votre compte ${site.name} a été créé avec l’adresse ${input.to}.`,
      'Vous pouvez désormais réserver plus rapidement et suivre vos commandes.',
      '',
      `Vos informations : ${input.profileUrl}`,
      '',
      `Si vous n’êtes pas à l’origine de cette inscription, écrivez-nous à ${site.email} ou appelez le ${site.phone}.`,
      '',
      site.name,
      site.url,
    ].join('\n'),
  }
}

export function passwordResetMail(input: {
  locale: MailLocale
  to: string
  firstName: string
  site: SiteInfo
  /** The single-use link, valid one hour. */
  link: string
  validMinutes: number
}): MailMessage {
  const { site } = input
  if (input.locale === 'en') {
    return {
      to: input.to,
      subject: `${site.name}: choose a new password`,
      text: [
        `Hello ${clean(input.firstName)},`,
        '',
        'Someone (probably you) asked to choose a new password for your account.',
        `Open this link within ${input.validMinutes} minutes to choose it (it works once):`,
        '',
        input.link,
        '',
        'If you did not ask for it, ignore this e-mail: your password stays the same.',
        '',
        site.name,
        site.url,
      ].join('\n'),
    }
  }
  return {
    to: input.to,
    subject: `${site.name} : choisissez un nouveau mot de passe`,
    text: [
      `Bonjour ${clean(input.firstName)},`,
      '',
      'Quelqu’un (probablement vous) a demandé à choisir un nouveau mot de passe pour votre compte.',
      `Ouvrez ce lien dans les ${input.validMinutes} minutes pour le choisir (il ne fonctionne qu’une fois) :`,
      '',
      input.link,
      '',
      'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
      '',
      site.name,
      site.url,
    ].join('\n'),
  }
}
