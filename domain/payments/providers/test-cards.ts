/**
 * The documented card numbers of the built-in test payment page (README, docs/decisions/022). Any
 * other number is refused on the page with a message, so a real card number is never taken for one.
 */
import type { Bilingual } from '../../i18n/bilingual'

export type TestCardOutcome = 'success' | 'declined' | 'error'

export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome }[] = [
  { number: '4242424242424242', outcome: 'success' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000000119', outcome: 'error' },
]

/** What a typed number does: spaces and dashes are ignored; null when it is not a test card. */
export function testCardOutcome(typed: string): TestCardOutcome | null {
  const digits = typed.replace(/[\s-]/g, '')
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? null
}

/** "4242424242424242" → "4242 4242 4242 4242", as printed on a card. */
export function groupCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ')
}

export type TestCardProblem = 'card_missing' | 'card_unknown'

/** Why a number was not taken, as the page says it. */
export const TEST_CARD_MESSAGES: Record<TestCardProblem, Bilingual> = {
  card_missing: {
    fr: 'Saisissez l’un des numéros de carte de test ci-dessous.',
    en: 'Enter one of the test card numbers below.',
  },
  card_unknown: {
    fr: 'Ce numéro n’est pas une carte de test : utilisez l’un des numéros ci-dessous. Aucune carte réelle n’est acceptée ici.',
    en: 'This number is not a test card: use one of the numbers below. No real card is accepted here.',
  },
}
