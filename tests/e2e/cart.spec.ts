import { type BrowserContext, type Page } from '@playwright/test'
import { answerConsent, expect, expectNoAxeViolations, test } from './fixtures'
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

const texts = {
  fr: {
    prefix: '',
    cartButton: (n: number) => `Panier, ${n} article${n > 1 ? 's' : ''}`,
    cart: 'Panier',
    locations: 'Locations',
    packages: 'Packages',
    services: 'Services',
    persons: '4 personnes',
    yes: 'Oui',
    roundTrip: 'Aller-retour',
    remove: (title: string) => `Retirer « ${title} » du panier`,
    deleted: 'Supprimé du panier',
    subTotal: 'Sous-total',
    total: 'Total TVA incluse',
    order: 'Commander',
    empty: 'Votre panier est vide',
    guest: "Commander en tant qu'invité",
    mr: 'Monsieur',
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      street: 'Rue',
      streetNumber: 'Numéro',
      zip: 'NPA',
      city: 'Localité',
      country: 'Pays',
      state: 'Canton / région',
      phone: 'Téléphone',
      birthdate: 'Date de naissance',
      email: 'Adresse e-mail',
    },
    cg: "J'accepte les conditions générales",
    submit: 'Enregistrer et continuer',
    required: 'Ce champ est requis',
    minor: "Vous n'êtes pas majeur",
    saved: 'Vos données ont été enregistrées',
    continue: 'Continuer vers le récapitulatif',
    summaryTitle: 'Récapitulatif et paiement',
    code: 'Code de réduction',
    apply: 'Appliquer',
    unknown: "Le code de réduction NOPE n'existe pas",
    applied: 'Le code de réduction a été appliqué',
    reduction: 'Réduction (TEST10)',
  },
  en: {
    prefix: '/en',
    cartButton: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    cart: 'Cart',
    locations: 'Rentals',
    packages: 'Packages',
    services: 'Services',
    persons: '4 persons',
    yes: 'Yes',
    roundTrip: 'Round trip',
    remove: (title: string) => `Remove “${title}” from the cart`,
    deleted: 'Deleted from bag',
    subTotal: 'Subtotal',
    total: 'Total VAT included',
    order: 'Order',
    empty: 'Your shopping cart is empty',
    guest: 'Order as guest',
    mr: 'Mr',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      street: 'Street',
      streetNumber: 'Number',
      zip: 'Postcode',
      city: 'Town',
      country: 'Country',
      state: 'Canton / region',
      phone: 'Phone',
      birthdate: 'Date of birth',
      email: 'E-mail address',
    },
    cg: 'I accept the general terms',
    submit: 'Save and continue',
    required: 'This field is mandatory',
    minor: "You're under 18",
    saved: 'Your details have been saved',
    continue: 'Continue to the summary',
    summaryTitle: 'Summary and payment',
    code: 'Reduction code',
    apply: 'Apply',
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
    return (await response.json()) as { items: { id: number }[] }
  }
  const rental = await put('rental', [{ people: 4, startPeriod: date, endPeriod: zurichDate(47) }])
  await put('option', { data: [{ people: 1 }], linkedToItem: rental.items[0].id })
  await put('package', [{ people: 1 }])
  await put('transfer', [{ people: 2, dateFrom: zurichSwissDate(40), roundTrip: true, addressFrom: 'Sion' }])
}

async function open(page: Page, path: string) {
  await page.goto(shop.server.url + path)
}

