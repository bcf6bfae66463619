/**
 * A field error the server finds is announced on its field, the same way in every form of the site:
 * the field says it is invalid and is described by the message (the request form, the sign-up with
 * its contact, the checkout's contact step, a product's configuration). Each form is posted natively,
 * as without JavaScript, so the server's verdict is the one shown; axe then scans the form.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, freeWeek, plainRental, test } from './fixtures'

const texts = {
  fr: {
    prefix: '',
    required: 'Ce champ est requis',
    request: { lastName: 'Nom' },
    signUp: { username: 'Adresse e-mail', firstName: 'Prénom' },
    contact: { heading: 'Coordonnées de la personne qui réserve', street: 'Rue', terms: "J'accepte les conditions générales" },
    product: { heading: 'Configurer la prestation', arrival: 'Date d’arrivée' },
  },
  en: {
    prefix: '/en',
    required: 'This field is mandatory',
    request: { lastName: 'Last name' },
    signUp: { username: 'Email address', firstName: 'First name' },
    contact: { heading: 'Details of the person booking', street: 'Street', terms: 'I accept the general terms' },
    product: { heading: 'Configure the service', arrival: 'Arrival date' },
  },
} as const

/** Posts the form as a browser without JavaScript would (no check in the page), and waits for the answer. */
async function postNatively(page: Page, form: Locator): Promise<void> {
  await Promise.all([page.waitForEvent('load'), form.evaluate((element: HTMLFormElement) => element.submit())])
}

/** The field is marked invalid and its description is the server's message. */
async function expectAnnounced(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message))
}

for (const lang of ['fr', 'en'] as const) {
  const t = texts[lang]
  test.describe(`server field errors on their fields (${lang})`, () => {
    test('request form', async ({ page }) => {
      await page.goto(`${t.prefix}/contact`)
      await postNatively(page, page.locator('form.request-form__form'))
      const form = page.locator('form.request-form__form')
      await expectAnnounced(form.getByRole('textbox', { name: t.request.lastName, exact: true }), t.required)
      await expectNoAxeViolations(page, { include: '.request-form' })
    })

    test('sign-up and its contact', async ({ page }) => {
      await page.goto(`${t.prefix}/mon-compte/inscription`)
      const form = page.locator('.account-form form')
      await postNatively(page, form)
      await expectAnnounced(form.getByRole('textbox', { name: t.signUp.username, exact: true }), t.required)
      await expectAnnounced(form.getByRole('textbox', { name: t.signUp.firstName, exact: true }), t.required)
      await expectNoAxeViolations(page, { include: '.account-form' })
    })

    test('checkout contact step', async ({ page, context, request, baseURL }) => {
      const location = await plainRental(request, lang, lang === 'fr' ? 4 : 5)
      const week = freeWeek(location, 9)
      const added = await context.request.put(`${baseURL}/shop/api/store/cart/add/${location.productId}?locale=${lang}`, {
        data: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: [] }] },
        headers: { origin: baseURL as string },
      })
      expect(added.status()).toBe(200)
      await page.goto(`${t.prefix}/commande/mes-donnees`)
      const section = page.getByRole('region', { name: t.contact.heading })
      await postNatively(page, section.locator('form'))
      const form = page.getByRole('region', { name: t.contact.heading })
      await expectAnnounced(form.getByRole('textbox', { name: t.contact.street, exact: true }), t.required)
      await expectAnnounced(form.getByRole('checkbox', { name: t.contact.terms }), t.required)
      await expectNoAxeViolations(page, { include: '.checkout-contact-form' })
    })

    test('product configuration', async ({ page }) => {
      await page.goto(`${t.prefix}/produit/transfert-aeroport-de-geneve-crans-montana-1`)
      const section = page.getByRole('region', { name: t.product.heading })
      await postNatively(page, section.locator('form'))
      const form = page.getByRole('region', { name: t.product.heading })
      await expectAnnounced(form.getByRole('textbox', { name: t.product.arrival }), t.required)
      await expectNoAxeViolations(page, { include: '.product-form' })
    })
  })
}
