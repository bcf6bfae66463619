import { type BrowserContext } from '@playwright/test'
import { answerConsent, CUSTOMER, escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures'
import { amount, CartPage, CartPanel, detail } from './pages/cart'
import { Checkout } from './pages/checkout'
import { type Shop, startShop, zurichDate, zurichSwissDate } from '../support/shop-fixtures'

/**
 * The cart slide-in and the checkout steps as a guest, in French and English, with axe scans. The
 * file runs its own shop (test products and reduction codes, see tests/support/shop-fixtures.ts);
 * items are put in the cart through the shop API with the browser's own cookies.
 */

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
    locations: 'Locations',
    packages: 'Packages',
    services: 'Services',
    persons: '4 personnes',
    yes: 'Oui',
    roundTrip: 'Aller-retour',
    deleted: 'Supprimé du panier',
    subTotal: 'Sous-total',
    total: 'Total TVA incluse',
    empty: 'Votre panier est vide',
    required: 'Ce champ est requis',
    minor: "Vous n'êtes pas majeur",
    saved: 'Vos données ont été enregistrées',
    unknown: "Le code de réduction NOPE n'existe pas",
    applied: 'Le code de réduction a été appliqué',
    reduction: 'Réduction (TEST10)',
  },
  en: {
    prefix: '/en',
    locations: 'Rentals',
    packages: 'Packages',
    services: 'Services',
    persons: '4 persons',
    yes: 'Yes',
    roundTrip: 'Round trip',
    deleted: 'Removed from cart',
    subTotal: 'Subtotal',
    total: 'Total VAT included',
    empty: 'Your shopping cart is empty',
    required: 'This field is mandatory',
    minor: "You're under 18",
    saved: 'Your details have been saved',
    unknown: 'The reduction code NOPE does not exist',
    applied: 'The reduction code has been applied',
    reduction: 'Reduction (TEST10)',
  },
} as const

const date = zurichDate(40)

/** Puts items in the cart through the shop API, with the browser context's cookies. */
async function addItems(context: BrowserContext): Promise<void> {
  const url = shop.server.url
  const put = async (key: string, body: unknown) => {
    const response = await context.request.put(`${url}/shop/api/store/cart/add/${shop.ids[key]}`, { data: body, headers: { origin: url } })
    expect(response.status()).toBe(200)
    return (await response.json()) as { orderItems: { id: number }[] }
  }
  const rental = await put('rental', [{ people: 4, startPeriod: date, endPeriod: zurichDate(47) }])
  await put('option', { data: [{ people: 1 }], linkedToItem: rental.orderItems[0].id })
  await put('package', [{ people: 1 }])
  await put('transfer', [{ people: 2, dateFrom: zurichSwissDate(40), roundTrip: true, addressFrom: 'Sion' }])
}

