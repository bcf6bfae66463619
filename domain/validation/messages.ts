/**
 * Validation messages, word for word as SPEC §5 gives them (French / English). German and Italian
 * fall back to French (DESIGN §3). Keys are stable: pages, APIs and tests may rely on them.
 * A new rule kind adds its key here in both languages; the back office's keys are in
 * back-office-messages.ts.
 */
import { textIn } from '../i18n/bilingual'
import { BACK_OFFICE_EN, BACK_OFFICE_FR } from './back-office-messages'

const publicFr = {
  'validation.required': 'Ce champ est requis',
  'validation.email': 'Ce champ doit être une adresse e-mail valide',
  'validation.phone': 'Ce champ doit être un numéro de téléphone valide',
  'validation.adult': "Vous n'êtes pas majeur",
  'validation.invalid': 'Ce champ est invalide',
  'validation.maxLength': 'Ce champ ne doit pas dépasser {{max}} caractères',
  'validation.minLength': 'Ce champ doit contenir au moins {{min}} caractères',
  'validation.confirm': 'Veuillez confirmer votre mot de passe',
  'validation.notEqualTo': 'Ce champ doit être différent de votre adresse e-mail',
  'validation.passwordStrength': 'Mot de passe trop facile à deviner',
  'validation.min': 'Ce champ doit être supérieur ou égal à {{min}}',
  'validation.max': 'Ce champ doit être inférieur ou égal à {{max}}',
  'validation.quantity': 'La quantité doit être comprise entre 1 et {{max}}',
  'validation.fullAddress': 'Veuillez saisir une adresse valide',
  'validation.includedInRentalDates': 'Veuillez saisir une date comprise dans les dates choisies pour la location',
  'validation.oneTimeCode': 'Ce code ne convient pas : saisissez le code à six chiffres affiché maintenant par votre application',
  'validation.slugTaken': 'Cette adresse est déjà prise par un autre contenu de ce type',
  'validation.endAfterStart': 'La fin doit venir après le début',
} as const

const fr = { ...publicFr, ...BACK_OFFICE_FR }

export type MessageKey = keyof typeof fr

const en: Record<MessageKey, string> = {
  ...BACK_OFFICE_EN,
  'validation.required': 'This field is mandatory',
  'validation.email': 'This field must be a valid email address',
  'validation.phone': 'This field must be a valid phone number',
  'validation.adult': "You're under 18",
  'validation.invalid': 'This field is invalid',
  'validation.maxLength': 'This field must not exceed {{max}} characters',
  'validation.minLength': 'This field must have at least {{min}} characters',
  'validation.confirm': 'Please confirm your password',
  'validation.notEqualTo': 'This field must differ from your e-mail address',
  'validation.passwordStrength': 'Password too easy to guess',
  'validation.min': 'This field must be at least {{min}}',
  'validation.max': 'This field must be at most {{max}}',
  'validation.quantity': 'The quantity must be between 1 and {{max}}',
  'validation.fullAddress': 'Please enter a valid address',
  'validation.includedInRentalDates': 'Please enter a date within the dates chosen for the rental',
  'validation.oneTimeCode': 'This code does not fit: type the six-digit code your app shows now',
  'validation.slugTaken': 'This address is already taken by another content of this type',
  'validation.endAfterStart': 'The end must come after the start',
}

export const VALIDATION_MESSAGES: Readonly<Record<'fr' | 'en', Readonly<Record<MessageKey, string>>>> = { fr, en }

export type MessageParams = Readonly<Record<string, string | number>>

/** The message of a key in a language ("fr" for any language without its own messages). */
export function validationMessage(key: MessageKey, locale: string, params: MessageParams = {}): string {
  const catalogue = textIn(VALIDATION_MESSAGES, locale)
  return catalogue[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}
