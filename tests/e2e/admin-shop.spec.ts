import { expect, expectNoAxeViolations, fieldByLabel, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/** The shop in the back office, in a browser: a product's price edited, a reduction code created, in both languages. */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? {
          menu: 'Back office menu',
          shop: 'Shop',
          products: 'Shop products',
          category: 'Category',
          services: 'Services',
          filter: 'Filter',
          basePrice: 'Base price',
          save: 'Save',
          saved: 'Changes saved.',
          codes: 'Reduction codes',
          newCode: 'New code',
          code: 'Code',
          fixed: 'Fixed amount',
          amount: 'Amount (CHF)',
          validTo: 'Valid until',
          usageLimit: 'Number of uses',
          errors: 'The form has errors:',
          uses: '0 of 30',
        }
      : {
          menu: 'Menu du back-office',
          shop: 'Boutique',
          products: 'Produits de la boutique',
          category: 'Catégorie',
          services: 'Services',
          filter: 'Filtrer',
          basePrice: 'Prix de base',
          save: 'Enregistrer',
          saved: 'Modifications enregistrées.',
          codes: 'Codes de réduction',
          newCode: 'Nouveau code',
          code: 'Code',
          fixed: 'Montant fixe',
          amount: 'Montant (CHF)',
          validTo: 'Valable jusqu’au',
          usageLimit: 'Nombre d’utilisations',
          errors: 'Le formulaire contient des erreurs :',
          uses: '0 sur 30',
        }

  test(`${lang}: staff edit a product's price, which the shop shows at once, and create a reduction code`, async ({ page }) => {
    await signInAsStaff(page, lang)
    await page.getByRole('navigation', { name: words.menu }).getByRole('link', { name: words.shop }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.products })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByLabel(words.category).selectOption('service')
    await page.getByRole('button', { name: words.filter }).click()
    await expect(page).toHaveURL(/category=service/)
    // Row 0 holds the headers; each language edits a product of its own.
    const first = page.getByRole('table').getByRole('row').nth(lang === 'en' ? 2 : 1).getByRole('link')
    await first.click()
    await expect(page).toHaveURL(/\/admin\/boutique\/produits\/\d+$/)
    const id = /produits\/(\d+)$/.exec(page.url())?.[1]
    await expectNoAxeViolations(page)

    const price = lang === 'en' ? '87.25' : '93.50'
    await fieldByLabel(page, words.basePrice).fill('trop cher')
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByText(words.errors)).toBeVisible()
    await expect(fieldByLabel(page, words.basePrice)).toHaveAttribute('aria-invalid', 'true')
    await fieldByLabel(page, words.basePrice).fill(price)
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByText(words.saved)).toBeVisible()
    await expect(fieldByLabel(page, words.basePrice)).toHaveValue(price)
    const product = await (await page.request.get(`/shop/api/store/product/${id}?locale=${lang}`)).json()
    expect(product.basePrice).toBe(Math.round(Number(price) * 100))

    await page.getByRole('navigation', { name: lang === 'en' ? 'Shop pages' : 'Pages de la boutique' }).getByRole('link', { name: words.codes }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.codes })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: words.newCode }).click()
    const code = `E2E-${lang.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`
    await fieldByLabel(page, words.code).fill(code.toLowerCase())
    await page.getByRole('radio', { name: words.fixed }).check()
    await fieldByLabel(page, words.amount).fill('25')
    await fieldByLabel(page, words.validTo).fill('2030-12-31')
    await fieldByLabel(page, words.usageLimit).fill('30')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible()
    await expect(page.getByText(words.saved)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(`${prefix}/admin/boutique/codes`)
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(words.uses)
  })
}
