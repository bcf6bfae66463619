import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * On a phone, choosing an arrival Saturday in the list's filters is enough: the departure follows a
 * week later, the list reloads with that stay, and the cards lead with the stay's rent and the
 * tourist tax on its own line (or, when nothing is free, the nearby weeks). Checked by axe.
 */
test('a phone visitor picks an arrival Saturday and sees the stay prices', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/location')
  const form = page.locator('form[data-enhanced="true"]')
  await expect(form).toHaveCount(1)
  await form.getByRole('button', { name: /^Filtres/ }).click()
  const arrival = form.getByLabel('Arrivée (samedi)')
  const saturdays = await arrival.locator('option:not([value=""])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  expect(saturdays.length).toBeGreaterThan(20)
  await arrival.selectOption(saturdays[6])
  await expect(page).toHaveURL(new RegExp(`[?&]from=${saturdays[6]}&to=${saturdays[7]}(&|$)`))
  await expect(form.getByLabel('Départ (samedi)')).toHaveValue(saturdays[7])
  const stays = page.locator('.listing-card .stay-price')
  const nearby = page.getByRole('heading', { name: 'Semaines proches avec des disponibilités' })
  await expect(stays.first().or(nearby)).toBeVisible()
  if (await stays.count()) {
    await expect(stays.first()).toContainText('pour 7 nuits')
    await expect(stays.first()).toContainText('taxe de séjour CHF 3.00 par adulte et par nuit')
  }
  await expectNoAxeViolations(page)
})
