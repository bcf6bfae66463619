import { expect, expectNoAxeViolations, test } from './fixtures'
import { zurichSwissDate } from '../support/shop-fixtures'

/**
 * The product pages: the list by category, a transfer configured as a round trip (the return fields
 * appear), errors as you type, the address combobox and the price updated by the server; a bulk
 * ski pass with lines; the same form without JavaScript. Adding to the cart is tested with the cart.
 */

const HOME = 'Route de la Moubra 6, 3963 Crans-Montana'
const CENTRE = 'Rue Centrale 12, 3963 Crans-Montana'

const texts = {
  fr: {
    list: '/produits?categorie=service',
    listTitle: 'Prestations à réserver',
    services: 'Services',
    transfer: 'Transfert Aéroport de Genève – Crans-Montana',
    skiPass: '/produit/forfait-de-ski-crans-montana-4',
    form: 'Configurer la prestation',
    price: 'Prix',
    incomplete: 'Complétez le formulaire pour voir le prix.',
    oneWay: 'Aller simple',
    roundTrip: 'Aller-retour',
    passengers: 'Nombre de passagers',
    arrival: 'Date d’arrivée',
    destination: 'Adresse de destination',
    returnDate: 'Date du retour',
    returnFrom: 'Adresse de départ du retour',
    returnTo: 'Destination du retour',
    invalid: 'Ce champ est invalide',
    required: 'Ce champ est requis',
    badAddress: 'Veuillez saisir une adresse valide',
    submit: 'Ajouter au panier',
    line: (n: number) => `Ligne ${n}`,
    addLine: 'Ajouter une ligne',
    removeLine: (n: number) => `Retirer la ligne ${n}`,
    firstDay: 'Premier jour de ski',
    days: 'Nombre de jours',
    people: 'Nombre de personnes',
    country: 'Pays de résidence',
    state: 'Canton ou région',
  },
  en: {
    list: '/en/produits?categorie=service',
    listTitle: 'Services to book',
    services: 'Services',
    transfer: 'Geneva Airport – Crans-Montana transfer',
    skiPass: '/en/produit/crans-montana-ski-pass-4',
    form: 'Configure the service',
    price: 'Price',
    incomplete: 'Fill in the form to see the price.',
    oneWay: 'One way',
    roundTrip: 'Round trip',
    passengers: 'Number of passengers',
    arrival: 'Arrival date',
    destination: 'Destination address',
    returnDate: 'Return date',
    returnFrom: 'Return pick-up address',
    returnTo: 'Return destination',
    invalid: 'This field is invalid',
    required: 'This field is mandatory',
    badAddress: 'Please enter a valid address',
    submit: 'Add to cart',
    line: (n: number) => `Line ${n}`,
    addLine: 'Add a line',
    removeLine: (n: number) => `Remove line ${n}`,
    firstDay: 'First day of skiing',
    days: 'Number of days',
    people: 'Number of people',
    country: 'Country of residence',
    state: 'Canton or region',
  },
} as const


