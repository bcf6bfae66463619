/** What a price change tells staff, and the customer's withdrawal page, by stable code (fr, en). */
import type { PriceChangeRefusalCode } from './rules'
import { type CodeOf, type MessagesByCode, messagesByCode } from '../../i18n/messages-by-code'

/** Every refusal of the price-change rules has its message here (the `satisfies` below checks it). */
const MESSAGES = messagesByCode({
  fr: {
    same_price: 'Le nouveau prix est celui de la commande : rien à changer.',
    rise_only: 'Un service de conciergerie ne peut qu’être augmenté ; pour une baisse, corrigez un prix erroné ou remboursez.',
    not_a_service: 'Seul le prix d’un service de conciergerie peut être augmenté ainsi ; le loyer se corrige seulement s’il était erroné.',
    too_late_for_rise: 'Trop tard : une hausse de prix d’un service est possible au plus tard 20 jours avant le départ.',
    too_late_for_correction: 'Trop tard : un prix erroné se corrige dans les 48 heures ouvrables qui suivent la commande.',
    stay_begun: 'Le séjour ou le service a commencé : son prix ne change plus.',
    not_found: 'Commande ou ligne introuvable.',
    not_placed: 'Seule une commande payée ou dont l’acompte est payé peut changer de prix.',
    stale: 'La commande a changé entre-temps (le formulaire a peut-être été envoyé deux fois) : rien n’a été fait. Vérifiez la page avant de recommencer.',
    offer_open: 'Le client a encore un droit de retrait ouvert sur cette commande : attendez sa réponse ou la fin du délai avant un autre changement.',
    amount_invalid: 'Indiquez le nouveau prix de la ligne en francs (au moins la taxe de séjour qu’elle contient).',
    reason_required: 'Indiquez la raison du changement : elle figure dans l’e-mail au client.',
    kind_invalid: 'Choisissez le genre de changement.',
  },
  en: {
    same_price: 'The new price is the order’s: nothing to change.',
    rise_only: 'A concierge service can only be raised; to lower it, correct a mistaken price or refund.',
    not_a_service: 'Only a concierge service’s price may be raised this way; the rent is changed only to correct a mistake.',
    too_late_for_rise: 'Too late: a service’s price may be raised at the latest 20 days before departure.',
    too_late_for_correction: 'Too late: a mistaken price is corrected within 48 business hours of the order.',
    stay_begun: 'The stay or the service has begun: its price no longer changes.',
    not_found: 'Order or line not found.',
    not_placed: 'Only a paid or deposit-paid order can have a price changed.',
    stale: 'The order changed meanwhile (the form may have been sent twice): nothing was done. Check the page before trying again.',
    offer_open: 'The customer still has an open right to withdraw on this order: wait for their answer or the end of the period before another change.',
    amount_invalid: 'Give the line’s new price in francs (at least the tourist tax it holds).',
    reason_required: 'Give the reason for the change: it is in the e-mail to the customer.',
    kind_invalid: 'Choose the kind of change.',
  },
}) satisfies MessagesByCode<PriceChangeRefusalCode>

export type PriceChangeCode = CodeOf<typeof MESSAGES>

export type PriceChangeRefusal = { ok: false; code: PriceChangeCode; message: string; field?: string }

const FIELDS: Partial<Record<PriceChangeCode, string>> = { amount_invalid: 'amount', reason_required: 'reason', kind_invalid: 'kind', same_price: 'amount', rise_only: 'amount' }

export function priceChangeRefusal(code: PriceChangeCode, locale: string): PriceChangeRefusal {
  const field = FIELDS[code]
  return { ok: false, code, message: MESSAGES.text(code, locale), ...(field ? { field } : {}) }
}
