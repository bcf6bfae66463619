/** What the back office's order actions tell staff, by stable code, in French and English. */
import { type CodeOf, messagesByCode } from '../i18n/messages-by-code'

const MESSAGES = messagesByCode({
  fr: {
    not_found: 'Commande introuvable.',
    not_cancellable: 'Cette commande ne peut pas être annulée : seule une commande payée (ou dont l’acompte est payé) dont le séjour n’a pas commencé peut l’être.',
    amount_invalid: 'Indiquez un montant en francs, plus grand que zéro et au plus égal à ce qui reste payé.',
    nothing_to_refund: 'Il ne reste rien à rembourser sur cette commande.',
    stale: 'Les paiements de cette commande ont changé entre-temps (une action a peut-être été envoyée deux fois) : rien n’a été fait. Vérifiez la page avant de recommencer.',
    no_balance_due: 'Cette commande n’a pas de solde à recevoir par virement.',
    not_confirmed: 'Seule une commande payée ou dont l’acompte est payé a une confirmation à renvoyer.',
    remarks_too_long: 'Les remarques tiennent en 5000 caractères au plus.',
    not_recheckable: 'Ce paiement ne peut pas être vérifié auprès du prestataire : il n’a pas de référence chez lui (un remboursement, un virement, ou un paiement dont la page n’a jamais été ouverte).',
    provider_unreachable: 'Le prestataire de paiement ne répond pas : rien n’a changé. Réessayez dans quelques minutes.',
  },
  en: {
    not_found: 'Order not found.',
    not_cancellable: 'This order cannot be cancelled: only a paid (or deposit-paid) order whose stay has not begun can be.',
    amount_invalid: 'Give an amount in francs, greater than zero and at most what remains paid.',
    nothing_to_refund: 'Nothing is left to refund on this order.',
    stale: 'The payments of this order changed meanwhile (an action may have been sent twice): nothing was done. Check the page before trying again.',
    no_balance_due: 'This order has no balance to receive by bank transfer.',
    not_confirmed: 'Only a paid or deposit-paid order has a confirmation to send again.',
    remarks_too_long: 'Remarks hold 5000 characters at most.',
    not_recheckable: 'This payment cannot be checked with the provider: it has no reference there (a refund, a bank transfer, or a payment whose page never opened).',
    provider_unreachable: 'The payment provider is not answering: nothing changed. Try again in a few minutes.',
  },
})

export type OrderActionCode = CodeOf<typeof MESSAGES>

export type OrderActionRefusal = { ok: false; code: OrderActionCode; message: string; field?: string }

export function refusal(code: OrderActionCode, locale: string, field?: string): OrderActionRefusal {
  return { ok: false, code, message: MESSAGES.text(code, locale), ...(field ? { field } : {}) }
}
