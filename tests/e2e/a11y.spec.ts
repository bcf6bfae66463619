import { expect, expectNoAxeViolations, test } from './fixtures'
import { STATIC_ROUTES } from '../support/routes'

/** The agency's fixed text pages: one heading, then the agency's text. */
const FIXED_TEXT_PAGES = new Set(['/presentation', '/cguone', '/covid19', '/maintenance-entreprise-generale', '/saphirlaundry'])

for (const lang of ['fr', 'en'] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    for (const route of STATIC_ROUTES) {
      const url = lang === 'fr' ? route : `/en${route === '/' ? '' : route}`
      const fixedText = FIXED_TEXT_PAGES.has(route)
      test(`${url} has no WCAG 2.1 AA violation${fixedText ? ', and shows its content' : ''}`, async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        if (fixedText) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
          await expect(page.locator('.content-article .rich-text p').first()).toBeVisible()
        }
        await expectNoAxeViolations(page)
      })
    }

    test(`detail pages in ${lang} have no violation`, async ({ page }) => {
      const prefix = lang === 'fr' ? '' : '/en'
      for (const list of ['/actualite', '/emplois', '/service']) {
        await page.goto(prefix + list)
        // The first entry's own page, opened by its address: what is checked is that page, not the
        // click (the lists' links are followed in content.spec.ts).
        const href = await page.locator('.content-list a').first().getAttribute('href')
        expect(href).toMatch(new RegExp(`^${prefix}/`))
        await page.goto(href as string)
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