for (const [lang, t] of Object.entries(texts) as Array<[string, (typeof texts)[keyof typeof texts]]>) {
  test.describe(`products in ${lang}`, () => {
    test('configure a transfer: round trip fields, errors as you type, addresses and price', async ({ page }) => {
      await page.goto(t.list)
      await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible()
      await expect(page.getByRole('link', { name: t.services, exact: true })).toHaveAttribute('aria-current', 'page')
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.transfer, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.transfer })).toBeVisible()

      const form = page.getByRole('region', { name: t.form })
      await expect(form.locator('form[data-enhanced="true"]')).toBeAttached()
      const price = form.getByRole('region', { name: t.price })
      await expect(price).toContainText(t.incomplete)
      // One way by default: no return fields.
      await expect(form.getByRole('radio', { name: t.oneWay })).toBeChecked()
      await expect(form.getByRole('textbox', { name: t.returnDate })).toHaveCount(0)

      // Errors as you type: a past date, then a good one.
      const arrival = form.getByRole('textbox', { name: t.arrival })
      await arrival.fill('01.01.2020')
      await arrival.blur()
      await expect(arrival).toHaveAttribute('aria-invalid', 'true')
      await expect(arrival).toHaveAccessibleDescription(new RegExp(t.invalid))
      await arrival.fill('')
      await expect(arrival).toHaveAccessibleDescription(new RegExp(t.required))
      await arrival.fill(zurichSwissDate(30))
      await expect(arrival).not.toHaveAttribute('aria-invalid', 'true')

      // An address must be one of the suggestions.
      const destination = form.getByRole('combobox', { name: t.destination })
      await destination.fill('Rue Inconnue 1')
      await destination.blur()
      await expect(destination).toHaveAccessibleDescription(new RegExp(t.badAddress))
      await destination.fill('moubra 6')
      await expect(form.getByRole('option', { name: HOME })).toBeVisible()
      await expect(destination).toHaveAttribute('aria-expanded', 'true')
      await destination.press('ArrowDown')
      await expect(destination).toHaveAttribute('aria-activedescendant', /listbox-0$/)
      await destination.press('Enter')
      await expect(destination).toHaveValue(HOME)
      await expect(destination).not.toHaveAttribute('aria-invalid', 'true')
      await expect(price).toContainText('CHF 420.00')

      // Round trip: the return fields appear and are required.
      await form.getByRole('radio', { name: t.roundTrip }).check()
      const returnDate = form.getByRole('textbox', { name: t.returnDate })
      const returnFrom = form.getByRole('combobox', { name: t.returnFrom })
      await expect(returnDate).toBeVisible()
      await expect(returnFrom).toBeVisible()
      await expect(form.getByRole('combobox', { name: t.returnTo })).toBeVisible()
      await expect(price).toContainText(t.incomplete)
      await form.getByRole('button', { name: t.submit }).click()
      await expect(returnDate).toHaveAccessibleDescription(new RegExp(t.required))
      await expect(returnDate).toBeFocused()
      await expectNoAxeViolations(page)

      await returnDate.fill(zurichSwissDate(37))
      await returnFrom.fill('rue centrale 12')
      await form.getByRole('option', { name: CENTRE }).click()
      await expect(returnFrom).toHaveValue(CENTRE)
      await expect(price).toContainText('CHF 840.00')

      // More passengers: the server's formula adds each one beyond four.
      await form.getByRole('combobox', { name: t.passengers }).selectOption('6')
      await expect(price).toContainText("CHF 1'020.00")
      await expectNoAxeViolations(page)

      // Back to one way: the return fields go, the price halves.
      await form.getByRole('radio', { name: t.oneWay }).check()
      await expect(returnDate).toHaveCount(0)
      await expect(price).toContainText('CHF 510.00')
    })

    test('a ski pass in bulk lines, each with its people count', async ({ page }) => {
      await page.goto(t.skiPass)
      const form = page.getByRole('region', { name: t.form })
      await expect(form.locator('form[data-enhanced="true"]')).toBeAttached()
      const price = form.getByRole('region', { name: t.price })
      const first = form.getByRole('group', { name: t.line(1) })
      await first.getByRole('textbox', { name: t.firstDay }).fill(zurichSwissDate(20))
      await first.getByRole('combobox', { name: t.days }).selectOption('6')
      await first.getByRole('combobox', { name: t.people }).selectOption('2')
      await expect(first.getByRole('combobox', { name: t.country })).toHaveValue('CH')
      await expect(first.getByRole('combobox', { name: t.state })).toHaveValue('VS')
      await expect(price).toContainText('CHF 778.00')

      await form.getByRole('button', { name: t.addLine }).click()
      const second = form.getByRole('group', { name: t.line(2) })
      await expect(second).toBeVisible()
      await expect(price).toContainText(t.incomplete)
      await second.getByRole('textbox', { name: t.firstDay }).fill(zurichSwissDate(21))
      await second.getByRole('combobox', { name: t.days }).selectOption('1')
      await second.getByRole('combobox', { name: t.people }).selectOption('3')
      // Another country: French addresses have no state, so none is asked (domain/i18n/address-states.ts).
      await second.getByRole('combobox', { name: t.country }).selectOption('FR')
      await expect(second.getByRole('textbox', { name: t.state })).toHaveCount(0)
      await expect(second.getByRole('combobox', { name: t.state })).toHaveCount(0)
      await expect(price).toContainText("CHF 1'015.00")
      await expectNoAxeViolations(page)

      await form.getByRole('button', { name: t.removeLine(2) }).click()
      await expect(second).toHaveCount(0)
      await expect(price).toContainText('CHF 778.00')
    })
  })
}

test('a service page links its products to their product page', async ({ page }) => {
  await page.goto('/en/nos-prestations-complementaires')
  await page.getByRole('region', { name: 'Services offered' }).getByRole('link', { name: 'Sierre station – Crans-Montana transfer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sierre station – Crans-Montana transfer' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Price' })).toBeVisible()
})

test.describe('product form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server checks the form and shows the fields of a round trip with their errors', async ({ page }) => {
    const t = texts.fr
    await page.goto('/produit/transfert-aeroport-de-geneve-crans-montana-1')
    await page.getByRole('radio', { name: t.roundTrip }).check()
    await page.getByRole('textbox', { name: t.arrival }).fill('01.01.2020')
    await page.getByRole('button', { name: t.submit }).click()

    await expect(page.getByText('Le formulaire contient 5 erreurs :')).toBeVisible()
    const arrival = page.getByRole('textbox', { name: t.arrival })
    await expect(arrival).toHaveValue('01.01.2020')
    await expect(arrival).toHaveAccessibleDescription(new RegExp(t.invalid))
    await expect(page.getByRole('textbox', { name: t.destination }).or(page.getByRole('combobox', { name: t.destination }))).toHaveAccessibleDescription(new RegExp(t.required))
    await expect(page.getByRole('textbox', { name: t.returnDate })).toHaveAccessibleDescription(new RegExp(t.required))
    await expect(page.getByRole('radio', { name: t.roundTrip })).toBeChecked()

    // A bulk line is added by the server.
    await page.goto(t.skiPass)
    await page.getByRole('button', { name: t.addLine }).click()
    await expect(page.getByRole('group', { name: t.line(2) })).toBeVisible()
  })
})
