import { expect, expectNoAxeViolations, fieldByLabel, signInAsStaff, test } from './fixtures'
import { DEMO_ADMIN, freshCode } from '../support/staff'

/** The back office's doors in a browser: the two-step sign-in, the frame, sign-out, in both languages. */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? { menu: 'Back office menu', audit: 'Audit log', signOut: 'Sign out', signIn: 'Back office sign-in', wrong: 'This code does not fit' }
      : { menu: 'Menu du back-office', audit: 'Journal des modifications', signOut: 'Se déconnecter', signIn: 'Connexion au back-office', wrong: 'Ce code ne convient pas' }

  test(`${lang}: a staff member signs in with a password and a code, finds the menu, and signs out`, async ({ page }) => {
    expect((await page.goto(`${prefix}/admin`))?.status()).toBe(404)
    await page.goto(`${prefix}/admin/connexion`)
    await expect(page.getByRole('heading', { level: 1, name: words.signIn })).toBeVisible()
    await expectNoAxeViolations(page)
    await signInAsStaff(page, lang, { fresh: true })
    await expectNoAxeViolations(page)
    const menu = page.getByRole('navigation', { name: words.menu })
    await menu.getByRole('link', { name: words.audit }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.audit })).toBeVisible()
    await expect(menu.getByRole('link', { name: words.audit })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('button', { name: words.signOut }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.signIn })).toBeVisible()
    expect((await page.goto(`${prefix}/admin/journal`))?.status()).toBe(404)
  })
}

test('a wrong code is said on its field, and the password is not asked again', async ({ page }) => {
  await page.goto('/admin/connexion')
  await fieldByLabel(page, 'Adresse e-mail').fill('admin@agence-demo.example')
  await fieldByLabel(page, 'Mot de passe').fill('Demo-Agence-Crans-2026')
  await page.getByRole('button', { name: 'Continuer' }).click()
  await fieldByLabel(page, 'Code de vérification').fill('123456')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(fieldByLabel(page, 'Code de vérification')).toHaveAccessibleDescription(/Ce code ne convient pas/)
})

/**
 * The code step as a person goes through it: typed, key by key (fill() would replace whatever the
 * field holds and hide a password left in it). The step comes by the client router once the page is
 * hydrated, where React could reuse the password's input for the code.
 */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? { email: 'E-mail address', password: 'Password', next: 'Continue', code: 'Verification code', submit: 'Sign in', today: /^Today/ }
      : { email: 'Adresse e-mail', password: 'Mot de passe', next: 'Continuer', code: 'Code de vérification', submit: 'Se connecter', today: /^Aujourd’hui/ }

  test(`${lang}: the code field starts empty and numeric, never shows the password, and takes the code as typed`, async ({ page }) => {
    await page.goto(`${prefix}/admin/connexion`)
    await expect(page.locator('form[data-enhanced="true"]')).toBeAttached()
    await fieldByLabel(page, words.email).pressSequentially(DEMO_ADMIN.email)
    await fieldByLabel(page, words.password).pressSequentially(DEMO_ADMIN.password)
    await page.getByRole('button', { name: words.next }).click()

    const code = fieldByLabel(page, words.code)
    await expect(code).toBeFocused()
    await expect(code).toHaveValue('')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(page.getByText(DEMO_ADMIN.password)).toHaveCount(0)
    const typed = await freshCode(DEMO_ADMIN.totpSecret, DEMO_ADMIN.email, new URL(page.url()).origin)
    await page.keyboard.type(typed)
    await expect(code).toHaveValue(typed)
    await page.getByRole('button', { name: words.submit }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.today })).toBeVisible()
  })
}
