import { answerConsent, expect, test } from './fixtures'

test.describe('layout', () => {
  test('the burger menu opens, traps focus and closes with the keyboard', async ({ page }) => {
    await page.goto('/en/presentation')
    await answerConsent(page, 'en') // the menu opens once the page is hydrated
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Property management' })).toHaveAttribute(
      'href',
      '/en/service/property-management-20',
    )
    // Focus stays inside the panel however far one tabs.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test('one slide-in panel at a time, closed by an outside click', async ({ page }) => {
    await page.goto('/')
    await answerConsent(page, 'fr')
    await page.getByRole('button', { name: 'Panier, 0 article' }).click()
    const cart = page.getByRole('dialog', { name: 'Panier' })
    await expect(cart).toBeVisible()
    await expect(cart.getByText('Votre panier est vide')).toBeVisible()
    await expect(cart.getByText('Paiements sécurisés et cryptés SSL')).toBeVisible()
    await page.mouse.click(10, 400)
    await expect(cart).toBeHidden()

    await page.getByRole('button', { name: 'Connexion' }).click()
    const login = page.getByRole('dialog', { name: 'Connexion' })
    await expect(login).toBeVisible()
    await expect.poll(() => login.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await expect(login.getByLabel('Adresse e-mail')).toBeVisible()
    await expect(login.getByRole('link', { name: 'Créer un compte' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(login).toBeHidden()

    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })

  test('the menu search goes to the search page and clears', async ({ page }) => {
    await page.goto('/en')
    await answerConsent(page, 'en')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const input = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search' })
    await input.fill('chalet')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/en\/recherche\?q=chalet$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  })

  test('the language switch keeps the page and its query, with the keyboard', async ({ page }) => {
    await page.goto('/location/special?sort=price_desc')
    const english = page.getByRole('navigation', { name: 'Choix de la langue' }).getByRole('link', { name: 'English' })
    await english.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/location\/special\?sort=price_desc$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Special offers' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/location\/special\?sort=price_desc$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Offres spéciales' })).toBeVisible()
  })

  test('the header becomes fixed once the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/cguone')
    await answerConsent(page, 'fr')
    const header = page.getByRole('banner')
    await expect(header).not.toHaveCSS('position', 'fixed')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveCSS('position', 'fixed')
  })

  test('the footer shows the terms, the phone and the work-from-home notice', async ({ page }) => {
    await page.goto('/en')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'General terms and conditions' })).toHaveAttribute('href', '/en/cguone')
    await expect(footer.getByRole('link', { name: /\+41/ }).first()).toHaveAttribute('href', /^tel:/)
    await expect(footer.getByText('Our staff work from home', { exact: false })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact')
  })

  test('the alert banner shows the current alert', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Information' })).toContainText('fêtes de fin d’année')
  })

  test('cookie consent: nothing loads before a choice, and no tag without an id', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url())
    })
    await page.goto('/')
    const bar = page.getByRole('region', { name: /cookies/i })
    await expect(bar).toBeVisible()
    await bar.getByRole('button', { name: 'Accepter' }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0)
    // No tag manager or pixel id is configured in the tests: nothing may load.
    expect(thirdParty).toEqual([])
  })

  test('the 404 page links home in its language', async ({ page }) => {
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found.')
    await page.getByRole('main').getByRole('link', { name: 'Back to the homepage' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
