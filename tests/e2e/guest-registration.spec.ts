import { answerConsent, expect, expectNoAxeViolations, freeWeek, linkInMailTo, newEmail, paidStayByApi, plainRental, test } from './fixtures'

/**
 * Online guest registration (docs/decisions/055) on a phone: the order link's page shows one
 * fieldset per traveller, the document fields follow the nationality as it is chosen, and the
 * section passes an axe scan, with its errors shown and once saved.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('fr: a guest registers the travellers on a phone', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  const location = await plainRental(request, 'fr', 3)
  const email = newEmail('registration')
  const number = await paidStayByApi(request, baseURL as string, location, freeWeek(location, 13), email)
  const link = await linkInMailTo(email, new RegExp(`https?://\\S+/commande/confirmation/${number}/succes\\?acces=[\\w-]+`))
  await page.goto(link)
  await answerConsent(page, 'fr')
  const section = page.locator('.guest-registration')
  await expect(section.getByRole('heading', { level: 2, name: 'Enregistrement des voyageurs' })).toBeVisible()
  await expect(section.getByRole('group')).toHaveCount(2)

  const first = section.getByRole('group', { name: /Voyageur 1/ })
  await first.getByLabel('Prénom').fill('Anne')
  await first.getByLabel('Nom', { exact: true }).fill('Rey')
  await first.getByLabel('Date de naissance').fill('1982-03-04')
  await first.getByLabel('Nationalité').selectOption('CH')
  await expect(first.getByLabel('Numéro de la pièce')).toBeHidden()
  const second = section.getByRole('group', { name: /Voyageur 2/ })
  await second.getByLabel('Prénom').fill('Tom')
  await second.getByLabel('Nom', { exact: true }).fill('Reed')
  await second.getByLabel('Date de naissance').fill('1980-11-20')
  await second.getByLabel('Nationalité').selectOption('GB')
  await expect(second.getByLabel('Numéro de la pièce')).toBeVisible()
  await section.getByRole('button', { name: 'Enregistrer les voyageurs' }).click()

  // Refused: the document is required of a foreigner, the error under its field.
  await expect(page.locator('.guest-registration [role="alert"]')).toHaveText('Vérifiez les champs signalés.')
  const numberField = page.locator('.guest-registration').getByRole('group', { name: /Voyageur 2/ }).getByLabel('Numéro de la pièce')
  await expect(numberField).toHaveAttribute('aria-invalid', 'true')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page, { include: '.guest-registration' })

  const again = page.locator('.guest-registration').getByRole('group', { name: /Voyageur 2/ })
  await again.getByLabel('Pièce d’identité').selectOption('passport')
  await numberField.fill('GB5512345')
  await page.locator('.guest-registration').getByRole('button', { name: 'Enregistrer les voyageurs' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Voyageurs enregistrés : 2 sur 2.' })).toBeVisible()
  await expect(page).toHaveURL(/acces=/)
  await expect(page.locator('.guest-registration')).toContainText('Enregistrement complet')
})
