/**
 * What the cart tells a visitor or a client, in French and English (other languages: French).
 * The texts SPEC §5 quotes word for word ("You must provide order's id", "Cart not found", …) are
 * the shop API's stable messages and stay in English whatever the language, as the specification
 * gives them; the others follow the asked language.
 */
import { formatAmount } from '../../format/money'
import { formatDate } from '../../format/date'
import { type CodeOf, messagesByCode } from '../../i18n/messages-by-code'

/** SPEC §5, word for word. */
export const SPEC_MESSAGES = {
  missingOrderId: "You must provide order's id",
  cartNotFound: 'Cart not found',
  missingProductId: "You must provide product's id",
  productNotFound: 'Product not found',
} as const

const MESSAGES = messagesByCode({
  fr: {
    formErrors: 'Le formulaire contient des erreurs : veuillez vérifier les champs indiqués.',
    bulkCreationDisable: "Ce produit ne peut pas être ajouté en plusieurs lignes.",
    priceUnavailable: 'Prix indisponible',
    itemNotFound: "Cet article n'est pas dans votre panier.",
    emptyCart: 'Votre panier est vide',
    userAlreadyExists: 'Erreur : Utilisateur déjà existant',
    badBody: 'La requête est illisible.',
    badLocale: 'Langue inconnue',
    cartLocked: "Cette commande n'est plus modifiable.",
    added: 'Ajouté au panier',
    deleted: 'Supprimé du panier',
    contactSaved: 'Vos données ont été enregistrées',
    reductionApplied: 'Le code de réduction {{code}} a été appliqué',
    reductionRemoved: 'Le code de réduction a été retiré',
    reductionRequired: 'Veuillez saisir un code de réduction',
    reductionUnknown: "Le code de réduction {{code}} n'existe pas",
    reductionExpired: 'Le code de réduction {{code}} a expiré le {{date}}',
    reductionNotYetValid: 'Le code de réduction {{code}} est valable à partir du {{date}}',
    reductionExhausted: 'Le code de réduction {{code}} a déjà été utilisé le nombre maximal de fois',
    reductionMinimum: "Le code de réduction {{code}} s'applique dès CHF {{amount}} d'achat",
    reductionEmptyCart: 'Votre panier est vide : ajoutez une prestation avant de saisir un code de réduction',
    tooManyAttempts: 'Trop de tentatives, réessayez dans quelques minutes',
    itemAmountTooHigh: "Le montant de cet article dépasse CHF {{amount}}, le maximum d'une réservation en ligne : contactez-nous pour le réserver.",
    cartTotalTooHigh: 'Le total du panier ne peut pas dépasser CHF {{amount}} : contactez-nous pour une réservation de ce montant.',
    badIntent: "Cette action du panier n'existe pas : retirer un article ou saisir un code de réduction.",
    remarksTooLong: 'Ce champ ne doit pas dépasser {{max}} caractères',
    optionNeedsRental: "Une option s'ajoute sous une location de votre panier.",
    optionIncluded: 'Cette prestation est déjà comprise dans la location.',
    rentalOnItsOwn: "Une location ne s'ajoute sous aucun autre article.",
    noRentalToHold: "Votre panier ne contient aucune location à réserver.",
    rentalTaken: 'Pas de disponibilité',
    quantityNotChangeable: "La quantité de cet article ne se change pas ici : modifiez-le sur sa page.",
  },
  en: {
    formErrors: 'The form contains errors: please check the fields shown.',
    bulkCreationDisable: 'This product cannot be added in several lines.',
    priceUnavailable: 'Unavailable price',
    itemNotFound: 'This item is not in your cart.',
    emptyCart: 'Your shopping cart is empty',
    userAlreadyExists: 'Error : user already exists',
    badBody: 'The request cannot be read.',
    badLocale: 'Unknown language',
    cartLocked: 'This order can no longer be changed.',
    added: 'Added to cart',
    deleted: 'Removed from cart',
    contactSaved: 'Your details have been saved',
    reductionApplied: 'The reduction code {{code}} has been applied',
    reductionRemoved: 'The reduction code has been removed',
    reductionRequired: 'Please enter a reduction code',
    reductionUnknown: 'The reduction code {{code}} does not exist',
    reductionExpired: 'The reduction code {{code}} expired on {{date}}',
    reductionNotYetValid: 'The reduction code {{code}} is valid from {{date}}',
    reductionExhausted: 'The reduction code {{code}} has reached its usage limit',
    reductionMinimum: 'The reduction code {{code}} applies to orders of CHF {{amount}} or more',
    reductionEmptyCart: 'Your shopping cart is empty: add a service before entering a reduction code',
    tooManyAttempts: 'Too many attempts, please try again in a few minutes',
    itemAmountTooHigh: 'The amount of this item is over CHF {{amount}}, the most an online booking takes: please contact us to book it.',
    cartTotalTooHigh: 'The total of a cart cannot exceed CHF {{amount}}: please contact us for a booking of this amount.',
    badIntent: 'This cart action does not exist: remove an item or enter a reduction code.',
    remarksTooLong: 'This field must not exceed {{max}} characters',
    optionNeedsRental: 'An option is added under a rental of your cart.',
    optionIncluded: 'This service is already included in the rental.',
    rentalOnItsOwn: 'A rental is not added under another item.',
    noRentalToHold: 'Your cart holds no rental to reserve.',
    rentalTaken: 'No availability',
    quantityNotChangeable: 'The quantity of this item is not changed here: change it on its page.',
  },
})

export type CartMessageKey = CodeOf<typeof MESSAGES>

export type CartMessageParams = { code?: string; date?: string; amount?: number; max?: number }

/** The message in a language; `date` is ISO (shown DD.MM.YYYY), `amount` centimes (shown 1'250.00). */
export function cartMessage(key: CartMessageKey, locale: string, params: CartMessageParams = {}): string {
  const text = MESSAGES.text(key, locale)
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (name === 'date' && params.date) return formatDate(params.date)
    if (name === 'amount' && params.amount !== undefined) return formatAmount(params.amount)
    if (name === 'code' && params.code) return params.code
    if (name === 'max' && params.max !== undefined) return String(params.max)
    return whole
  })
}
