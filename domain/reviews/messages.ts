/** What the reviews module tells a guest, by stable code, in French and English (decision 050). */
import { type CodeOf, messagesByCode } from '../i18n/messages-by-code'

export const REVIEW_MESSAGES = messagesByCode({
  fr: {
    rating_required: 'Choisissez une note de 1 à 5 étoiles.',
    body_too_short: 'Votre avis tient en 20 caractères au moins.',
    body_too_long: 'Votre avis tient en 2000 caractères au plus.',
    not_found: 'Ce séjour est introuvable.',
    not_paid: 'Seul le séjour d’une réservation entièrement payée peut recevoir un avis.',
    not_rental: 'Seul un séjour peut recevoir un avis.',
    not_finished: 'Vous pourrez donner votre avis à la fin de votre séjour.',
    cancelled: 'Ce séjour a été annulé : il ne peut pas recevoir d’avis.',
    already_reviewed: 'Vous avez déjà donné votre avis sur ce séjour : un seul avis par séjour.',
    not_pending: 'Cet avis a déjà été modéré.',
  },
  en: {
    rating_required: 'Choose a rating from 1 to 5 stars.',
    body_too_short: 'Your review needs at least 20 characters.',
    body_too_long: 'Your review holds 2000 characters at most.',
    not_found: 'This stay cannot be found.',
    not_paid: 'Only the stay of a booking paid in full can be reviewed.',
    not_rental: 'Only a stay can be reviewed.',
    not_finished: 'You can review your stay once it is over.',
    cancelled: 'This stay was cancelled: it cannot be reviewed.',
    already_reviewed: 'You have already reviewed this stay: one review per stay.',
    not_pending: 'This review has already been moderated.',
  },
})

export type ReviewMessageCode = CodeOf<typeof REVIEW_MESSAGES>

export const reviewMessage = (code: ReviewMessageCode, locale: string) => REVIEW_MESSAGES.text(code, locale)
