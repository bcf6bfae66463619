import { type BrowserContext, type Locator, type Page } from '@playwright/test'
import { answerConsent, expect, expectNoAxeViolations, test } from './fixtures'
import { PASSWORD, type Shop, startShop, zurichSwissDate } from '../support/shop-fixtures'

/**
 * The checkout of a signed-in customer in French and English: sign up, put a service in the cart
 * (through the shop API with the browser's cookies), then the steps signed in: the sign-in step
 * says who is signed in, the contact step is prefilled from the account, the opt-in saves the
 * details in the account, on to the summary. axe scans on every step. The file runs its own shop.
 */

// Our own address for the rate limits of sign-up (TRUST_PROXY is on in the tests).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } })

let shop: Shop

test.beforeAll(async () => {
  test.setTimeout(180_000)
  shop = await startShop({}, undefined, { server: { publicAtUrl: true } })
})
test.afterAll(async () => {
  await shop?.stop()
})

const texts = {
  fr: {
    prefix: '',
    signUpTitle: 'Créer un compte',
    username: 'Adresse e-mail',
    password: 'Mot de passe',
    confirm: 'Confirmation du mot de passe',
    mrs: 'Madame',
    create: 'Créer mon compte',
    signedIn: 'Vous êtes connecté en tant que Anne Rey.',
    continue: 'Continuer',
    guest: "Commander en tant qu'invité",
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      street: 'Rue',
      streetNumber: 'Numéro',
      zip: 'NPA',
      city: 'Localité',
      phone: 'Téléphone',
      birthdate: 'Date de naissance',
      email: 'Adresse e-mail',
    },
    ordering: (username: string) => `Vous commandez avec votre compte Anne Rey (${username}).`,
    cg: "J'accepte les conditions générales",
    saveToAccount: 'Enregistrer ces coordonnées dans mon compte',
    submit: 'Enregistrer et continuer',
    saved: 'Vos données ont été enregistrées',
    profileSaved: 'Vos données personnelles ont été mises à jour',
    services: 'Services',
    toSummary: 'Continuer vers le récapitulatif',
    summaryTitle: 'Récapitulatif et paiement',
    total: 'Total TVA incluse',
    profileTitle: 'Mes informations',
  },
  en: {
    prefix: '/en',
    signUpTitle: 'Create an account',
    username: 'Email address',
    password: 'Password',
    confirm: 'Confirm the password',
    mrs: 'Mrs',
    create: 'Create my account',
    signedIn: 'You are logged in as Anne Rey.',
    continue: 'Continue',
    guest: 'Order as guest',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      street: 'Street',
      streetNumber: 'Number',
      zip: 'Postcode',
      city: 'Town',
      phone: 'Phone',
      birthdate: 'Date of birth',
      email: 'E-mail address',
    },
    ordering: (username: string) => `You are ordering with your account Anne Rey (${username}).`,
    cg: 'I accept the general terms',
    saveToAccount: 'Save these details in my account',
    submit: 'Save and continue',
    saved: 'Your details have been saved',
    profileSaved: 'Your personal data has been updated',
    services: 'Services',
    toSummary: 'Continue to the summary',
    summaryTitle: 'Summary and payment',
    total: 'Total VAT included',
    profileTitle: 'My details',
  },
} as const

type Texts = (typeof texts)[keyof typeof texts]

let sequence = 0
function newEmail(lang: string): string {
  sequence += 1
  return `checkout.${lang}.${Date.now().toString(36)}.${sequence}@example.ch`
}

/** A password input by its label (a required one ends with an asterisk hidden from assistive technology). */
function passwordField(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))
}

