/**
 * What the orders and payment calls tell a visitor or a client, by stable code, in French and
 * English (other languages: French). SPEC §8's texts are kept word for word: "Can't find order" /
 * « Commande introuvable », "You must provide order's number", the payment error.
 */
import { ACCOUNT_MESSAGES, type AccountMessageCode } from '../accounts/messages'
import { textIn } from '../i18n/bilingual'

const accountTexts = (code: AccountMessageCode) => ({ fr: ACCOUNT_MESSAGES.fr[code], en: ACCOUNT_MESSAGES.en[code] })

export type OrderFailureStatus = 400 | 404 | 409 | 410 | 502
export type OrderFailure = { ok: false; status: OrderFailureStatus; code: string; message: string; errors?: Record<string, string>; changes?: PriceChange[] }

/** An item whose price or availability moved between the summary and the payment. */
export type PriceChange = { itemId: number; title: string; before: number; after: number | null }

const TEXTS = {
  orderNotFound: { code: 'Can_t find order', status: 404, fr: 'Commande introuvable', en: "Can't find order" },
  accountAlreadyCreated: { code: 'ORDER_HAS_ACCOUNT', status: 409, ...accountTexts('ORDER_HAS_ACCOUNT') },
  missingNumber: { code: 'MISSING_ORDER_NUMBER', status: 404, fr: "You must provide order's number", en: "You must provide order's number" },
  emptyOrder: { code: 'EMPTY_ORDER', status: 400, fr: 'Votre panier est vide', en: 'Your shopping cart is empty' },
  missingContact: {
    code: 'MISSING_CONTACT',
    status: 400,
    fr: 'Veuillez saisir vos coordonnées avant de payer.',
    en: 'Please enter your contact details before paying.',
  },
  badReturnUrl: {
    code: 'BAD_RETURN_URL',
    status: 400,
    fr: "Les adresses de retour doivent être des chemins du site ou des adresses sous l'adresse publique du site.",
    en: "Return addresses must be the site's own paths or addresses under the site's public address.",
  },
  pricesChanged: {
    code: 'PRICES_CHANGED',
    status: 409,
    fr: 'Le prix ou la disponibilité de votre panier a changé. Vérifiez le récapitulatif avant de payer.',
    en: 'The price or availability of your cart has changed. Please check the summary before paying.',
  },
  gradedUnavailable: {
    code: 'graded_payment_unavailable',
    status: 409,
    fr: "Le paiement d'un acompte n'est possible que pour une location qui commence dans 60 jours ou plus.",
    en: 'A deposit can only be paid for a rental that starts in 60 days or more.',
  },
  transferMismatch: {
    code: 'TRANSFER_MISMATCH',
    status: 409,
    fr: 'Le virement ne correspond pas au montant dû de cette commande.',
    en: 'The transfer does not match the amount due on this order.',
  },
  groupNeedsAgreement: {
    code: 'GROUP_NEEDS_AGREEMENT',
    status: 409,
    fr: "Votre panier réserve plusieurs logements pour des dates qui se recouvrent : cette réservation de groupe se paie après l'accord de l'agence. Demandez-le depuis le récapitulatif.",
    en: "Your cart books several homes for overlapping dates: this group booking is paid once the agency agrees. Ask for its agreement from the summary.",
  },
  rentalTaken: { code: 'no_availability', status: 409, fr: 'Pas de disponibilité', en: 'No availability' },
  nothingDue: { code: 'NOTHING_DUE', status: 409, fr: 'Cette commande est déjà payée.', en: 'This order is already paid.' },
  orderLinkExpired: {
    code: 'ORDER_LINK_EXPIRED',
    status: 410,
    fr: 'Ce lien vers votre commande a expiré. Connectez-vous à votre compte ou contactez-nous pour la consulter.',
    en: 'This link to your order has expired. Sign in to your account or contact us to see it.',
  },
  paymentError: {
    code: 'PAYMENT_ERROR',
    status: 502,
    fr: 'Une erreur est survenue lors du paiement de votre réservation',
    en: 'An error has occurred during the payment of your reservation',
  },
} as const

export type OrderMessageKey = keyof typeof TEXTS

export function orderMessage(key: OrderMessageKey, locale: string): string {
  return textIn(TEXTS[key], locale)
}

export function orderFailure(key: OrderMessageKey, locale: string, extra: Pick<OrderFailure, 'errors' | 'changes'> = {}): OrderFailure {
  const text = TEXTS[key]
  return { ok: false, status: text.status, code: text.code, message: orderMessage(key, locale), ...extra }
}

/** An order number is all digits (SPEC §2); anything else names no order. */
export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,20}$/.test(value)
}
