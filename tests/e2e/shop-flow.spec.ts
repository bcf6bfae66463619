import { type Locator } from '@playwright/test'
import { answerConsent, escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures'
import { PASSWORD, zurichSwissDate } from '../support/shop-fixtures'

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

const texts = {
  fr: {
    prefix: '',
    list: '/produits?categorie=service',
    transfer: 'Transfert Aéroport de Sion – Crans-Montana',
    skiPass: 'Forfait de ski Crans-Montana',
    allServices: 'Toutes les prestations',
    form: 'Configurer la prestation',
    price: 'Prix',
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
    submit: 'Ajouter au panier',
    added: 'La prestation a été ajoutée à votre panier.',
    addedToBag: 'Ajouté au panier',
    line: (n: number) => `Ligne ${n}`,
    addLine: 'Ajouter une ligne',
    firstDay: 'Premier jour de ski',
    days: 'Nombre de jours',
    people: 'Nombre de personnes',
    country: 'Pays de résidence',
    switzerland: 'Suisse',
    canton: 'Canton ou région',
    cartButton: (n: number) => `Panier, ${n} article${n > 1 ? 's' : ''}`,
    cart: 'Panier',
    closeCart: 'Fermer le panier',
    services: 'Services',
    remove: (title: string) => `Retirer « ${title} » du panier`,
    deleted: 'Supprimé du panier',
    subTotal: 'Sous-total',
    total: 'Total TVA incluse',
    order: 'Commander',
    // Sign-up and checkout
    signUpTitle: 'Créer un compte',
    username: 'Adresse e-mail',
    password: 'Mot de passe',
    confirm: 'Confirmation du mot de passe',
    create: 'Créer mon compte',
    signedInAs: 'Vous êtes connecté en tant que Anne Rey.',
    continue: 'Continuer',
    contact: {
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
    country2: 'Pays',
    state: 'Canton / région',
    cg: "J'accepte les conditions générales",
    save: 'Enregistrer et continuer',
    saved: 'Vos données ont été enregistrées',
    toSummary: 'Continuer vers le récapitulatif',
    summaryTitle: 'Récapitulatif et paiement',
    code: 'Code de réduction',
    apply: 'Appliquer',
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
    form: 'Configure the service',
    price: 'Price',
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
    submit: 'Add to cart',
    added: 'The service has been added to your cart.',
    addedToBag: 'Added to bag',
    line: (n: number) => `Line ${n}`,
    addLine: 'Add a line',
    firstDay: 'First day of skiing',
    days: 'Number of days',
    people: 'Number of people',
    country: 'Country of residence',
    switzerland: 'Switzerland',
    canton: 'Canton or region',
    cartButton: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    cart: 'Cart',
    closeCart: 'Close the cart',
    services: 'Services',
    remove: (title: string) => `Remove “${title}” from the cart`,
    deleted: 'Deleted from bag',
    subTotal: 'Subtotal',
    total: 'Total VAT included',
    order: 'Order',
    signUpTitle: 'Create an account',
    username: 'Email address',
    password: 'Password',
    confirm: 'Confirm the password',
    create: 'Create my account',
    signedInAs: 'You are logged in as Anne Rey.',
    continue: 'Continue',
    contact: {
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
    country2: 'Country',
    state: 'Canton / region',
    cg: 'I accept the general terms',
    save: 'Save and continue',
    saved: 'Your details have been saved',
    toSummary: 'Continue to the summary',
    summaryTitle: 'Summary and payment',
    code: 'Reduction code',
    apply: 'Apply',
    unknown: 'The reduction code INCONNU42 does not exist',
    applied: 'The reduction code has been applied',
    reduction: 'Reduction (BIENVENUE10)',
  },
} as const

type Texts = (typeof texts)[keyof typeof texts]



/** The value of a term of a details list (dt → dd), e.g. the "Trajet" of a cart item. */
function detail(scope: Locator, term: string): Locator {
  return scope.locator('.cart-item__detail').filter({ has: scope.page().getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }) }).getByRole('definition')
}

/** The amount beside a label of the totals (Sous-total, Total TVA incluse, Réduction (…)). */
function amount(scope: Locator, label: string): Locator {
  return scope.locator('.cart-totals__row').filter({ has: scope.page().getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }) }).getByRole('definition')
}