async function signUp(page: Page, t: Texts, email: string) {
  await page.goto(`${shop.server.url}${t.prefix}/mon-compte/inscription`)
  await answerConsent(page, t.prefix === '/en' ? 'en' : 'fr')
  await expect(page.getByRole('heading', { level: 1, name: t.signUpTitle })).toBeVisible()
  const form = page.locator('main')
  await expect(form.locator('form[data-enhanced="true"]')).toBeAttached()
  const f = t.fields
  await form.getByRole('textbox', { name: t.username }).fill(email)
  await passwordField(form, t.password).fill(PASSWORD)
  await passwordField(form, t.confirm).fill(PASSWORD)
  await form.getByRole('radio', { name: t.mrs }).check()
  await form.getByRole('textbox', { name: f.firstName, exact: true }).fill('Anne')
  await form.getByRole('textbox', { name: f.lastName, exact: true }).fill('Rey')
  await form.getByRole('textbox', { name: f.street, exact: true }).fill('Route du Rawyl')
  await form.getByRole('textbox', { name: f.streetNumber, exact: true }).fill('12')
  await form.getByRole('textbox', { name: f.zip, exact: true }).fill('3963')
  await form.getByRole('textbox', { name: f.city, exact: true }).fill('Crans-Montana')
  await form.getByRole('textbox', { name: f.phone, exact: true }).fill('079 123 45 67')
  await form.getByRole('textbox', { name: f.birthdate, exact: true }).fill('14.02.1980')
  await form.getByRole('button', { name: t.create }).click()
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/mon-compte/mes-informations$`))
}

/** Puts a transfer for two in the cart through the shop API, with the browser context's cookies. */
async function addTransfer(context: BrowserContext): Promise<{ user: number | null }> {
  const url = shop.server.url
  const response = await context.request.put(`${url}/shop/api/store/cart/add/${shop.ids.transfer}?locale=fr`, {
    data: [{ people: 2, dateFrom: zurichSwissDate(40) }],
    headers: { origin: url },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { user: number | null }
}

for (const [lang, t] of Object.entries(texts) as ['fr' | 'en', Texts][]) {
  test.describe(`checkout signed in, in ${lang}`, () => {
    test('sign up, add a service, then the steps signed in: prefilled details, saved to the account, summary', async ({ page, context }) => {
      const email = newEmail(lang)
      await signUp(page, t, email)
      const cart = await addTransfer(context)
      // The cart is the account's order.
      expect(cart.user).not.toBeNull()

      // Step 1: who is signed in, and on.
      await page.goto(`${shop.server.url}${t.prefix}/commande/sign-in`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: t.signedIn })).toBeVisible()
      await expect(main.getByText(email)).toBeVisible()
      await expect(main.getByRole('link', { name: t.guest })).toHaveCount(0)
      await expectNoAxeViolations(page)
      await main.getByRole('link', { name: t.continue, exact: true }).click()

      // Step 2: prefilled from the account, with the account's e-mail; terms and opt-in unticked.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mes-donnees$`))
      await expect(main.getByText(t.ordering(email))).toBeVisible()
      const f = t.fields
      await expect(page.getByRole('textbox', { name: f.firstName, exact: true })).toHaveValue('Anne')
      await expect(page.getByRole('textbox', { name: f.lastName, exact: true })).toHaveValue('Rey')
      await expect(page.getByRole('textbox', { name: f.street, exact: true })).toHaveValue('Route du Rawyl')
      await expect(page.getByRole('textbox', { name: f.phone, exact: true })).toHaveValue('+41 79 123 45 67')
      await expect(page.getByRole('textbox', { name: f.birthdate, exact: true })).toHaveValue('14.02.1980')
      await expect(page.getByRole('textbox', { name: f.email, exact: true })).toHaveValue(email)
      await expect(page.getByRole('checkbox', { name: t.cg })).not.toBeChecked()
      const saveToAccount = page.getByRole('checkbox', { name: t.saveToAccount })
      await expect(saveToAccount).not.toBeChecked()
      await expectNoAxeViolations(page)

      // A new address, kept in the account too.
      await page.getByRole('textbox', { name: f.street, exact: true }).fill('Rue du Prado')
      await page.getByRole('textbox', { name: f.streetNumber, exact: true }).fill('3')
      await page.getByRole('checkbox', { name: t.cg }).check()
      await saveToAccount.check()
      await page.getByRole('button', { name: t.submit }).click()

      // Step 3: the cart, with both messages.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mon-panier\\?panier=donnees-enregistrees$`))
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: t.profileSaved })).toBeVisible()
      await expect(main.getByRole('heading', { level: 2, name: t.services })).toBeVisible()
      await expectNoAxeViolations(page)
      await main.getByRole('link', { name: t.toSummary }).click()

      // Step 4: the summary with the details given.
      await expect(page.getByRole('heading', { level: 1, name: t.summaryTitle })).toBeVisible()
      await expect(main.getByText('Anne Rey').first()).toBeVisible()
      await expect(main.getByText('Rue du Prado 3')).toBeVisible()
      await expect(main.getByText(t.total, { exact: true }).locator('..')).toContainText('CHF 91.00')
      await expectNoAxeViolations(page)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: t.summaryTitle })).toBeVisible()

      // The account has the new address.
      await page.goto(`${shop.server.url}${t.prefix}/mon-compte/mes-informations`)
      await expect(page.getByRole('heading', { level: 1, name: t.profileTitle })).toBeVisible()
      await expect(main.getByRole('textbox', { name: f.street, exact: true })).toHaveValue('Rue du Prado')
    })
  })
}
