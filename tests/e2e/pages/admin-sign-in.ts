import { type BrowserContext, type Locator, type Page } from '@playwright/test'
import { expect, fieldByLabel } from '../fixtures'
import { DEMO_ADMIN, freshCode } from '../../support/staff'
import { type Lang } from './person-fields'

/**
 * The back office's two-step sign-in (/admin/connexion): the e-mail and the password, then the code
 * of the authenticator app; once in, the back office's home, "Today".
 */

const WORDS = {
  fr: { heading: 'Connexion au back-office', email: 'Adresse e-mail', password: 'Mot de passe', next: 'Continuer', code: 'Code de vérification', submit: 'Se connecter', today: /^Aujourd’hui/ },
  en: { heading: 'Back office sign-in', email: 'E-mail address', password: 'Password', next: 'Continue', code: 'Verification code', submit: 'Sign in', today: /^Today/ },
} as const

const STAFF_COOKIES = new Set(['XAT', 'XRT', 'logged', 'XSP'])
// The demo admin's session, kept for the worker's next tests (a module's state lives as long as its worker).
let staffCookies: Awaited<ReturnType<BrowserContext['cookies']>> | null = null

export class AdminSignIn {
  readonly heading: Locator
  readonly email: Locator
  readonly password: Locator
  readonly nextButton: Locator
  readonly code: Locator
  readonly submitButton: Locator
  /** The back office's home, where a sign-in lands. */
  readonly today: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'fr',
  ) {
    const w = WORDS[lang]
    this.heading = page.getByRole('heading', { level: 1, name: w.heading })
    this.email = fieldByLabel(page, w.email)
    this.password = fieldByLabel(page, w.password)
    this.nextButton = page.getByRole('button', { name: w.next })
    this.code = fieldByLabel(page, w.code)
    this.submitButton = page.getByRole('button', { name: w.submit })
    this.today = page.getByRole('heading', { level: 1, name: w.today })
  }

  private get prefix(): string {
    return this.lang === 'en' ? '/en' : ''
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.prefix}/admin/connexion`)
  }

  /** The first step: e-mail and password (the demo admin's unless given), then on to the code. */
  async enterPassword(email: string = DEMO_ADMIN.email, password: string = DEMO_ADMIN.password): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.nextButton.click()
  }

  /** The demo admin's code as the app shows it now (the server checks it against the page's origin). */
  async currentCode(): Promise<string> {
    return freshCode(DEMO_ADMIN.totpSecret, DEMO_ADMIN.email, new URL(this.page.url()).origin)
  }

  /** The second step: a code (the app's current one unless given), then sign in. */
  async enterCode(code?: string): Promise<void> {
    await this.code.fill(code ?? (await this.currentCode()))
    await this.submitButton.click()
  }

  /**
   * Opens the back office's home signed in as the demo admin. The first call (and any call after the
   * kept session stopped working) signs in through the pages, password then a fresh code of the app;
   * the next ones reuse that session, so a test pays for one sign-in, not one per test.
   * `fresh` always goes through the sign-in pages (a test of the sign-in itself).
   */
  async signIn(options: { fresh?: boolean } = {}): Promise<void> {
    if (staffCookies && !options.fresh) {
      await this.page.context().addCookies(staffCookies)
      const response = await this.page.goto(`${this.prefix}/admin`)
      if (response?.status() === 200) return expect(this.today).toBeVisible()
      await this.page.context().clearCookies()
    }
    await this.goto()
    await this.enterPassword()
    await this.enterCode()
    await expect(this.today).toBeVisible()
    staffCookies = (await this.page.context().cookies()).filter((cookie) => STAFF_COOKIES.has(cookie.name))
  }
}

/** The back office's home, signed in as the demo admin (see AdminSignIn.signIn). */
export async function signInAsStaff(page: Page, lang: Lang = 'fr', options: { fresh?: boolean } = {}): Promise<void> {
  await new AdminSignIn(page, lang).signIn(options)
}
