import { answerConsent, escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The packages as three boxes lead to their products (SPEC §2): each package of a box, and each
 * package page, links to the product it is booked as (/produit/{slug}-{id}) with its starting price;
 * no "online booking coming soon" any more. On the seeded site, in French and English.
 */

const texts = {
  fr: {
    prefix: '',
    packagesHeading: 'Nos packs',
    // Seeded package 50 is booked as product 12 (CHF 690.00 per person).
    skiPack: 'Pack Ski Liberté 6 jours',
    skiSlug: 'pack-ski-liberte-6-jours',
    book: 'Réserver dès CHF 690.00',
    from: 'dès CHF 690.00',
    spaPack: 'Escapade spa pour deux',
    spaBook: 'Réserver dès CHF 390.00',
    soon: /bientôt/i,
  },
  en: {
    prefix: '/en',
    packagesHeading: 'Our packages',
    skiPack: 'Ski Freedom Pack, 6 days',
    skiSlug: 'ski-freedom-pack-6-days',
    book: 'Book from CHF 690.00',
    from: 'from CHF 690.00',
    spaPack: 'Spa escape for two',
    spaBook: 'Book from CHF 390.00',
    soon: /coming soon/i,
  },
} as const


for (const [lang, t] of Object.entries(texts) as [keyof typeof texts, (typeof texts)[keyof typeof texts]][]) {
  test.describe(`packages lead to their products, in ${lang}`, () => {
    test('a package box opens the package’s product page', async ({ page }) => {
      await page.goto(`${t.prefix}/nos-prestations-complementaires`)
      await answerConsent(page, lang)
      const packages = page.getByRole('region', { name: t.packagesHeading })
      await expect(packages.locator('.package-boxes > li')).toHaveCount(3)
      await expect(packages).not.toContainText(t.soon)
      // Every package of the boxes has its booking link with its price (eight seeded packages).
      await expect(packages.getByRole('link', { name: new RegExp(`^${escapeRegExp(t.book.split(' CHF')[0])} CHF `) })).toHaveCount(8)
      await expect(packages.getByRole('link', { name: `${t.spaBook} – ${t.spaPack}` })).toHaveAttribute('href', new RegExp(`^${t.prefix}/produit/[a-z0-9-]+-15$`))
      await expectNoAxeViolations(page)

      await packages.getByRole('link', { name: `${t.book} – ${t.skiPack}` }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/produit/${t.skiSlug}-12$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.skiPack)
      await expect(page.getByRole('main')).toContainText('CHF 690.00')
      await expectNoAxeViolations(page)
    })

    test('a package page shows its starting price and opens its product page', async ({ page }) => {
      await page.goto(`${t.prefix}/nos-prestations-complementaires`)
      await answerConsent(page, lang)
      await page.locator('.package-boxes').getByRole('link', { name: t.skiPack, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/page/[a-z0-9-]+-50$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.skiPack)
      const main = page.getByRole('main')
      await expect(main.getByText(t.from, { exact: true })).toBeVisible()
      await expect(main).not.toContainText(t.soon)
      await expectNoAxeViolations(page)

      await main.getByRole('link', { name: `${t.book} – ${t.skiPack}` }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/produit/${t.skiSlug}-12$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.skiPack)
      await expectNoAxeViolations(page)
    })
  })
}
