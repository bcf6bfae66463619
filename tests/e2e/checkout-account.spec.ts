import { type BrowserContext } from '@playwright/test'
import { answerConsent, expect, expectNoAxeViolations, test } from './fixtures'
import { SignUpPage } from './pages/account'
import { Checkout } from './pages/checkout'
import { personField } from './pages/person-fields'
import { type Shop, startShop, zurichSwissDate } from '../support/shop-fixtures'

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

// What the pages say, in each language; the labels of the controls are the page objects' (pages/).
const texts = {
  fr: {
    prefix: '',
    signedIn: 'Vous êtes connecté en tant que Anne Rey.',
    ordering: (username: string) => `Vous commandez avec votre compte Anne Rey (${username}).`,
    saved: 'Vos données ont été enregistrées',
    profileSaved: 'Vos données personnelles ont été mises à jour',
    services: 'Services',
    total: 'Total TVA incluse',
    profileTitle: 'Mes informations',
  },
  en: {
    prefix: '/en',
    signedIn: 'You are logged in as Anne Rey.',
    ordering: (username: string) => `You are ordering with your account Anne Rey (${username}).`,
    saved: 'Your details have been saved',
    profileSaved: 'Your personal data has been updated',
    services: 'Services',
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

/** Puts a transfer for two in the cart through the shop API, with the browser context's cookies. */
async function addTransfer(context: BrowserContext): Promise<{ user: { id: number | 'default' } }> {
  const url = shop.server.url
  const response = await context.request.put(`${url}/shop/api/store/cart/add/${shop.ids.transfer}?locale=fr`, {
    data: [{ people: 2, dateFrom: zurichSwissDate(40) }],
    headers: { origin: url },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { user: { id: number | 'default' } }
}

for (const [lang, t] of Object.entries(texts) as ['fr' | 'en', Texts][]) {
  test.describe(`checkout signed in, in ${lang}`, () => {
    test('sign up, add a service, then the steps signed in: prefilled details, saved to the account, summary', async ({ page, context }) => {
      const signUp = new SignUpPage(page, lang, shop.server.url)
      const checkout = new Checkout(page, lang, shop.server.url)
      const email = newEmail(lang)
      await signUp.goto()
      await answerConsent(page, lang)
      await signUp.signUp(email)
      const cart = await addTransfer(context)
      // The cart is the account's order.
      expect(cart.user.id).toEqual(expect.any(Number))

      // Step 2 (after the cart): who is signed in, and on.
      await checkout.gotoSignIn()
      const main = checkout.main
      await expect(main.getByRole('heading', { level: 2, name: t.signedIn })).toBeVisible()
      await expect(main.getByText(email)).toBeVisible()
      await expect(checkout.guestLink()).toHaveCount(0)
      await expectNoAxeViolations(page)
      await checkout.continueSignedIn()

      // Step 3: prefilled from the account, with the account's e-mail; terms and opt-in unticked.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mes-donnees$`))
      await expect(main.getByText(t.ordering(email))).toBeVisible()
      await expect(checkout.field('firstName')).toHaveValue('Anne')
      await expect(checkout.field('lastName')).toHaveValue('Rey')
      await expect(checkout.field('street')).toHaveValue('Route du Rawyl')
      await expect(checkout.field('phone')).toHaveValue('+41 79 123 45 67')
      await expect(checkout.field('birthdate')).toHaveValue('14.02.1980')
      await expect(checkout.email).toHaveValue(email)
      await expect(checkout.terms).not.toBeChecked()
      await expect(checkout.saveToAccount).not.toBeChecked()
      await expectNoAxeViolations(page)

      // A new address, kept in the account too.
      await checkout.field('street').fill('Rue du Prado')
      await checkout.field('streetNumber').fill('3')
      await checkout.acceptTerms()
      await checkout.saveToAccount.check()
      await checkout.submitContact()

      // Step 4: the summary, with both messages and the details given.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/recapitulatif-paiement\\?panier=donnees-enregistrees$`))
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: t.profileSaved })).toBeVisible()
      await expect(checkout.summaryHeading).toBeVisible()
      await expect(main.getByText('Anne Rey').first()).toBeVisible()
      await expect(main.getByText('Rue du Prado 3')).toBeVisible()
      await expect(main.getByText(t.total, { exact: true }).locator('..')).toContainText('CHF 91.00')
      await expectNoAxeViolations(page)
      await page.reload()
      await expect(checkout.summaryHeading).toBeVisible()

      // The account has the new address.
      await page.goto(`${shop.server.url}${t.prefix}/mon-compte/mes-informations`)
      await expect(page.getByRole('heading', { level: 1, name: t.profileTitle })).toBeVisible()
      await expect(personField(main, lang, 'street')).toHaveValue('Rue du Prado')
    })
  })
}
