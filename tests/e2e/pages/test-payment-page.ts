import { type Locator, type Page } from '@playwright/test'
import { expect } from '../fixtures'
import { type Lang } from './person-fields'

/**
 * The built-in test payment page (/payment/test/…), where the summary's pay button sends the
 * browser instead of a payment provider: a test card number, then pay or give up.
 */

/** Test card numbers: the first is accepted, the second declined. */
export const CARDS = { accepted: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const

const WORDS = {
  fr: { card: 'Numéro de carte de test', pay: 'Payer', cancel: 'Annuler le paiement' },
  en: { card: 'Test card number', pay: 'Pay', cancel: 'Cancel the payment' },
} as const

export class TestPaymentPage {
  readonly card: Locator
  readonly cancelButton: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const w = WORDS[lang]
    this.card = page.getByLabel(w.card)
    this.cancelButton = page.getByRole('button', { name: w.cancel })
  }

  /** The pay button, named with the amount: any amount, or the one given ("CHF 7'512.60"). */
  payButton(amount?: string): Locator {
    const pay = WORDS[this.lang].pay
    return this.page.getByRole('button', { name: amount ? `${pay} ${amount}` : new RegExp(`^${pay} CHF`) })
  }

  /** The browser has left the shop for the test payment page. */
  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/payment\/test\//)
  }

  /** Pays with a card (accepted unless told); `amount` also checks what the button says is paid. */
  async payWith(card: string = CARDS.accepted, amount?: string): Promise<void> {
    await this.expectOpen()
    await this.card.fill(card)
    await this.payButton(amount).click()
  }

  /** Gives the payment up: the provider sends the visitor back to the summary. */
  async cancel(): Promise<void> {
    await this.expectOpen()
    await this.cancelButton.click()
  }
}
