import { type Locator, type Page } from '@playwright/test'
import { CUSTOMER, expect, fieldByLabel, PASSWORD } from '../fixtures'
import { fillPerson, type Lang, type Person, type PersonField, personField } from './person-fields'

/**
 * The visitor's account: the sign-up page (/mon-compte/inscription), the header's account and login
 * panels, and the login page.
 */

const WORDS = {
  fr: {
    signUpTitle: 'Créer un compte',
    username: 'Adresse e-mail',
    password: 'Mot de passe',
    confirm: 'Confirmation du mot de passe',
    create: 'Créer mon compte',
    accountButton: 'Mon compte',
    loginButton: 'Connexion',
    accountDialog: 'Mon compte',
    loginDialog: 'Connexion',
    logout: 'Se déconnecter',
    profileLink: 'Mes informations',
    remember: 'Se souvenir de moi',
    panelSubmit: 'Connexion',
    pageSubmit: 'Se connecter',
  },
  en: {
    signUpTitle: 'Create an account',
    username: 'Email address',
    password: 'Password',
    confirm: 'Confirm the password',
    create: 'Create my account',
    accountButton: 'My account',
    loginButton: 'Log in',
    accountDialog: 'My account',
    loginDialog: 'Log in',
    logout: 'Log out',
    profileLink: 'My details',
    remember: 'Remember me',
    panelSubmit: 'Log in',
    pageSubmit: 'Log in',
  },
} as const

/** The sign-up page: its form in the main region. */
export class SignUpPage {
  readonly heading: Locator
  readonly form: Locator
  readonly username: Locator
  readonly password: Locator
  readonly confirm: Locator
  readonly createButton: Locator

  /** `origin` is the site's address when the spec runs a shop of its own ('' for the worker's site). */
  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly origin = '',
  ) {
    const w = WORDS[lang]
    this.heading = page.getByRole('heading', { level: 1, name: w.signUpTitle })
    this.form = page.getByRole('main')
    this.username = this.form.getByRole('textbox', { name: w.username })
    // The password fields are found by their whole label (their required mark is hidden from assistive technology).
    this.password = fieldByLabel(this.form, w.password)
    this.confirm = fieldByLabel(this.form, w.confirm)
    this.createButton = this.form.getByRole('button', { name: w.create })
  }

  /** Opens the page and waits until it is alive (its form checks fields as they are typed only then). */
  async goto(): Promise<void> {
    await this.page.goto(`${this.origin}${this.lang === 'en' ? '/en' : ''}/mon-compte/inscription`)
    await this.expectReady()
  }

  async expectReady(): Promise<void> {
    await expect(this.heading).toBeVisible()
    // No role tells that React has taken the form over: the form's own mark does.
    await expect(this.form.locator('form[data-enhanced="true"]')).toBeAttached()
  }

  field(name: PersonField): Locator {
    return personField(this.form, this.lang, name)
  }

  /** Fills the whole form: the e-mail, the password twice, then the person (by default the test customer). */
  async fill(email: string, person: Person = CUSTOMER): Promise<void> {
    await this.username.fill(email)
    await this.password.fill(PASSWORD)
    await this.confirm.fill(PASSWORD)
    await fillPerson(this.form, this.lang, person)
  }

  async submit(): Promise<void> {
    await this.createButton.click()
  }

  /** Signs up as the test customer and waits for the profile page, where a new account lands. */
  async signUp(email: string, person: Person = CUSTOMER): Promise<void> {
    await this.fill(email, person)
    await this.submit()
    await expect(this.page).toHaveURL(`${this.origin}${this.lang === 'en' ? '/en' : ''}/mon-compte/mes-informations`)
  }
}

/** The header's account button and the two panels it opens: "My account" signed in, "Log in" signed out. */
export class AccountMenu {
  readonly accountButton: Locator
  readonly loginButton: Locator
  readonly accountPanel: Locator
  readonly loginPanel: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const w = WORDS[lang]
    const banner = page.getByRole('banner')
    this.accountButton = banner.getByRole('button', { name: w.accountButton })
    this.loginButton = banner.getByRole('button', { name: w.loginButton })
    this.accountPanel = page.getByRole('dialog', { name: w.accountDialog })
    this.loginPanel = page.getByRole('dialog', { name: w.loginDialog })
  }

  /** Opens the signed-in panel (name, username, links, log out). */
  async openAccount(): Promise<Locator> {
    await this.accountButton.click()
    return this.accountPanel
  }

  async logOut(): Promise<void> {
    await this.accountPanel.getByRole('button', { name: WORDS[this.lang].logout }).click()
  }

  /** From the signed-in panel, to the profile page. */
  async openProfile(): Promise<void> {
    await this.openAccount()
    await this.accountPanel.getByRole('link', { name: WORDS[this.lang].profileLink }).click()
  }

  /** Opens the login panel. */
  async openLogin(): Promise<Locator> {
    await this.loginButton.click()
    return this.loginPanel
  }

  /** Logs in from the open login panel; the e-mail is left as it is when not given (a second try). */
  async logIn(credentials: { email?: string; password: string; remember?: boolean }): Promise<void> {
    const w = WORDS[this.lang]
    if (credentials.email !== undefined) await this.loginPanel.getByRole('textbox', { name: w.username }).fill(credentials.email)
    await fieldByLabel(this.loginPanel, w.password).fill(credentials.password)
    if (credentials.remember) await this.loginPanel.getByRole('checkbox', { name: w.remember }).check()
    await this.loginPanel.getByRole('button', { name: w.panelSubmit }).click()
  }
}

/** The login page (/login), where protected pages and a new password send the visitor. */
export class LoginPage {
  readonly form: Locator
  readonly email: Locator
  readonly password: Locator
  readonly submitButton: Locator

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const w = WORDS[lang]
    this.form = page.getByRole('main')
    this.email = this.form.getByRole('textbox', { name: w.username })
    this.password = fieldByLabel(this.form, w.password)
    this.submitButton = this.form.getByRole('button', { name: w.pageSubmit })
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submitButton.click()
  }
}