for (const [lang, t] of Object.entries(texts) as [keyof typeof texts, (typeof texts)[keyof typeof texts]][]) {
  test.describe(`cart in ${lang}`, () => {
    test('the slide-in shows the sections, details and totals, removes an item and leads to the checkout', async ({ page, context }) => {
      await addItems(context)
      await open(page, `${t.prefix}/`)
      await answerConsent(page, lang)
      await page.getByRole('button', { name: t.cartButton(4) }).click()
      const panel = page.getByRole('dialog', { name: t.cart })
      await expect(panel).toBeVisible()
      for (const name of [t.locations, t.packages, t.services]) {
        await expect(panel.getByRole('heading', { level: 3, name })).toBeVisible()
      }
      await expect(panel.getByText(t.persons)).toBeVisible()
      // The transfer's context as a list: the round trip ticked shows as Oui / Yes.
      const transfer = panel.getByRole('listitem').filter({ hasText: lang === 'fr' ? 'Transfert aéroport de Sion' : 'Sion airport transfer' })
      const roundTrip = transfer.locator('.cart-item__detail').filter({ has: page.getByRole('term').filter({ hasText: t.roundTrip }) })
      await expect(roundTrip.getByRole('definition')).toHaveText(t.yes)
      // 7'200 + 25 + 1'250 + 91 = 8'566.00
      await expect(panel.getByText(t.subTotal).locator('..')).toContainText("CHF 8'566.00")
      await expect(panel.getByText(t.total).locator('..')).toContainText("CHF 8'566.00")
      await expectNoAxeViolations(page)

      const title = lang === 'fr' ? 'Pack Sérénité' : 'Serenity package'
      await panel.getByRole('button', { name: t.remove(title) }).click()
      await expect(panel.getByRole('status').filter({ hasText: t.deleted })).toBeVisible()
      await expect(panel.getByText(title)).toHaveCount(0)
      await expect(page.getByRole('button', { name: t.cartButton(3) })).toBeAttached()
      await expect(panel.getByText(t.total).locator('..')).toContainText("CHF 7'316.00")
      // A success message clears itself (3600 ms).
      await expect(panel.getByText(t.deleted)).toBeHidden({ timeout: 8_000 })

      await panel.getByRole('link', { name: t.order, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/sign-in$`))
    })

    test('an empty cart shows its empty state and no order button', async ({ page }) => {
      await open(page, `${t.prefix}/`)
      await answerConsent(page, lang)
      await page.getByRole('button', { name: t.cartButton(0) }).click()
      const panel = page.getByRole('dialog', { name: t.cart })
      await expect(panel.getByText(t.empty)).toBeVisible()
      await expect(panel.getByRole('link', { name: t.order, exact: true })).toHaveCount(0)
    })

    test('a guest goes through the checkout steps to the summary and applies a code', async ({ page, context }) => {
      await addItems(context)
      await open(page, `${t.prefix}/commande/sign-in`)
      await answerConsent(page, lang)
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.guest }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mes-donnees$`))

      await expect(page.getByRole('radio', { name: t.mr, exact: true })).toBeChecked()
      await expect(page.getByRole('combobox', { name: t.fields.country, exact: true })).toHaveValue('CH')
      await expect(page.getByRole('combobox', { name: t.fields.state, exact: true })).toHaveValue('VS')
      await expectNoAxeViolations(page)

      // Checked in the browser with the server's rules: the first invalid field takes the focus.
      await page.getByRole('button', { name: t.submit }).click()
      const firstName = page.getByRole('textbox', { name: t.fields.firstName, exact: true })
      await expect(firstName).toBeFocused()
      await expect(firstName).toHaveAccessibleDescription(t.required)
      await expect(page.getByRole('checkbox', { name: t.cg })).toHaveAccessibleDescription(t.required)

      const f = t.fields
      await firstName.fill('Anne')
      await page.getByRole('textbox', { name: f.lastName, exact: true }).fill('Rey')
      await page.getByRole('textbox', { name: f.street, exact: true }).fill('Route du Rawyl')
      await page.getByRole('textbox', { name: f.streetNumber, exact: true }).fill('12')
      await page.getByRole('textbox', { name: f.zip, exact: true }).fill('3963')
      await page.getByRole('textbox', { name: f.city, exact: true }).fill('Crans-Montana')
      await page.getByRole('textbox', { name: f.phone, exact: true }).fill('079 123 45 67')
      const birthdate = page.getByRole('textbox', { name: f.birthdate, exact: true })
      await birthdate.fill('01.01.2015')
      await birthdate.blur()
      await expect(birthdate).toHaveAccessibleDescription(new RegExp(t.minor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await birthdate.fill('14.02.1980')
      await page.getByRole('textbox', { name: f.email, exact: true }).fill('anne.rey@example.ch')
      await page.getByRole('checkbox', { name: t.cg }).check()
      await page.getByRole('button', { name: t.submit }).click()

      // On to the next step given as a parameter (the cart by default), with the saved message.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mon-panier\\?panier=donnees-enregistrees$`))
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: t.services })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.reload()
      await expect(page.getByRole('heading', { level: 2, name: t.packages })).toBeVisible()

      await page.getByRole('link', { name: t.continue }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.summaryTitle })).toBeVisible()
      await expect(page.getByRole('main').getByText('Anne Rey')).toBeVisible()

      const code = page.getByRole('textbox', { name: t.code, exact: true })
      await code.fill('nope')
      await page.getByRole('button', { name: t.apply }).click()
      await expect(page.getByRole('alert').filter({ hasText: t.unknown })).toBeVisible()
      await expect(page.getByRole('textbox', { name: t.code, exact: true })).toHaveAccessibleDescription(t.unknown)
      await expectNoAxeViolations(page)

      await page.getByRole('textbox', { name: t.code, exact: true }).fill('test10')
      await page.getByRole('button', { name: t.apply }).click()
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
    await addItems(context)
    await page.goto(`${shop.server.url}/commande/mon-panier`)
    await page.getByRole('button', { name: 'Retirer « Pack Sérénité » du panier' }).click()
    await expect(page).toHaveURL(/\/commande\/mon-panier\?panier=supprime$/)
    const main = page.getByRole('main')
    await expect(main.getByText('Supprimé du panier')).toBeVisible()
    await expect(main.getByText('Pack Sérénité')).toHaveCount(0)
  })
})
