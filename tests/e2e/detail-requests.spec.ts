import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The information request of a weekly rental and the visit request of a sale, sent for real.
 * Each test comes from its own address (the server trusts X-Forwarded-For in the browser tests),
 * so the rate limit of the contact form tests is not shared.
 */

async function fillAndSend(page: Page, heading: string) {
  const form = page.getByRole('region', { name: heading })
  await form.getByRole('radio', { name: 'Mr', exact: true }).check()
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Paul')
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Rey')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('paul.rey@example.ch')
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('079 765 43 21')
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Is the property still available?')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Your request has been sent. We will get back to you shortly.')).toBeVisible()
}

test.describe('information request of a rental', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.21' } })
  test('is sent from the rental page', async ({ page }) => {
    await page.goto('/en/location')
    await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/en\/location\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await fillAndSend(page, 'Request information')
  })
})

test.describe('visit request of a sale', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.22' } })
  test('is sent from the sale page', async ({ page }) => {
    await page.goto('/en/vente')
    await page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/en\/vente\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await fillAndSend(page, 'Request a visit')
  })
})

test('the contact page shows the agency on a map', async ({ page }) => {
  await page.goto('/en/contact')
  const map = page.getByRole('region', { name: 'Map: the agency in Crans-Montana' })
  await expect(map).toBeVisible()
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1)
})
