import { type Locator } from '@playwright/test'
import { answerConsent, CUSTOMER, expect, expectNoAxeViolations, test } from './fixtures'
import { SignUpPage } from './pages/account'
import { amount, CartPage, CartPanel, detail } from './pages/cart'
import { Checkout } from './pages/checkout'
import { ProductPage } from './pages/product-page'
import { zurichSwissDate } from '../support/shop-fixtures'

/**
 * The shop from end to end on the seeded catalogue, in French and English: the Sion transfer
 * configured as a round trip and added to the cart (the slide-in opens on it), a ski pass in two bulk
 * lines, a removal, then a customer who signs up, goes through the checkout steps and applies a demo
 * reduction code (db/seed/data/reduction-codes.ts), with axe scans of every screen.
 */

const HOME = 'Route de la Moubra 6, 3963 Crans-Montana'
const CENTRE = 'Rue Centrale 12, 3963 Crans-Montana'

// Our own address for the rate limits of the price checks, sign-up and login (TRUST_PROXY in the tests).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } })

// What the pages say, in each language (the transfer's labels are also the terms of its details in
// the cart); the labels of the other controls are the page objects' (pages/).
const texts = {
  fr: {
    prefix: '',
    list: '/produits?categorie=service',
    transfer: 'Transfert Aéroport de Sion – Crans-Montana',
    skiPass: 'Forfait de ski Crans-Montana',
    allServices: 'Toutes les prestations',
    incomplete: 'Complétez le formulaire pour voir le prix.',
    trip: 'Trajet',
    oneWay: 'Aller simple',
    roundTrip: 'Aller-retour',
    passengers: 'Nombre de passagers',
    arrival: 'Date d’arrivée',
    pickUp: 'Lieu de prise en charge',
    station: 'Sion, gare CFF',
    airport: 'Sion Aéroport',
    destination: 'Adresse de destination',
    flight: 'Numéro de vol ou de train',
    childSeat: 'Siège enfant (CHF 15.00)',
    returnDate: 'Date du retour',
    returnFrom: 'Adresse de départ du retour',
    returnTo: 'Destination du retour',
    yes: 'Oui',
    addedToBag: 'Ajouté au panier',
    line: (n: number) => `Ligne ${n}`,
    firstDay: 'Premier jour de ski',
    days: 'Nombre de jours',
    people: 'Nombre de personnes',
    country: 'Pays de résidence',
    switzerland: 'Suisse',
    canton: 'Canton ou région',
    services: 'Services',
    deleted: 'Supprimé du panier',
    subTotal: 'Sous-total',
    total: 'Total TVA incluse',
    signedInAs: 'Vous êtes connecté en tant que Anne Rey.',
    saved: 'Vos données ont été enregistrées',
    unknown: "Le code de réduction INCONNU42 n'existe pas",
    applied: 'Le code de réduction a été appliqué',
    reduction: 'Réduction (BIENVENUE10)',
  },
  en: {
    prefix: '/en',
    list: '/en/produits?categorie=service',
    transfer: 'Sion Airport – Crans-Montana transfer',
    skiPass: 'Crans-Montana ski pass',
    allServices: 'All services',
    incomplete: 'Fill in the form to see the price.',
    trip: 'Trip',
    oneWay: 'One way',
    roundTrip: 'Round trip',
    passengers: 'Number of passengers',
    arrival: 'Arrival date',
    pickUp: 'Pick-up point',
    station: 'Sion railway station',
    airport: 'Sion Airport',
    destination: 'Destination address',
    flight: 'Flight or train number',
    childSeat: 'Child seat (CHF 15.00)',
    returnDate: 'Return date',
    returnFrom: 'Return pick-up address',
    returnTo: 'Return destination',
    yes: 'Yes',
    addedToBag: 'Added to cart',
    line: (n: number) => `Line ${n}`,
    firstDay: 'First day of skiing',
    days: 'Number of days',
    people: 'Number of people',
    country: 'Country of residence',
    switzerland: 'Switzerland',
    canton: 'Canton or region',
    services: 'Services',
    deleted: 'Removed from cart',
    subTotal: 'Subtotal',
    total: 'Total VAT included',
    signedInAs: 'You are logged in as Anne Rey.',
    saved: 'Your details have been saved',
    unknown: 'The reduction code INCONNU42 does not exist',
    applied: 'The reduction code has been applied',
    reduction: 'Reduction (BIENVENUE10)',
  },
} as const

