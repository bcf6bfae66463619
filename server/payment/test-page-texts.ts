import type { PaymentKind, ProviderStatus } from '../../domain/payments/provider'
import type { TestCardOutcome } from '../../domain/payments/providers/test-cards'
import { textIn } from '../../domain/i18n/bilingual'

/** What the built-in test payment page says, in the payment's language. */
export type TestPageTexts = {
  title: string
  notice: string
  merchant: string
  order: string
  kinds: Record<PaymentKind, string>
  amount: string
  cardLabel: string
  cardHint: string
  cardsTitle: string
  outcomes: Record<TestCardOutcome, string>
  pay: (amount: string) => string
  cancel: string
  errorPrefix: string
  /** Before an explanation: French puts a space before the colon, English does not. */
  colon: string
  decided: Record<Exclude<ProviderStatus, 'pending'>, string>
  back: string
}

const fr: TestPageTexts = {
  title: 'Page de paiement de test — aucun paiement réel',
  notice: 'Ce site est en mode test : aucune carte n’est débitée, aucun argent ne change de mains.',
  merchant: 'Commerçant',
  order: 'Commande n°',
  kinds: { full: 'Paiement de la commande', deposit: 'Acompte', balance: 'Solde' },
  amount: 'Montant',
  cardLabel: 'Numéro de carte de test',
  cardHint: 'Saisissez l’un des numéros de carte de test ci-dessous.',
  cardsTitle: 'Cartes de test',
  outcomes: { success: 'le paiement est accepté', declined: 'le paiement est refusé', error: 'une erreur technique survient' },
  pay: (amount) => `Payer ${amount}`,
  cancel: 'Annuler le paiement',
  errorPrefix: 'Erreur :',
  colon: ' : ',
  decided: {
    paid: 'Ce paiement de test est déjà payé.',
    failed: 'Ce paiement de test a échoué.',
    cancelled: 'Ce paiement de test a été annulé.',
  },
  back: 'Revenir à la boutique',
}

const en: TestPageTexts = {
  title: 'Test payment page — no real payment',
  notice: 'This site is in test mode: no card is charged, no money changes hands.',
  merchant: 'Merchant',
  order: 'Order no.',
  kinds: { full: 'Order payment', deposit: 'Deposit', balance: 'Balance' },
  amount: 'Amount',
  cardLabel: 'Test card number',
  cardHint: 'Enter one of the test card numbers below.',
  cardsTitle: 'Test cards',
  outcomes: { success: 'the payment is accepted', declined: 'the payment is declined', error: 'a technical error occurs' },
  pay: (amount) => `Pay ${amount}`,
  cancel: 'Cancel the payment',
  errorPrefix: 'Error:',
  colon: ': ',
  decided: {
    paid: 'This test payment is paid already.',
    failed: 'This test payment failed.',
    cancelled: 'This test payment was cancelled.',
  },
  back: 'Back to the shop',
}

export const testPageTexts = (locale: 'fr' | 'en'): TestPageTexts => textIn({ fr, en }, locale)

/** An unknown or finished-with reference: the page cannot know the payer's language, so both. */
export const NOT_FOUND_TEXTS = {
  title: 'Paiement introuvable — Payment not found',
  fr: 'Ce paiement de test n’existe pas ou n’est plus disponible.',
  en: 'This test payment does not exist or is no longer available.',
}
