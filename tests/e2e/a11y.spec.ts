import { expect, expectNoAxeViolations, test } from './fixtures'
import { STATIC_ROUTES } from '../support/routes'

for (const lang of ['fr', 'en'] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    for (const route of STATIC_ROUTES) {
      const url = lang === 'fr' ? route : `/en${route === '/' ? '' : route}`
      test(`${url} has no WCAG 2.1 AA violation`, async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page)
      })
    }

    test(`detail pages in ${lang} have no violation`, async ({ page }) => {
      const prefix = lang === 'fr' ? '' : '/en'
      for (const list of ['/actualite', '/emplois', '/service']) {
        await page.goto(prefix + list)
        const first = page.locator('.content-list a').first()
        await first.click()
        await expect(page).not.toHaveURL(prefix + list)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page)
      }
    })

    test(`the 404 page in ${lang} has no violation`, async ({ page }) => {
      const response = await page.goto(lang === 'fr' ? '/nulle-part' : '/en/nowhere')
      expect(response?.status()).toBe(404)
      await expectNoAxeViolations(page)
    })
  })
}
