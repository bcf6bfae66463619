import { type Locator, type Page } from '@playwright/test'
import { CUSTOMER } from '../fixtures'
import { fillPerson, fillText, type Lang, type Person, type PersonField, personField, titleRadio } from './person-fields'

/**
 * The checkout's steps, after the cart: the sign-in step (/commande/sign-in), the contact step
 * (/commande/mes-donnees) and the summary with its reduction code and its pay button
 * (/commande/recapitulatif-paiement). The cart step is the cart page (cart.ts); the page the pay
 * button leads to is test-payment-page.ts; the page it comes back to, confirmation.ts.
 */

const WORDS = {
  fr: {
    guest: "Commander en tant qu'invité",
    continue: 'Continuer',
    email: 'Adresse e-mail',
    country: 'Pays',
    state: 'Canton / région',
    cg: "J'accepte les conditions générales",
    saveToAccount: 'Enregistrer ces coordonnées dans mon compte',
    submit: 'Enregistrer et continuer',
    summaryTitle: 'Récapitulatif et paiement',
    code: 'Code de réduction',
    apply: 'Appliquer',
    deposit: /^Payer un acompte de 30 % maintenant/,
    pay: 'Payer',
  },
  en: {
    guest: 'Order as guest',
    continue: 'Continue',
    email: 'E-mail address',
    country: 'Country',
    state: 'Canton / region',
    cg: 'I accept the general terms',
    saveToAccount: 'Save these details in my account',
    submit: 'Save and continue',
    summaryTitle: 'Summary and payment',
    code: 'Reduction code',
    apply: 'Apply',
    deposit: /^Pay a 30% deposit now/,
    pay: 'Pay',
  },
} as const

export class Checkout {
  readonly main: Locator
  // The contact step.
  readonly email: Locator
  readonly country: Locator
  readonly state: Locator
  readonly terms: Locator
  readonly saveToAccount: Locator
  readonly submitButton: Locator
  // The summary.
  readonly summaryHeading: Locator
  readonly code: Locator
  readonly payButton: Locator

  /** `origin` is the site's address when the spec runs a shop of its own ('' for the worker's site). */
  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly origin = '',
  ) {
    const w = WORDS[lang]
    this.main = page.getByRole('main')
    this.email = page.getByRole('textbox', { name: w.email, exact: true })
    this.country = page.getByRole('combobox', { name: w.country, exact: true })
    this.state = page.getByRole('combobox', { name: w.state, exact: true })
    this.terms = page.getByRole('checkbox', { name: w.cg })
    this.saveToAccount = page.getByRole('checkbox', { name: w.saveToAccount })
    this.submitButton = page.getByRole('button', { name: w.submit })
    this.summaryHeading = page.getByRole('heading', { level: 1, name: w.summaryTitle })
    this.code = this.main.getByRole('textbox', { name: w.code, exact: true })
    this.payButton = page.getByRole('button', { name: w.pay, exact: true })
  }

  private path(step: string): string {
    return `${this.origin}${this.lang === 'en' ? '/en' : ''}/commande/${step}`
  }

  // The sign-in step.

  async gotoSignIn(): Promise<void> {
    await this.page.goto(this.path('sign-in'))
  }

  /** The guest's way on from the sign-in step. */
  guestLink(): Locator {
    return this.page.getByRole('link', { name: WORDS[this.lang].guest })
  }

  async orderAsGuest(): Promise<void> {
    await this.guestLink().click()
  }

  /** The signed-in customer's way on from the sign-in step. */
  async continueSignedIn(): Promise<void> {
    await this.main.getByRole('link', { name: WORDS[this.lang].continue, exact: true }).click()
  }

  // The contact step.

  field(name: PersonField): Locator {
    return personField(this.main, this.lang, name)
  }

  title(title: 'mr' | 'mrs'): Locator {
    return titleRadio(this.main, this.lang, title)
  }

  /**
   * Fills the contact: the person (by default the test customer), then the e-mail. `keepPrefilled`
   * keeps what the form already holds (the details of a signed-in customer's account).
   */
  async fillContact(email: string, person: Person = CUSTOMER, options: { keepPrefilled?: boolean } = {}): Promise<void> {
    await fillPerson(this.main, this.lang, person, options)
    await fillText(this.email, email, options)
  }

  async acceptTerms(): Promise<void> {
    await this.terms.check()
  }

  /** "Enregistrer et continuer": the contact is checked in the browser, then saved and the next step comes. */
  async submitContact(): Promise<void> {
    await this.submitButton.click()
  }

  // The summary.

  async gotoSummary(): Promise<void> {
    await this.page.goto(this.path('recapitulatif-paiement'))
  }

  async applyCode(code: string): Promise<void> {
    await this.code.fill(code)
    await this.main.getByRole('button', { name: WORDS[this.lang].apply }).click()
  }

  /** Chooses to pay a deposit now; `option` names it more closely (its amounts, say). */
  async chooseDeposit(option: RegExp = WORDS[this.lang].deposit): Promise<void> {
    await this.page.getByRole('radio', { name: option }).check()
  }

  /** The summary's pay button: on to the payment provider's page. */
  async pay(): Promise<void> {
    await this.payButton.click()
  }
}
