import { expect, expectNoAxeViolations, test } from './fixtures'
import { AdminSignIn } from './pages/admin-sign-in'
import { DEMO_ADMIN } from '../support/staff'

/** The back office's doors in a browser: the two-step sign-in, the frame, sign-out, in both languages. */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? { menu: 'Back office menu', audit: 'Audit log', signOut: 'Sign out' }
      : { menu: 'Menu du back-office', audit: 'Journal des modifications', signOut: 'Se déconnecter' }

  /**
   * The code step as a person goes through it: typed, key by key (fill() would replace whatever the
   * field holds and hide a password left in it). The step comes by the client router once the page is
   * hydrated, where React could reuse the password's input for the code. One sign-in a language: a
   * fourth of the account within 30 s would wait for the app's next code.
   */
  test(`${lang}: a staff member signs in with a password and a code typed key by key (an empty, numeric field that never shows the password), finds the menu, and signs out`, async ({ page }) => {
    const signInPage = new AdminSignIn(page, lang)
    expect((await page.goto(`${prefix}/admin`))?.status()).toBe(404)
    await signInPage.goto()
    await expect(signInPage.heading).toBeVisible()
    await expectNoAxeViolations(page)
    await expect(page.locator('form[data-enhanced="true"]')).toBeAttached()
    await signInPage.email.pressSequentially(DEMO_ADMIN.email)
    await signInPage.password.pressSequentially(DEMO_ADMIN.password)
    await signInPage.nextButton.click()

    const code = signInPage.code
    await expect(code).toBeFocused()
    await expect(code).toHaveValue('')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(page.getByText(DEMO_ADMIN.password)).toHaveCount(0)
    const typed = await signInPage.currentCode()
    await page.keyboard.type(typed)
    await expect(code).toHaveValue(typed)
    await signInPage.submitButton.click()
    await expect(signInPage.today).toBeVisible()
    await expectNoAxeViolations(page)

    const menu = page.getByRole('navigation', { name: words.menu })
    await menu.getByRole('link', { name: words.audit }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.audit })).toBeVisible()
    await expect(menu.getByRole('link', { name: words.audit })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('button', { name: words.signOut }).click()
    await expect(signInPage.heading).toBeVisible()
    expect((await page.goto(`${prefix}/admin/journal`))?.status()).toBe(404)
  })
}

test('a wrong code is said on its field, and the password is not asked again', async ({ page }) => {
  const signInPage = new AdminSignIn(page, 'fr')
  await signInPage.goto()
  await signInPage.enterPassword('admin@agence-demo.example', 'Demo-Agence-Crans-2026')
  await signInPage.enterCode('123456')
  await expect(signInPage.code).toHaveAccessibleDescription(/Ce code ne convient pas/)
})
