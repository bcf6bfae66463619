import { expect, expectNoAxeViolations, fieldByLabel, plainRental, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/**
 * Staff write a rental's arrival information in English on a phone, French and English side by side
 * on its own tab (docs/decisions/057): a wrong time is told at its field, then it saves; axe scans.
 */
test('en: staff write a rental’s arrival information, French and English side by side', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const rental = await plainRental(request, 'en', 2)
  await signInAsStaff(page, 'en')
  await page.goto(`/en/admin/locations/${rental.id}`)
  await page.getByRole('navigation', { name: 'Rental pages' }).getByRole('link', { name: 'Arrival' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/admin/locations/${rental.id}/arrivee$`))
  await fieldByLabel(page, 'Check-in from').fill('4pm')
  await fieldByLabel(page, 'Address (in French)').fill('Route du Rawyl 12, 3963 Crans-Montana')
  await fieldByLabel(page, 'Key pickup (in French)').fill('Boîte à clés à gauche de la porte.')
  await fieldByLabel(page, 'Key pickup (in English)').fill('Key box left of the door.')
  await fieldByLabel(page, 'Access code').fill('4821')
  await page.getByRole('button', { name: 'Save' }).click()
  const time = fieldByLabel(page, 'Check-in from')
  await expect(time).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter a time as HH:MM, for example 16:00.')).toBeVisible()
  await expectNoAxeViolations(page)
  await time.fill('16:00')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/^Arrival information saved\./)).toBeVisible()
  await expect(fieldByLabel(page, 'Key pickup (in English)')).toHaveValue('Key box left of the door.')
  await expectNoAxeViolations(page)
})
