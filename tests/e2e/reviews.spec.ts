import { jobs, locationTranslations } from '../../db/schema'
import { createRentalProducts } from '../../domain/booking/rental-products.server'
import { newWeeklyRental } from '../../domain/booking/fixtures.test-data'
import { REVIEW_REQUEST_JOB } from '../../domain/reviews/request-job.server'
import { stayOf, type TestStay } from '../../domain/reviews/reviews.fixtures.test-data'
import { waitForMailTo } from '../api/auth-support'
import { type Shop, startShop } from '../support/shop-fixtures'
import { answerConsent, expect, expectNoAxeViolations, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/**
 * Verified reviews (docs/decisions/056): a guest follows the review e-mail's link (English order) to
 * the form on the order's page, picks the stars with the keyboard and sends; staff see the demo's
 * pending review on the moderation screen (French). Axe scans both screens.
 */

test('en: from the review e-mail to the form, stars by keyboard, then the thanks', async ({ page }) => {
  test.setTimeout(240_000)
  let stay: TestStay | null = null
  const shop: Shop = await startShop({}, undefined, {
    server: { publicAtUrl: true },
    prepare: async (db) => {
      const id = await newWeeklyRental(db)
      await db.insert(locationTranslations).values([
        { locationId: id, locale: 'fr', title: 'Chalet des Avis', slug: 'chalet-des-avis' },
        { locationId: id, locale: 'en', title: 'Reviews Chalet', slug: 'reviews-chalet' },
      ])
      await createRentalProducts(db)
      stay = await stayOf(db, { locationId: id, locale: 'en', endedDaysAgo: 1 })
      await db.insert(jobs).values({ kind: REVIEW_REQUEST_JOB, payload: { orderItemId: stay.itemId } })
    },
  })
  try {
    const guest = stay as unknown as TestStay
    const mail = await waitForMailTo(shop.server.dataDir, guest.email, (m) => /^Your review of your stay/.test(m.subject))
    const link = /https?:\/\/\S+#votre-avis/.exec(mail.text)?.[0] as string
    expect(link).toBeTruthy()
    await page.goto(link)
    await answerConsent(page, 'en')
    const form = page.locator('#votre-avis')
    await expect(form.getByRole('heading', { level: 2, name: 'Your review' })).toBeVisible()
    await expectNoAxeViolations(page, { include: '#votre-avis' })

    // The stars are a radio group: one stop for Tab, the arrows move the choice.
    await form.getByRole('radio', { name: '1 star' }).focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await form.getByRole('textbox', { name: 'Your review' }).fill('A warm and spotless flat, a short walk from the lifts.')
    await form.getByRole('button', { name: 'Send my review' }).click()
    await expect(page.getByText('Thank you, your review will be published after moderation.')).toBeVisible()
    await expect(page).toHaveURL(/acces=/)
  } finally {
    await shop.stop()
  }
})

test('fr: staff see the reviews waiting for moderation', async ({ page }) => {
  await signInAsStaff(page, 'fr')
  await page.getByRole('link', { name: 'Avis', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Avis à modérer' })).toBeVisible()
  // The demo seed leaves its latest review pending.
  await expect(page.getByRole('button', { name: 'Publier' }).first()).toBeVisible()
  await expectNoAxeViolations(page)
})
