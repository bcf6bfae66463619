/**
 * What the account services tell a person, by stable code, in French and English (SPEC §8; other
 * languages fall back to French). The API answers `{code, message}` with these texts; the pages show
 * the same texts in their status alerts.
 */
import { type CodeOf, messagesByCode } from '../i18n/messages-by-code'

const MESSAGES = messagesByCode({
  fr: {
    AUTH_FAIL: 'Accès refusé',
    AUTH_SUCCESS: 'Connecté',
    user_already_exists: 'Erreur : Utilisateur déjà existant',
    JWT_NOT_FOUND: 'Utilisateur non trouvé',
    JWT_EXPIRED: 'Votre session a expiré, veuillez vous reconnecter',
    JWT_INVALID: 'Votre session n’est plus valable, veuillez vous reconnecter',
    ORDER_HAS_ACCOUNT:
      'Un compte a déjà été créé pour cette commande : connectez-vous avec son adresse e-mail pour la retrouver dans « Mes dernières réservations ».',
    saved_personal_data: 'Vos données personnelles ont été mises à jour',
    signed_up: 'Compte créé avec succès. Un e-mail de confirmation vous a été envoyé.',
    LOGGED_OUT: 'Vous êtes déconnecté',
    TOO_MANY_ATTEMPTS: 'Trop de tentatives, veuillez réessayer dans quelques minutes',
    VALIDATION_FAILED: 'Veuillez corriger les champs indiqués',
    reset_link_sent:
      'Si un compte existe pour cette adresse, un e-mail avec un lien valable une heure vient de lui être envoyé. Pensez à vérifier vos courriers indésirables.',
    reset_token_invalid: 'Ce lien n’est plus valable. Veuillez demander un nouveau lien.',
    password_changed: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
    FAILED: 'Une erreur est survenue, veuillez réessayer dans un instant',
  },
  en: {
    AUTH_FAIL: 'Access denied',
    AUTH_SUCCESS: 'Connected',
    user_already_exists: 'Error : user already exists',
    JWT_NOT_FOUND: 'User not found',
    JWT_EXPIRED: 'Your session has expired, please log in again',
    JWT_INVALID: 'Your session is no longer valid, please log in again',
    ORDER_HAS_ACCOUNT: 'An account has already been created for this order: sign in with its e-mail address to find it in “My latest bookings”.',
    saved_personal_data: 'Your personal data has been updated',
    signed_up: 'Account created successfully. A confirmation e-mail has been sent to you.',
    LOGGED_OUT: 'You are logged out',
    TOO_MANY_ATTEMPTS: 'Too many attempts, please try again in a few minutes',
    VALIDATION_FAILED: 'Please correct the fields shown',
    reset_link_sent:
      'If an account exists for this address, an e-mail with a link valid for one hour has just been sent to it. Remember to check your spam folder.',
    reset_token_invalid: 'This link is no longer valid. Please ask for a new link.',
    password_changed: 'Your password has been changed. Log in with your new password.',
    FAILED: 'Something went wrong, please try again in a moment',
  },
})

export type AccountMessageCode = CodeOf<typeof MESSAGES>

export const ACCOUNT_MESSAGES: Readonly<Record<'fr' | 'en', Readonly<Record<AccountMessageCode, string>>>> = { fr: MESSAGES.fr, en: MESSAGES.en }

export function isAccountMessageCode(value: unknown): value is AccountMessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES.fr, value)
}

export function accountMessage(code: AccountMessageCode, locale: string): string {
  return MESSAGES.text(code, locale)
}

/** Success messages clear themselves (SPEC §4): 3000 ms after a login, 3600 ms otherwise. */
export const SUCCESS_TIMEOUT_MS = { login: 3000, other: 3600 } as const

/** The codes shown as a success (the others are errors, which stay). */
const SUCCESS_CODES: ReadonlySet<AccountMessageCode> = new Set([
  'AUTH_SUCCESS', 'saved_personal_data', 'signed_up', 'LOGGED_OUT', 'reset_link_sent', 'password_changed',
])

export function isSuccessCode(code: AccountMessageCode): boolean {
  return SUCCESS_CODES.has(code)
}

/** How long a success status stays on screen; null for an error, which stays. */
export function statusTimeout(code: AccountMessageCode): number | null {
  if (!isSuccessCode(code)) return null
  return code === 'AUTH_SUCCESS' ? SUCCESS_TIMEOUT_MS.login : SUCCESS_TIMEOUT_MS.other
}
