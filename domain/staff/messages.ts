/** What the staff access services tell a person, by stable code, in French and English. */
import { type CodeOf, messagesByCode } from '../i18n/messages-by-code'

const MESSAGES = messagesByCode({
  fr: {
    setup_link_invalid: 'Ce lien de mise en place n’est plus valable. Demandez-en un nouveau à un administrateur.',
    code_invalid: 'Ce code ne convient pas. Saisissez le code à six chiffres affiché maintenant par votre application, ou un code de secours.',
    staff_only: 'Cette adresse n’est pas celle d’un membre de l’agence.',
    code_expired: 'Le temps de saisir le code est écoulé. Saisissez à nouveau votre adresse e-mail et votre mot de passe.',
    recovery_codes_low: 'Vous vous êtes connecté avec un code de secours. Il vous en reste {count}.',
  },
  en: {
    setup_link_invalid: 'This set-up link is no longer valid. Ask an administrator for a new one.',
    code_invalid: 'This code does not fit. Type the six-digit code your app shows now, or a recovery code.',
    staff_only: 'This address is not that of an agency staff member.',
    code_expired: 'The time to type the code has run out. Type your e-mail address and password again.',
    recovery_codes_low: 'You signed in with a recovery code. You have {count} left.',
  },
})

export type StaffMessageCode = CodeOf<typeof MESSAGES>

export function staffMessage(code: StaffMessageCode, locale: 'fr' | 'en'): string {
  return MESSAGES.text(code, locale)
}