/** A success message shown at `shownAt` clears itself after about 3600 ms (SPEC §4), not before. */
async function expectCleared(status: Locator, shownAt: number) {
  await expect(status).toBeHidden({ timeout: 3_600 + 4_000 })
  expect(Date.now() - shownAt).toBeGreaterThan(3_600 - 1_500)
}

/** Fills an empty text field; a prefilled one (a signed-in customer's details) is kept. */
async function fillIfEmpty(field: Locator, value: string) {
  await expect(field).toBeVisible()
  if ((await field.inputValue()) === '') await field.fill(value)
}

for (const [lang, t] of Object.entries(texts) as Array<['fr' | 'en', Texts]>) {
  test.describe(`shop in ${lang}`, () => {
    test('a round-trip transfer and a ski pass in two lines go to the cart; one is removed', async ({ page }) => {
      test.setTimeout(120_000)
      // 1. The Sion transfer, from the product list.
      await page.goto(t.list)
      await answerConsent(page, lang)
      await page.getByRole('link', { name: t.transfer, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.transfer })).toBeVisible()
      const form = page.getByRole('region', { name: t.form })
      await expect(form.locator('form[data-enhanced="true"]')).toBeAttached()
      const price = form.getByRole('region', { name: t.price })
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
      await form.getByRole('button', { name: t.submit }).click()
      const added = form.getByRole('status').filter({ hasText: t.added })
      await expect(added).toBeVisible()
      const addedAt = Date.now()
      await expect(page.getByRole('button', { name: t.cartButton(1) })).toBeAttached()
      const panel = page.getByRole('dialog', { name: t.cart })
      await expect(panel).toBeVisible()
      // "Added to bag" at the top of the slide-in, with the focus, so that it is read out first.
      await expect(panel.getByRole('status').filter({ hasText: t.addedToBag })).toBeVisible()
      await expect(page.locator(':focus')).toContainText(t.addedToBag)
      await expect(panel.getByRole('heading', { level: 3, name: t.services })).toBeVisible()
      const transfer = panel.getByRole('listitem').filter({ hasText: t.transfer })
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
      await panel.getByRole('button', { name: t.closeCart }).click()
      await expect(panel).toBeHidden()
      await expect(form.getByRole('button', { name: t.submit })).toBeFocused()
      await expect(form.getByRole('radio', { name: t.oneWay })).toBeChecked()
      await expect(price).toContainText(t.incomplete)

      // 2. A ski pass in two lines, each with its people count.
      await page.getByRole('main').getByRole('link', { name: t.allServices }).click()
      await page.getByRole('link', { name: t.skiPass, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.skiPass })).toBeVisible()
      const skiForm = page.getByRole('region', { name: t.form })
      await expect(skiForm.locator('form[data-enhanced="true"]')).toBeAttached()
      const skiPrice = skiForm.getByRole('region', { name: t.price })
      const first = skiForm.getByRole('group', { name: t.line(1) })
      await first.getByRole('textbox', { name: t.firstDay }).fill(zurichSwissDate(20))
      await first.getByRole('combobox', { name: t.days }).selectOption('2')
      await first.getByRole('combobox', { name: t.people }).selectOption('2')
      await expect(skiPrice).toContainText('CHF 304.00')
      await skiForm.getByRole('button', { name: t.addLine }).click()
      const second = skiForm.getByRole('group', { name: t.line(2) })
      await second.getByRole('textbox', { name: t.firstDay }).fill(zurichSwissDate(21))
      await second.getByRole('combobox', { name: t.days }).selectOption('1')
      await second.getByRole('combobox', { name: t.people }).selectOption('3')
      // 2 days × 2 people (CHF 152.00) + 1 day × 3 people (CHF 79.00)
      await expect(skiPrice).toContainText('CHF 541.00')
      await skiForm.getByRole('button', { name: t.submit }).click()
      await expect(skiForm.getByRole('status').filter({ hasText: t.added })).toBeVisible()

      // One item with its two lines; the totals add up.
      await expect(page.getByRole('button', { name: t.cartButton(2) })).toBeAttached()
      await expect(panel).toBeVisible()
      const pass = panel.getByRole('listitem').filter({ hasText: t.skiPass })
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
      await panel.getByRole('button', { name: t.remove(t.transfer) }).click()
      const deleted = panel.getByRole('status').filter({ hasText: t.deleted })
      await expect(deleted).toBeVisible()
      const deletedAt = Date.now()
      await expect(panel.getByRole('listitem').filter({ hasText: t.transfer })).toHaveCount(0)
      await expect(page.getByRole('button', { name: t.cartButton(1) })).toBeAttached()
      await expect(amount(panel, t.subTotal)).toHaveText('CHF 541.00')
      await expect(amount(panel, t.total)).toHaveText('CHF 541.00')
      await expectNoAxeViolations(page)
      await expectCleared(deleted, deletedAt)
    })

    test('a customer signs up, orders through the checkout steps and applies a reduction code', async ({ page }) => {
      test.setTimeout(120_000)
      const email = `shop.${lang}.${Date.now().toString(36)}@example.ch`

      // A ski pass in the cart, as a visitor.
      await page.goto(t.list)
      await answerConsent(page, lang)
      await page.getByRole('link', { name: t.skiPass, exact: true }).click()
      const form = page.getByRole('region', { name: t.form })
      await expect(form.locator('form[data-enhanced="true"]')).toBeAttached()
      const line = form.getByRole('group', { name: t.line(1) })
      await line.getByRole('textbox', { name: t.firstDay }).fill(zurichSwissDate(25))
      await line.getByRole('combobox', { name: t.days }).selectOption('2')
      await line.getByRole('combobox', { name: t.people }).selectOption('2')
      await expect(form.getByRole('region', { name: t.price })).toContainText('CHF 304.00')
      await form.getByRole('button', { name: t.submit }).click()
      await expect(form.getByRole('status').filter({ hasText: t.added })).toBeVisible()
      await expect(page.getByRole('button', { name: t.cartButton(1) })).toBeAttached()

      // 5. Sign up: the cart goes with the new account.
      await page.goto(`${t.prefix}/mon-compte/inscription`)
      await expect(page.getByRole('heading', { level: 1, name: t.signUpTitle })).toBeVisible()
      const signUp = page.getByRole('main')
      await expect(signUp.locator('form[data-enhanced="true"]')).toBeAttached()
      const c = t.contact
      await signUp.getByRole('textbox', { name: t.username }).fill(email)
      await signUp.getByLabel(new RegExp(`^${escapeRegExp(t.password)}\\s*\\*?$`)).fill(PASSWORD)
      await signUp.getByLabel(new RegExp(`^${escapeRegExp(t.confirm)}\\s*\\*?$`)).fill(PASSWORD)
      await signUp.getByRole('textbox', { name: c.firstName, exact: true }).fill('Anne')
      await signUp.getByRole('textbox', { name: c.lastName, exact: true }).fill('Rey')
      await signUp.getByRole('textbox', { name: c.street, exact: true }).fill('Route du Rawyl')
      await signUp.getByRole('textbox', { name: c.streetNumber, exact: true }).fill('12')
      await signUp.getByRole('textbox', { name: c.zip, exact: true }).fill('3963')
      await signUp.getByRole('textbox', { name: c.city, exact: true }).fill('Crans-Montana')
      await signUp.getByRole('textbox', { name: c.phone, exact: true }).fill('079 123 45 67')
      await signUp.getByRole('textbox', { name: c.birthdate, exact: true }).fill('14.02.1980')
      await signUp.getByRole('button', { name: t.create }).click()
      await expect(page).toHaveURL(`${t.prefix}/mon-compte/mes-informations`)

      // Commander, from the slide-in.
      await page.getByRole('button', { name: t.cartButton(1) }).click()
      const panel = page.getByRole('dialog', { name: t.cart })
      await expect(panel.getByRole('listitem').filter({ hasText: t.skiPass })).toHaveCount(1)
      await panel.getByRole('link', { name: t.order, exact: true }).click()

      // Sign-in step: signed in already, go on.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/sign-in$`))
      await expect(page.getByRole('main').getByText(t.signedInAs)).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('main').getByRole('link', { name: t.continue, exact: true }).click()

      // Contact step: prefilled from the account or empty; what is empty gets filled.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mes-donnees$`))
      const contact = page.getByRole('main')
      await expect(contact.getByRole('combobox', { name: t.country2, exact: true })).toHaveValue('CH')
      await expect(contact.getByRole('combobox', { name: t.state, exact: true })).toHaveValue('VS')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.firstName, exact: true }), 'Anne')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.lastName, exact: true }), 'Rey')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.street, exact: true }), 'Route du Rawyl')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.streetNumber, exact: true }), '12')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.zip, exact: true }), '3963')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.city, exact: true }), 'Crans-Montana')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.phone, exact: true }), '079 123 45 67')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.birthdate, exact: true }), '14.02.1980')
      await fillIfEmpty(contact.getByRole('textbox', { name: c.email, exact: true }), email)
      await contact.getByRole('checkbox', { name: t.cg }).check()
      await expectNoAxeViolations(page)
      await contact.getByRole('button', { name: t.save }).click()

      // Cart step.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/mon-panier\\?panier=donnees-enregistrees$`))
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await expect(page.getByRole('main').getByText(t.skiPass)).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.toSummary }).click()

      // 4. Summary: an unknown code says so; a demo code takes its 10 %.
      await expect(page.getByRole('heading', { level: 1, name: t.summaryTitle })).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByText('Anne Rey')).toBeVisible()
      await expect(amount(main, t.total)).toHaveText('CHF 304.00')
      await expectNoAxeViolations(page)
      const code = main.getByRole('textbox', { name: t.code, exact: true })
      await code.fill('inconnu42')
      await main.getByRole('button', { name: t.apply }).click()
      await expect(main.getByRole('alert').filter({ hasText: t.unknown })).toBeVisible()
      await expect(main.getByRole('textbox', { name: t.code, exact: true })).toHaveAccessibleDescription(t.unknown)
      await expect(amount(main, t.total)).toHaveText('CHF 304.00')

      await main.getByRole('textbox', { name: t.code, exact: true }).fill('bienvenue10')
      await main.getByRole('button', { name: t.apply }).click()
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
    await context.addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? '' }])
    await page.goto(t.list)
    await page.getByRole('link', { name: t.transfer, exact: true }).click()
    const form = page.getByRole('region', { name: t.form })
    await form.getByRole('textbox', { name: t.arrival }).fill(zurichSwissDate(12))
    // Without JavaScript the address is typed in full; the server checks it against the suggestions.
    await form.getByRole('textbox', { name: t.destination }).or(form.getByRole('combobox', { name: t.destination })).fill(HOME)
    await form.getByRole('button', { name: t.submit }).click()
    // Back on the page (303) with the message. (The header's count is filled by the browser's script.)
    await expect(page).toHaveURL(/\/produit\/[a-z0-9-]+-2\?panier=ajoute$/)
    await expect(form.getByRole('status').filter({ hasText: t.added })).toBeVisible()
    // A reload does not post the form again: the cart page lists one transfer.
    await page.reload()

    await page.goto('/commande/mon-panier')
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: t.transfer })
    await expect(item).toHaveCount(1)
    await expect(detail(item, t.trip)).toHaveText(t.oneWay)
    await expect(detail(item, t.destination)).toHaveText(HOME)
    await expect(amount(page.getByRole('main'), t.total)).toHaveText('CHF 130.00')
  })
})