type Texts = (typeof texts)[keyof typeof texts]



/** A success message shown at `shownAt` clears itself after about 3600 ms (SPEC §4), not before. */
async function expectCleared(status: Locator, shownAt: number) {
  await expect(status).toBeHidden({ timeout: 3_600 + 4_000 })
  expect(Date.now() - shownAt).toBeGreaterThan(3_600 - 1_500)
}

// The customer as this file signs up and orders: the forms' own title is left as it comes.
const ANNE = { ...CUSTOMER, title: undefined }

for (const [lang, t] of Object.entries(texts) as Array<['fr' | 'en', Texts]>) {
  test.describe(`shop in ${lang}`, () => {
    test('a round-trip transfer and a ski pass in two lines go to the cart; one is removed', async ({ page }) => {
      test.setTimeout(120_000)
      const product = new ProductPage(page, lang)
      const cart = new CartPanel(page, lang)
      // 1. The Sion transfer, from the product list.
      await page.goto(t.list)
      await answerConsent(page, lang)
      await page.getByRole('link', { name: t.transfer, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.transfer })).toBeVisible()
      const form = product.form
      await product.expectReady()
      const price = product.price
      await expect(price).toContainText(t.incomplete)

      // Round trip: the return fields appear (requiredIf).
      await expect(form.getByRole('radio', { name: t.oneWay })).toBeChecked()
      await expect(form.getByRole('textbox', { name: t.returnDate })).toHaveCount(0)
      await form.getByRole('radio', { name: t.roundTrip }).check()
      const returnDate = form.getByRole('textbox', { name: t.returnDate })
      const returnFrom = form.getByRole('combobox', { name: t.returnFrom })
      const returnTo = form.getByRole('combobox', { name: t.returnTo })
      await expect(returnDate).toBeVisible()
      await expect(returnFrom).toBeVisible()
      await expect(returnTo).toBeVisible()

      // Every field, the addresses picked from the suggestions.
      await form.getByRole('textbox', { name: t.arrival }).fill(zurichSwissDate(30))
      await form.getByRole('combobox', { name: t.pickUp }).selectOption({ label: t.station })
      const destination = form.getByRole('combobox', { name: t.destination })
      await destination.fill('moubra 6')
      await form.getByRole('option', { name: HOME }).click()
      await expect(destination).toHaveValue(HOME)
      await form.getByRole('textbox', { name: t.flight }).fill('LX 2812')
      await form.getByRole('checkbox', { name: t.childSeat }).check()
      await returnDate.fill(zurichSwissDate(37))
      await returnFrom.fill('rue centrale 12')
      await form.getByRole('option', { name: CENTRE }).click()
      await expect(returnFrom).toHaveValue(CENTRE)
      await returnTo.selectOption({ label: t.airport })

      // The server's price: 2 × CHF 130.00 for the round trip + CHF 15.00 for the seat.
      await expect(price).toContainText('CHF 275.00')
      // Six passengers: CHF 20.00 for each beyond four, each way.
      await form.getByRole('combobox', { name: t.passengers }).selectOption('6')
      await expect(price).toContainText('CHF 355.00')
      // One way halves the trip; the return fields go, and come back with their values.
      await form.getByRole('radio', { name: t.oneWay }).check()
      await expect(returnDate).toHaveCount(0)
      await expect(price).toContainText('CHF 185.00')
      await form.getByRole('radio', { name: t.roundTrip }).check()
      await expect(returnDate).toHaveValue(zurichSwissDate(37))
      await expect(price).toContainText('CHF 355.00')
      const shownPrice = ((await price.getByRole('status').textContent()) ?? '').trim()
      expect(shownPrice).toBe('CHF 355.00')
      await expectNoAxeViolations(page)

      // Added: the message, the header count, and the slide-in opens on the cart.
      await product.addToCart()
      const added = product.added
      const addedAt = Date.now()
      await expect(cart.button(1)).toBeAttached()
      const panel = cart.panel
      await expect(panel).toBeVisible()
      // "Added to cart" at the top of the slide-in, with the focus, so that it is read out first.
      await expect(cart.status(t.addedToBag)).toBeVisible()
      await expect(page.locator(':focus')).toContainText(t.addedToBag)
      await expect(panel.getByRole('heading', { level: 3, name: t.services })).toBeVisible()
      const transfer = cart.item(t.transfer)
      await expect(transfer).toHaveCount(1)
      await expect(detail(transfer, t.trip)).toHaveText(t.roundTrip)
      await expect(detail(transfer, t.passengers)).toHaveText('6')
      await expect(detail(transfer, t.arrival)).toHaveText(zurichSwissDate(30))
      await expect(detail(transfer, t.pickUp)).toHaveText(t.station)
      await expect(detail(transfer, t.destination)).toHaveText(HOME)
      await expect(detail(transfer, t.flight)).toHaveText('LX 2812')
      await expect(detail(transfer, t.childSeat)).toHaveText(t.yes)
      await expect(detail(transfer, t.returnDate)).toHaveText(zurichSwissDate(37))
      await expect(detail(transfer, t.returnFrom)).toHaveText(CENTRE)
      await expect(detail(transfer, t.returnTo)).toHaveText(t.airport)
      // The totals are the price the product page showed.
      await expect(amount(panel, t.subTotal)).toHaveText(shownPrice)
      await expect(amount(panel, t.total)).toHaveText(shownPrice)
      await expectNoAxeViolations(page)
      // The form's own message clears itself too, and the form is ready for another transfer.
      await expectCleared(added, addedAt)
      // Closed, the slide-in gives the focus back to the form's button; the form is new again.
      await cart.close()
      await expect(panel).toBeHidden()
      await expect(product.addButton).toBeFocused()
      await expect(form.getByRole('radio', { name: t.oneWay })).toBeChecked()
      await expect(price).toContainText(t.incomplete)

      // 2. A ski pass in two lines, each with its people count.
      await page.getByRole('main').getByRole('link', { name: t.allServices }).click()
      await page.getByRole('link', { name: t.skiPass, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.skiPass })).toBeVisible()
      await product.expectReady()
      await product.fillSkiPassLine(1, { firstDay: zurichSwissDate(20), days: '2', people: '2' })
      await expect(product.price).toContainText('CHF 304.00')
      await product.addLine()
      await product.fillSkiPassLine(2, { firstDay: zurichSwissDate(21), days: '1', people: '3' })
      // 2 days × 2 people (CHF 152.00) + 1 day × 3 people (CHF 79.00)
      await expect(product.price).toContainText('CHF 541.00')
      await product.addToCart()

      // One item with its two lines; the totals add up.
      await expect(cart.button(2)).toBeAttached()
      await expect(panel).toBeVisible()
      const pass = cart.item(t.skiPass)
      await expect(pass).toHaveCount(1)
      await expect(pass.getByText(t.line(1), { exact: true })).toBeVisible()
      await expect(pass.getByText(t.line(2), { exact: true })).toBeVisible()
      await expect(detail(pass, t.people)).toHaveText(['2', '3'])
      await expect(detail(pass, t.days)).toHaveText(['2', '1'])
      await expect(detail(pass, t.firstDay)).toHaveText([zurichSwissDate(20), zurichSwissDate(21)])
      await expect(detail(pass, t.country)).toHaveText([t.switzerland, t.switzerland])
      await expect(detail(pass, t.canton)).toHaveText(['Valais', 'Valais'])
      await expect(pass).toContainText('CHF 541.00')
      await expect(amount(panel, t.subTotal)).toHaveText('CHF 896.00')
      await expect(amount(panel, t.total)).toHaveText('CHF 896.00')

      // 3. Removed from the slide-in: the message, the count and the totals follow.
      await cart.remove(t.transfer)
      const deleted = cart.status(t.deleted)
      await expect(deleted).toBeVisible()
      const deletedAt = Date.now()
      await expect(cart.item(t.transfer)).toHaveCount(0)
      await expect(cart.button(1)).toBeAttached()
      await expect(amount(panel, t.subTotal)).toHaveText('CHF 541.00')
      await expect(amount(panel, t.total)).toHaveText('CHF 541.00')
      await expectNoAxeViolations(page)
      await expectCleared(deleted, deletedAt)
    })

    test('a customer signs up, orders through the checkout steps and applies a reduction code', async ({ page }) => {
      test.setTimeout(120_000)
      const email = `shop.${lang}.${Date.now().toString(36)}@example.ch`
      const product = new ProductPage(page, lang)
      const cart = new CartPanel(page, lang)
      const signUp = new SignUpPage(page, lang)
      const checkout = new Checkout(page, lang)

      // A ski pass in the cart, as a visitor.
      await page.goto(t.list)
      await answerConsent(page, lang)
      await page.getByRole('link', { name: t.skiPass, exact: true }).click()
      await product.expectReady()
      await product.fillSkiPassLine(1, { firstDay: zurichSwissDate(25), days: '2', people: '2' })
      await expect(product.price).toContainText('CHF 304.00')
      await product.addToCart()
      await expect(cart.button(1)).toBeAttached()

      // 5. Sign up: the cart goes with the new account.
      await signUp.goto()
      await signUp.signUp(email, ANNE)

      // Commander, from the slide-in.
      await cart.open(1)
      await expect(cart.item(t.skiPass)).toHaveCount(1)
      await cart.order()

      // Sign-in step: signed in already, go on.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/sign-in$`))
      await expect(page.getByRole('main').getByText(t.signedInAs)).toBeVisible()
      await expectNoAxeViolations(page)
      await checkout.continueSignedIn()

      // Contact step: prefilled from the account or empty; what is empty gets filled.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mes-donnees$`))
      await expect(checkout.country).toHaveValue('CH')
      await expect(checkout.state).toHaveValue('VS')
      await checkout.fillContact(email, ANNE, { keepPrefilled: true })
      await checkout.acceptTerms()
      await expectNoAxeViolations(page)
      await checkout.submitContact()

      // 4. Summary, the step after the contact: an unknown code says so; a demo code takes its 10 %.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/recapitulatif-paiement\\?panier=donnees-enregistrees$`))
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await expect(checkout.summaryHeading).toBeVisible()
      const main = checkout.main
      await expect(main.getByText('Anne Rey')).toBeVisible()
      await expect(amount(main, t.total)).toHaveText('CHF 304.00')
      await expectNoAxeViolations(page)
      await checkout.applyCode('inconnu42')
      await expect(main.getByRole('alert').filter({ hasText: t.unknown })).toBeVisible()
      await expect(checkout.code).toHaveAccessibleDescription(t.unknown)
      await expect(amount(main, t.total)).toHaveText('CHF 304.00')

      await checkout.applyCode('bienvenue10')
      await expect(main.getByRole('status').filter({ hasText: t.applied })).toBeVisible()
      await expect(amount(main, t.subTotal)).toHaveText('CHF 304.00')
      await expect(amount(main, t.reduction)).toHaveText('− CHF 30.40')
      await expect(amount(main, t.total)).toHaveText('CHF 273.60')
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the transfer is added with a plain form post and the cart page lists it', async ({ page, context, baseURL }) => {
    const t = texts.fr
    const product = new ProductPage(page, 'fr')
    const cartPage = new CartPage(page, 'fr')
    await context.addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? '' }])
    await page.goto(t.list)
    await page.getByRole('link', { name: t.transfer, exact: true }).click()
    const form = product.form
    await form.getByRole('textbox', { name: t.arrival }).fill(zurichSwissDate(12))
    // Without JavaScript the address is typed in full; the server checks it against the suggestions.
    await form.getByRole('textbox', { name: t.destination }).or(form.getByRole('combobox', { name: t.destination })).fill(HOME)
    await product.addButton.click()
    // Back on the page (303) with the message. (The header's count is filled by the browser's script.)
    await expect(page).toHaveURL(/\/produit\/[a-z0-9-]+-2\?panier=ajoute$/)
    await expect(product.added).toBeVisible()
    // A reload does not post the form again: the cart page lists one transfer.
    await page.reload()

    await cartPage.goto()
    const item = cartPage.item(t.transfer)
    await expect(item).toHaveCount(1)
    await expect(detail(item, t.trip)).toHaveText(t.oneWay)
    await expect(detail(item, t.destination)).toHaveText(HOME)
    await expect(amount(cartPage.main, t.total)).toHaveText('CHF 130.00')
  })
})
