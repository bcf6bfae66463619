import { type BrowserContext, type Page } from '@playwright/test'
import { answerConsent, CUSTOMER, expect, expectNoAxeViolations, newEmail, test } from './fixtures'
import { Checkout } from './pages/checkout'
import { ConfirmationPage } from './pages/confirmation'
import { CARDS, TestPaymentPage } from './pages/test-payment-page'
import { type Shop, startShop, zurichSwissDate } from '../support/shop-fixtures'

/**
 * Paying in the browser, in French and English, on the built-in test payment page: a guest's
 * service (through the shop API with the browser's cookies) → the summary's pay button → the test
 * page → the confirmation with its PDF → an account created from it → the order in My latest
 * bookings; a declined card → the error page → paid on the second try; a payment given up → back to
 * the summary with the cart intact. axe scans of the confirmation, error and account pages. The
 * file runs its own shop, reached at its PUBLIC_URL (localhost), where the payment sends the browser
 * back. A rental with a deposit, its balance and its cancellation: payment-rental.spec.ts.
 */

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } })

let shop: Shop

test.beforeAll(async () => {
  test.setTimeout(180_000)
  shop = await startShop()
})
test.afterAll(async () => {
  await shop?.stop()
})

// What the pages say, in each language; the labels of the controls are the page objects' (pages/).
const texts = {
  fr: {
    prefix: '',
    received: 'Paiement reçu : votre commande est confirmée',
    error: 'Une erreur est survenue lors du paiement de votre réservation',
    retry: 'Réessayer le paiement',
    cancelled: 'Le paiement a été annulé. Votre panier est intact : vous pouvez payer à nouveau.',
    created: 'Votre compte a été créé et cette commande y est enregistrée.',
    order: (n: string) => `Commande n° ${n}`,
  },
  en: {
    prefix: '/en',
    received: 'Payment received: your order is confirmed',
    error: 'An error has occurred during the payment of your reservation',
    retry: 'Try the payment again',
    cancelled: 'The payment was cancelled. Your cart is intact: you can pay again.',
    created: 'Your account has been created and this order is saved in it.',
    order: (n: string) => `Order no. ${n}`,
  },
} as const
type Texts = (typeof texts)['fr' | 'en']

/** A guest's cart of one transfer with a contact, through the shop API with the browser's cookies; its number. */
async function guestCart(context: BrowserContext, email: string): Promise<string> {
  const url = shop.server.publicUrl
  const headers = { origin: url }
  const added = await context.request.put(`${url}/shop/api/store/cart/add/${shop.ids.transfer}?locale=fr`, {
    data: [{ people: 2, dateFrom: zurichSwissDate(40) }],
    headers,
  })
  expect(added.status()).toBe(200)
  const contact = await context.request.put(`${url}/shop/api/store/cart/shipping-contact?locale=fr`, {
    data: { ...CUSTOMER, complement: '', email, cg: true, dataUse: false },
    headers,
  })
  expect(contact.status()).toBe(200)
  return ((await contact.json()) as { number: string }).number
}

/** From the summary, the pay button, then the test page with a card (or its cancel button). */
async function payFromSummary(page: Page, lang: 'fr' | 'en', card: string | 'cancel') {
  const checkout = new Checkout(page, lang, shop.server.publicUrl)
  const payment = new TestPaymentPage(page, lang)
  await checkout.gotoSummary()
  await checkout.pay()
  if (card === 'cancel') return payment.cancel()
  await payment.payWith(card)
}

for (const [lang, t] of Object.entries(texts) as ['fr' | 'en', Texts][]) {
  test.describe(`payment, in ${lang}`, () => {
    test('guest pays, downloads the PDF, creates the account, finds the order in My latest bookings', async ({ page, context }) => {
      const confirmation = new ConfirmationPage(page, lang)
      const email = newEmail(`pay-${lang}`)
      const number = await guestCart(context, email)
      await new Checkout(page, lang, shop.server.publicUrl).gotoSummary()
      await answerConsent(page, lang)
      await payFromSummary(page, lang, CARDS.accepted)
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/confirmation/${number}/succes$`))
      await expect(page.getByRole('heading', { level: 1, name: t.received })).toBeVisible()
      await expect(page.getByText(t.order(number))).toBeVisible()
      await expectNoAxeViolations(page)

      const pdf = await confirmation.downloadPdf()
      expect(pdf.filename).toBe(`${number}.pdf`)
      expect(pdf.text).toContain(number)

      await confirmation.createAccount()
      await expect(page.getByRole('status').filter({ hasText: t.created })).toBeVisible()

      await page.goto(`${shop.server.publicUrl}${t.prefix}/mon-compte/dernieres-reservations`)
      await expect(page.getByRole('heading', { name: t.order(number) })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('a declined card shows the error page; the second try succeeds', async ({ page, context }) => {
      const number = await guestCart(context, newEmail(`declined-${lang}`))
      await new Checkout(page, lang, shop.server.publicUrl).gotoSummary()
      await answerConsent(page, lang)
      await payFromSummary(page, lang, CARDS.declined)
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/confirmation/${number}/erreur$`))
      await expect(page.getByRole('alert').filter({ hasText: t.error })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.retry }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/recapitulatif-paiement$`))
      await payFromSummary(page, lang, CARDS.accepted)
      await expect(page.getByRole('heading', { level: 1, name: t.received })).toBeVisible()
    })

    test('a payment given up on the payment page returns to the summary with the cart intact', async ({ page, context }) => {
      const checkout = new Checkout(page, lang, shop.server.publicUrl)
      await guestCart(context, newEmail(`cancel-${lang}`))
      await checkout.gotoSummary()
      await answerConsent(page, lang)
      await payFromSummary(page, lang, 'cancel')
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/recapitulatif-paiement\\?payment=cancelled$`))
      await expect(page.getByRole('status').filter({ hasText: t.cancelled })).toBeVisible()
      await expect(checkout.payButton).toBeVisible()
    })
  })
}