for (const [lang, t] of Object.entries(texts) as [keyof typeof texts, (typeof texts)[keyof typeof texts]][]) {
  test.describe(`cart in ${lang}`, () => {
    test('the slide-in shows the sections, details and totals, removes an item and leads to the checkout', async ({ page, context }) => {
      const cart = new CartPanel(page, lang)
      await addItems(context)
      await page.goto(`${shop.server.url}${t.prefix}/`)
      await answerConsent(page, lang)
      await cart.open(4)
      const panel = cart.panel
      for (const name of [t.locations, t.packages, t.services]) {
        await expect(panel.getByRole('heading', { level: 3, name })).toBeVisible()
      }
      await expect(panel.getByText(t.persons)).toBeVisible()
      // The transfer's context as a list: the round trip ticked shows as Oui / Yes.
      const transfer = cart.item(lang === 'fr' ? 'Transfert aéroport de Sion' : 'Sion airport transfer')
      await expect(detail(transfer, t.roundTrip)).toHaveText(t.yes)
      // 7'200 + 25 + 1'250 + 91 = 8'566.00
      await expect(amount(panel, t.subTotal)).toHaveText("CHF 8'566.00")
      await expect(amount(panel, t.total)).toHaveText("CHF 8'566.00")
      await expectNoAxeViolations(page)

      const title = lang === 'fr' ? 'Pack Sérénité' : 'Serenity package'
      await cart.remove(title)
      await expect(cart.status(t.deleted)).toBeVisible()
      await expect(panel.getByText(title)).toHaveCount(0)
      await expect(cart.button(3)).toBeAttached()
      await expect(amount(panel, t.total)).toHaveText("CHF 7'316.00")
      // A success message clears itself (3600 ms).
      await expect(panel.getByText(t.deleted)).toBeHidden({ timeout: 8_000 })

      await cart.order()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/sign-in$`))
    })

    test('an empty cart shows its empty state and no order button', async ({ page }) => {
      const cart = new CartPanel(page, lang)
      await page.goto(`${shop.server.url}${t.prefix}/`)
      await answerConsent(page, lang)
      await cart.open(0)
      await expect(cart.panel.getByText(t.empty)).toBeVisible()
      await expect(cart.orderLink).toHaveCount(0)
    })

    test('a guest goes through the checkout steps to the summary and applies a code', async ({ page, context }) => {
      const checkout = new Checkout(page, lang, shop.server.url)
      const cartStep = new CartPage(page, lang, shop.server.url)
      await addItems(context)
      // Step 1, the cart, then step 2: order as a guest.
      await cartStep.goto()
      await answerConsent(page, lang)
      await cartStep.proceedToCheckout()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/sign-in$`))
      await expectNoAxeViolations(page)
      await checkout.orderAsGuest()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mes-donnees$`))

      await expect(checkout.title('mr')).toBeChecked()
      await expect(checkout.country).toHaveValue('CH')
      await expect(checkout.state).toHaveValue('VS')
      await expectNoAxeViolations(page)

      // Checked in the browser with the server's rules: the first invalid field takes the focus.
      await checkout.submitContact()
      const firstName = checkout.field('firstName')
      await expect(firstName).toBeFocused()
      await expect(firstName).toHaveAccessibleDescription(t.required)
      await expect(checkout.terms).toHaveAccessibleDescription(t.required)

      // A birthdate under 18 is refused as soon as the field is left.
      const birthdate = checkout.field('birthdate')
      await birthdate.fill('01.01.2015')
      await birthdate.blur()
      await expect(birthdate).toHaveAccessibleDescription(new RegExp(escapeRegExp(t.minor)))
      // The title stays the form's own (Monsieur), as a guest who does not change it.
      await checkout.fillContact('anne.rey@example.ch', { ...CUSTOMER, title: undefined })
      await checkout.acceptTerms()
      await checkout.submitContact()

      // On to the summary, the step after the contact, with the saved message.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/recapitulatif-paiement\\?panier=donnees-enregistrees$`))
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await expect(checkout.summaryHeading).toBeVisible()
      await expectNoAxeViolations(page)
      await expect(page.getByRole('main').getByText('Anne Rey')).toBeVisible()

      await checkout.applyCode('nope')
      await expect(page.getByRole('alert').filter({ hasText: t.unknown })).toBeVisible()
      await expect(checkout.code).toHaveAccessibleDescription(t.unknown)
      await expectNoAxeViolations(page)

      await checkout.applyCode('test10')
      await expect(page.getByRole('status').filter({ hasText: t.applied })).toBeVisible()
      // 10 % of 8'566.00 = 856.60
      const main = page.getByRole('main')
      await expect(main.getByText(t.reduction).locator('..')).toContainText('CHF 856.60')
      await expect(main.getByText(t.total, { exact: true }).locator('..')).toContainText("CHF 7'709.40")
      await page.reload()
      await expect(main.getByText(t.reduction)).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the cart step removes an item with a plain form and says so', async ({ page, context }) => {
    const cartPage = new CartPage(page, 'fr', shop.server.url)
    await addItems(context)
    await cartPage.goto()
    await cartPage.remove('Pack Sérénité')
    await expect(page).toHaveURL(/\/commande\/mon-panier\?panier=supprime$/)
    const main = page.getByRole('main')
    await expect(main.getByText('Supprimé du panier')).toBeVisible()
    await expect(main.getByText('Pack Sérénité')).toHaveCount(0)
  })
})
